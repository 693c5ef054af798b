import { backToNativeAdapter } from '../../flows/back-to-native/back-to-native.adapter';
import { describeFlowPaths } from '../../flows/framework/e2e/run-flow';

describeFlowPaths(backToNativeAdapter);
