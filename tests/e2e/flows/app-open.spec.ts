import { appOpenAdapter } from '../../flows/app-open/app-open.adapter';
import { describeFlowPaths } from '../../flows/framework/e2e/run-flow';

describeFlowPaths(appOpenAdapter);
