import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { BRAND, BRANDS } from '../../src/platform/brand.ts';

/**
 * Lets the first visit fetch its route's code and its catalog beside the entry instead of after it.
 *
 * At build time this writes into index.html a table from route path patterns (read from the file
 * routes) to the chunks of that route, plus the catalog chunk of each locale, and a few lines that add
 * `<link rel="modulepreload">` for the current path and the visitor's language. Without it the browser
 * learns about those chunks only once the entry has run, one round trip later on a slow network.
 */
export function routePreload(): Plugin {
  return {
    name: 'talkie-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return html;
        const inEntry = staticClosure(entry.fileName, ctx.bundle);
        const routes: [string, string[]][] = [];
        const catalogs: Record<string, string> = {};
        for (const chunk of chunks) {
          const id = (chunk.facadeModuleId ?? '').split('?')[0] ?? '';
          const route = /\/src\/routes\/(.+)\.tsx$/.exec(id);
          if (route && chunk.isDynamicEntry && route[1] && !route[1].startsWith('__root')) {
            const pattern = routePattern(route[1]);
            if (!pattern) continue;
            const closure = [...staticClosure(chunk.fileName, ctx.bundle)].filter((f) => !inEntry.has(f));
            // The route's CSS too: Vite's loader waits for it before rendering the route.
            const css = closure.flatMap((f) => [...((ctx.bundle?.[f] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])]);
            const files = [...closure, ...css];
            const existing = routes.find(([p]) => p === pattern);
            if (existing) existing[1].push(...files.filter((f) => !existing[1].includes(f)));
            else routes.push([pattern, files]);
          }
          const catalog = /\/locales\/([a-z]{2})\/messages\.po$/.exec(id);
          if (catalog?.[1]) catalogs[catalog[1]] = chunk.fileName;
        }
        const base = '/';
        const brand = BRANDS[BRAND];
        const table = JSON.stringify({ r: routes, c: catalogs, l: brand.locales, f: brand.fallbackLocale, b: base });
        // Same rule as chooseLocale (src/platform/language.ts): first supported browser language, else the fallback.
        const script = `(function(t){try{var p=location.pathname.replace(/\\/+$/,'')||'/',d=document,h=d.head;function a(f){var l=d.createElement('link'),c=/\\.css$/.test(f);l.rel=c?'stylesheet':'modulepreload';l.href=t.b+f;h.appendChild(l)}for(var i=0;i<t.r.length;i++)if(new RegExp(t.r[i][0]).test(p)){t.r[i][1].forEach(a);break}var n=navigator.languages||[navigator.language],o=t.f;for(var j=0;j<n.length;j++){var g=String(n[j]||'').toLowerCase().split(/[-_]/)[0];if(t.l.indexOf(g)>=0){o=g;break}}if(t.c[o])a(t.c[o])}catch(e){}})(${table});`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}

/** `share/memory/$memoryID` -> `^/share/memory/[^/]+$`; index files map to their folder; the splat is left out. */
export function routePattern(file: string): string | null {
  const segments = file.split('/');
  if (segments.at(-1) === 'index') segments.pop();
  if (segments.at(-1) === '$') return null;
  const body = segments.map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return `^/${body}$`;
}

function staticClosure(fileName: string, bundle: OutputBundle, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const item = bundle[fileName];
  if (item?.type === 'chunk') for (const dep of item.imports) staticClosure(dep, bundle, seen);
  return seen;
}
