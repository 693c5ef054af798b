import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { insertAfterCharset } from './inline-head-script.ts';

/**
 * Inlines src/early-request.ts into index.html at build time, near the top of <head>, so a share page's
 * content request leaves with the HTML parser instead of after the boot chunk. The script is bundled
 * on its own (an IIFE with the very modules the app uses to build and sign requests) and minified.
 * Dev server pages do without it: the app sends its own request.
 */
export function earlyRequest(entry: string): Plugin {
  let resolved: ResolvedConfig;
  let code = '';
  return {
    name: 'talkie-early-request',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    async buildStart() {
      const result = await build({
        configFile: false,
        root: resolved.root,
        mode: resolved.mode,
        envDir: resolved.envDir,
        logLevel: 'warn',
        resolve: { alias: resolved.resolve.alias },
        // The app's build-time settings (VITE_* variables) exactly as the app sees them; an IIFE has no import.meta.
        define: { 'import.meta.env': JSON.stringify(resolved.env), 'import.meta': JSON.stringify({ env: resolved.env }) },
        build: {
          write: false,
          target: resolved.build.target,
          minify: true,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: { entry, formats: ['iife'], name: 'talkieEarlyRequest', fileName: 'early-request' },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunk = outputs.flatMap((o) => o.output).find((item) => item.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('early request script: no output');
      code = chunk.code.trim();
    },
    transformIndexHtml: {
      order: 'post',
      // routePreload runs after this plugin, so its tags land before this script.
      handler: (html) => insertAfterCharset(html, code),
    },
  };
}
