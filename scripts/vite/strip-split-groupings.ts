import type { Plugin } from 'vite';

const GROUPINGS = /codeSplitGroupings:\s*\[\s*(?:\[[^\]]*\]\s*,?\s*)+\],?/g;

/**
 * Drops `codeSplitGroupings` from the route definitions once TanStack Router's plugin has split the
 * route files by it: it is a build instruction, and left in, every route carries it in the boot chunk
 * that every first visit downloads.
 */
export function stripSplitGroupings(): Plugin {
  return {
    name: 'talkie:strip-split-groupings',
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/routes\/.*\.tsx(\?|$)/.test(id) || !code.includes('codeSplitGroupings')) return null;
      return { code: code.replace(GROUPINGS, ''), map: null };
    },
  };
}
