import { pollingAdapter } from './polling.adapter';
import { describeFlowPaths } from './run-flow';

describeFlowPaths(pollingAdapter);
