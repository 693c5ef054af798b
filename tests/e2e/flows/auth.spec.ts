import { authAdapter } from '../../flows/auth/auth.adapter';
import { describeFlowPaths } from '../../flows/framework/e2e/run-flow';

describeFlowPaths(authAdapter);
