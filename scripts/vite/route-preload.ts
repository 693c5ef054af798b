import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { BRAND, BRANDS } from '../../src/platform/brand.ts';
import { insertAfterCharset, moduleScriptFiles } from './inline-head-script.ts';

/**
 * Lets the first visit fetch its route's code and its catalog beside the entry instead of after it.
 *
 * At build time this writes into index.html a table from route path patterns (read from the file
 * routes) to the chunks of that route, plus the catalog chunk of each locale, and a few lines that add
 * `<link rel="modulepreload">` (and a style preload for CSS) for the current path and the visitor's
 * language. It runs first in <head>, before any stylesheet can hold it up. On a page the server rendered
 * (`<html data-ssr>`) it runs once the whole markup has been parsed and painted (the first frame may come before the
 * parser reaches the end of the body): the page needs no code to show its content. Without it the browser
 * learns about those chunks only once the entry has run, one round trip later on a slow network.
 */
export function routePreload(): Plugin {
  return {
    name: 'talkie-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        // The entry as index.html loads it (a group chunk may have taken the entry module's place).
        const entryFiles = moduleScriptFiles(html).filter((f) => bundle[f]);
        if (entryFiles.length === 0) return html;
        const inEntry = new Set<string>();
        for (const file of entryFiles.reverse()) staticClosure(file, bundle, inEntry);
        const routes: [string, string[]][] = [];
        const catalogs: Record<string, string> = {};
        for (const chunk of chunks) {
          const id = (chunk.facadeModuleId ?? '').split('?')[0] ?? '';
          const route = /\/src\/routes\/(.+)\.tsx$/.exec(id);
          if (route && chunk.isDynamicEntry && route[1] && !route[1].startsWith('__root')) {
            const pattern = routePattern(route[1]);
            if (!pattern) continue;
            // A route that loads its page itself (`import('@/features/<area>/<module>')`, e.g. through
            // lazyRouteComponent) needs that chunk as much as its own: both are fetched, and a
            // server-rendered page links its CSS.
            const pageModules = [
              ...readFileSync(id, 'utf8').matchAll(/import\('@\/features\/([a-z-]+\/[a-z-]+)'\)/g),
            ].map((match) => `/src/features/${match[1]}.`);
            const pagesChunks = chunks
              .filter((c) =>
                pageModules.some((module) =>
                  (c.facadeModuleId ?? '').split('?')[0]?.replace(/tsx?$/, '').endsWith(module),
                ),
              )
              .map((c) => c.fileName);
            const closure = [chunk.fileName, ...pagesChunks]
              .flatMap((f) => [...staticClosure(f, bundle)])
              .filter((f, i, all) => !inEntry.has(f) && all.indexOf(f) === i);
            // The route's CSS too (fetched only: Vite's loader applies it after the entry's CSS, in
            // cascade order, and waits for it before rendering the route).
            const css = closure.flatMap((f) => [
              ...((bundle[f] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata
                ?.importedCss ?? []),
            ]);
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
        // Every file is under the assets folder: the table names them without it, and `b` puts it back.
        const assets = `${ctx.server?.config.build.assetsDir ?? 'assets'}/`;
        const short = (file: string) => (file.startsWith(assets) ? file.slice(assets.length) : file);
        const compactRoutes = routes.map(([pattern, files]) => [pattern, files.map(short)]);
        const compactCatalogs = Object.fromEntries(
          Object.entries(catalogs).map(([locale, file]) => [locale, short(file)]),
        );
        const table = JSON.stringify({
          r: compactRoutes,
          c: compactCatalogs,
          l: brand.locales,
          f: brand.fallbackLocale,
          b: `${base}${assets}`,
        });
        // Same rule as chooseLocale (src/platform/language.ts): first supported browser language, else the fallback.
        const script = `(function(t){function go(){try{var p=location.pathname.replace(/\\/+$/,'')||'/',d=document,h=d.head;function a(f){var l=d.createElement('link');if(/\\.css$/.test(f)){l.rel='preload';l.as='style';l.crossOrigin=''}else l.rel='modulepreload';l.href=t.b+f;h.appendChild(l)}for(var i=0;i<t.r.length;i++)if(new RegExp(t.r[i][0]).test(p)){t.r[i][1].forEach(a);break}var n=navigator.languages||[navigator.language],o=t.f;for(var j=0;j<n.length;j++){var g=String(n[j]||'').toLowerCase().split(/[-_]/)[0];if(t.l.indexOf(g)>=0){o=g;break}}if(t.c[o])a(t.c[o])}catch(e){}}if(document.documentElement.hasAttribute('data-ssr'))addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(go)})});else go()})(${table});`;
        // The entry first of all: the longest download, so it gets the page's warm connection.
        const entryPreloads = [...inEntry]
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">\n    `)
          .join('');
        return insertAfterCharset(html, script, entryPreloads);
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
