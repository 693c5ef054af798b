import { cloneAdapter } from '../../flows/clone/clone.adapter';
import { describeFlowPaths } from '../../flows/framework/e2e/run-flow';

describeFlowPaths(cloneAdapter);
