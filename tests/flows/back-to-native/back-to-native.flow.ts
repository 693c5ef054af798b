import { backToNativeMachine } from '@machines/back-to-native/back-to-native.machine';
import { BACK_TO_NATIVE_CHECK_MS } from '@/platform/constants';
import { duration } from '../framework/docs/flow-docs';
import { defineFlow } from '../framework/flow';

export const backToNativeFlow = defineFlow({
  name: 'back-to-native',
  machine: backToNativeMachine,
  source: 'machines/back-to-native/back-to-native.machine.ts',
  paths: { fixedGuards: ['canExitWebView'] },
  values: [`The URL is checked ${duration(BACK_TO_NATIVE_CHECK_MS)} after going back (\`BACK_TO_NATIVE_CHECK_MS\`).`],
});
