import { invitationAdapter } from '../../flows/invitation/invitation.adapter';
import { describeFlowPaths } from '../../flows/framework/e2e/run-flow';

describeFlowPaths(invitationAdapter);
