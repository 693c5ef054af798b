// The spin-wheel paths that move the server's clock: they run in the `server-clock` project, alone.
import { spinWheelAdapter } from '../../flows/spin-wheel/spin-wheel.adapter';
import { describeFlowPaths } from '../../flows/framework/e2e/run-flow';

describeFlowPaths(spinWheelAdapter, { serverClock: true });
