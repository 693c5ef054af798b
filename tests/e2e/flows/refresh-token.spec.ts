import { refreshTokenAdapter } from '../../flows/refresh-token/refresh-token.adapter';
import { describeFlowPaths } from '../../flows/framework/e2e/run-flow';

describeFlowPaths(refreshTokenAdapter);
