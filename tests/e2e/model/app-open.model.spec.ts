import { appOpenAdapter } from './app-open.adapter';
import { describeFlowPaths } from './run-flow';

describeFlowPaths(appOpenAdapter);
