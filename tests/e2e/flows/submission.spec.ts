import { submissionAdapter } from '../../flows/submission/submission.adapter';
import { describeFlowPaths } from '../../flows/framework/e2e/run-flow';

describeFlowPaths(submissionAdapter);
