import { realNameLoginAdapter } from './real-name-login.adapter';
import { describeFlowPaths } from './run-flow';

describeFlowPaths(realNameLoginAdapter);
