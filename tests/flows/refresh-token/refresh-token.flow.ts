import { refreshTokenCheckMachine } from '@machines/refresh-token/refresh-token.machine';
import { REFRESH_TOKEN_INTERVAL_MS } from '@/platform/constants';
import { duration } from '../framework/docs/flow-docs';
import { defineFlow } from '../framework/flow';

export const refreshTokenFlow = defineFlow({
  name: 'refresh-token',
  machine: refreshTokenCheckMachine,
  source: 'machines/refresh-token/refresh-token.machine.ts',
  paths: { fixedGuards: ['noStoredTime', 'refreshDue'] },
  values: [
    `A refresh is due once more than ${duration(REFRESH_TOKEN_INTERVAL_MS)} passed (\`REFRESH_TOKEN_INTERVAL_MS\`).`,
  ],
});
