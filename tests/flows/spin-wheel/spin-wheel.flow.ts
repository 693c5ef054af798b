import { spinWheelMachine } from '@machines/spin-wheel/spin-wheel.machine';
import { defineFlow } from '../framework/flow';

export const spinWheelFlow = defineFlow({
  name: 'spin-wheel',
  machine: spinWheelMachine,
  source: 'machines/spin-wheel/spin-wheel.machine.ts',
  paths: { fixedGuards: ['canWatchAds'] },
});
