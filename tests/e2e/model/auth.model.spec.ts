import { authAdapter } from './auth.adapter';
import { describeFlowPaths } from './run-flow';

describeFlowPaths(authAdapter);
