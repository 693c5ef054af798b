import { invitationAdapter } from './invitation.adapter';
import { describeFlowPaths } from './run-flow';

describeFlowPaths(invitationAdapter);
