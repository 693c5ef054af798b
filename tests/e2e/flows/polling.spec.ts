import { pollingAdapter } from '../../flows/polling/polling.adapter';
import { describeFlowPaths } from '../../flows/framework/e2e/run-flow';

describeFlowPaths(pollingAdapter);
