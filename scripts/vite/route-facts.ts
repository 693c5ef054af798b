import type { Plugin } from 'vite';
import { ROUTES_DIR, writeRouteFacts } from '../lib/route-facts.ts';

/**
 * Keeps src/routeFacts.gen.ts (scripts/lib/route-facts.ts) in step with the route files, as the router
 * plugin keeps the route tree: written when a build starts and whenever the dev server sees a route file change.
 */
export function routeFacts(): Plugin {
  return {
    name: 'talkie-route-facts',
    buildStart() {
      writeRouteFacts();
    },
    configureServer(server) {
      const onChange = (file: string): void => {
        if (!file.startsWith(ROUTES_DIR)) return;
        try {
          writeRouteFacts();
        } catch (error) {
          server.config.logger.error(String(error instanceof Error ? error.message : error));
        }
      };
      server.watcher.on('add', onChange).on('change', onChange).on('unlink', onChange);
    },
  };
}
