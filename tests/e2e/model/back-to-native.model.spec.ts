import { backToNativeAdapter } from './back-to-native.adapter';
import { describeFlowPaths } from './run-flow';

describeFlowPaths(backToNativeAdapter);
