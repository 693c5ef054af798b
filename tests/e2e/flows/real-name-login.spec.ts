import { realNameLoginAdapter } from '../../flows/real-name-login/real-name-login.adapter';
import { describeFlowPaths } from '../../flows/framework/e2e/run-flow';

describeFlowPaths(realNameLoginAdapter);
