import { spinWheelAdapter } from './spin-wheel.adapter';
import { describeFlowPaths } from './run-flow';

describeFlowPaths(spinWheelAdapter);
