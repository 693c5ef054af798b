import { refreshTokenAdapter } from './refresh-token.adapter';
import { describeFlowPaths } from './run-flow';

describeFlowPaths(refreshTokenAdapter);
