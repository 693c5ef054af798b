import { cloneAdapter } from './clone.adapter';
import { describeFlowPaths } from './run-flow';

describeFlowPaths(cloneAdapter);
