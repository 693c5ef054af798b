import type { Plugin } from 'vite';

/** Mounts the local Weaver API inside the Vite dev and preview servers. */
export function localApiServer(): Plugin {
  return { name: 'talkie-local-api' };
}
