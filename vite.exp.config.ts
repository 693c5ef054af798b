import base from './vite.config.ts';
import { mergeConfig, type UserConfig } from 'vite';
export default (env: { mode: string; command: string }) => {
  const cfg = (typeof base === 'function' ? (base as (e: unknown) => UserConfig)(env) : base) as UserConfig;
  return mergeConfig(cfg, {
    resolve: process.env.EXP_UA ? { alias: { 'ua-parser-js': '/tmp/uastub/index.js' } } : {},
    build: {
      rolldownOptions: process.env.EXP_GROUP ? { output: { codeSplitting: { groups: [{ name: 'share', test: /src\/features\/(share|open-app)\/|src\/services\/(deep-links|app-open)\// }] } } } : {},
    },
  });
};
