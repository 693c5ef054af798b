import { membershipAdapter } from './membership.adapter';
import { describeFlowPaths } from './run-flow';

describeFlowPaths(membershipAdapter);
