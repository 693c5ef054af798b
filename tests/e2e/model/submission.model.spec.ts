import { submissionAdapter } from './submission.adapter';
import { describeFlowPaths } from './run-flow';

describeFlowPaths(submissionAdapter);
