import base from './vite.config.ts';
import { mergeConfig, type UserConfig } from 'vite';
export default (env: { mode: string; command: string }) => {
  const cfg = (typeof base === 'function' ? (base as (e: unknown) => UserConfig)(env) : base) as UserConfig;
  return mergeConfig(cfg, {
    build: {
      minify: process.env.EXP_MINIFY ?? 'oxc',
      ...(process.env.EXP_MINIFY === 'terser' ? { terserOptions: { compress: { passes: 2, ecma: 2020 }, format: { comments: false } } } : {}),
      rolldownOptions: process.env.EXP_GROUP ? { output: { codeSplitting: { groups: [{ name: 'boot', test: /node_modules\/(react|react-dom|scheduler|@tanstack|@lingui|ua-parser-js|valibot|crypto-js|redaxios|use-sync-external-store)\/|src\/(ui|platform|i18n|app)\/|src\/api\/contract\/(envelope|codes|signing)/ }] } } } : {},
    },
  });
};
