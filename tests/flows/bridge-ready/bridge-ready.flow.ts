import { bridgeReadyMachine } from '@machines/bridge-ready/bridge-ready.machine';
import { config } from '@/platform/config';
import { duration } from '../framework/docs/flow-docs';
import { defineFlow } from '../framework/flow';

export const bridgeReadyFlow = defineFlow({
  name: 'bridge-ready',
  machine: bridgeReadyMachine,
  source: 'machines/bridge-ready/bridge-ready.machine.ts',
  paths: { fixedGuards: ['isNativeApp', 'initialisedAtStart'] },
  values: [
    `The app has ${duration(config.bridgeReadyTimeoutMs)} to initialise its bridge (\`config.bridgeReadyTimeoutMs\`); each bridge call then gives up after ${duration(config.bridgeTimeoutMs)} (\`config.bridgeTimeoutMs\`).`,
  ],
});
