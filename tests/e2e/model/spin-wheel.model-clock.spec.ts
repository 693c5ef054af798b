// The spin-wheel paths that move the server's clock: they run in the `server-clock` project, alone.
import { spinWheelAdapter } from './spin-wheel.adapter';
import { describeFlowPaths } from './run-flow';

describeFlowPaths(spinWheelAdapter, { serverClock: true });
