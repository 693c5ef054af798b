import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
const r = (p) => fileURLToPath(new URL(p, import.meta.url));
for (const name of (process.argv[2] ?? 'entry,baseline').split(',')) {
  const out = await build({
    configFile: false, logLevel: 'silent',
    resolve: { alias: { '@': r('../src'), '@machines': r('../machines') } },
    build: { write: false, target: 'es2020', minify: true, lib: false, rollupOptions: { input: r(`./${name}.ts`), output: { format: 'es' } } },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
  for (const o of outputs) if (o.type === 'chunk') {
    const code = o.code;
    console.log(name, o.fileName, o.isEntry ? 'ENTRY' : 'lazy', 'raw', code.length, 'gzip', gzipSync(code, { level: 9 }).length);
    if (o.isEntry && name === 'entry') {
      const mods = Object.entries(o.modules).map(([id, m]) => [id.replace(/.*node_modules\//, 'nm:').replace(/.*\/src\//, 'src/'), m.renderedLength]).sort((a, b) => b[1] - a[1]);
      for (const [id, len] of mods.slice(0, 40)) console.log('   ', len, id);
    }
  }
}
