import { spinWheelAdapter } from '../../flows/spin-wheel/spin-wheel.adapter';
import { describeFlowPaths } from '../../flows/framework/e2e/run-flow';

describeFlowPaths(spinWheelAdapter);
