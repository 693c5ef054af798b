import { membershipAdapter } from '../../flows/membership/membership.adapter';
import { describeFlowPaths } from '../../flows/framework/e2e/run-flow';

describeFlowPaths(membershipAdapter);
