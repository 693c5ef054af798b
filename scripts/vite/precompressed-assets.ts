import { createReadStream, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

const compress = promisify(brotliCompress);

/** Text assets worth compressing; tiny files are sent as they are. */
const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;
const MIN_BYTES = 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  // The static copies of share pages that `npm run lighthouse` measures against (dist/assets/lighthouse-static/).
  '.html': 'text/html; charset=utf-8',
};

/**
 * Hosting of the built files as production hosting (a CDN) does it: every hashed asset is written
 * beside itself as brotli at the highest quality (`<file>.br`), and `vite preview` sends that file
 * to browsers that accept br, with a year-long immutable cache (the names change with the content).
 * Brotli takes about a seventh off the boot chunk compared with gzip, on the network path every
 * first visit waits for. Other hosts should serve the `.br` files the same way (README).
 */
export function precompressedAssets(): Plugin {
  let outDir = 'dist';
  let assetsDir = 'assets';
  return {
    name: 'talkie-precompressed-assets',
    configResolved(config) {
      outDir = config.build.outDir;
      assetsDir = config.build.assetsDir;
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      await Promise.all(
        Object.values(bundle).map(async (item) => {
          if (!COMPRESSIBLE.test(item.fileName) || !item.fileName.startsWith(`${assetsDir}/`)) return;
          const source = item.type === 'chunk' ? Buffer.from(item.code) : Buffer.from(item.source);
          if (source.length < MIN_BYTES) return;
          const packed = await compress(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          });
          await writeFile(join(dir, `${item.fileName}.br`), packed);
        }),
      );
    },
    configurePreviewServer(server) {
      const root = normalize(join(server.config.root, outDir));
      const prefix = `/${assetsDir}/`;
      const middleware: Connect.NextHandleFunction = (req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith(prefix)) return next();
        const file = normalize(join(root, decodeURIComponent(path)));
        if (!file.startsWith(root + sep)) return next();
        // Hashed names: the content behind a name never changes.
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        const type = CONTENT_TYPES[extname(file)];
        if (!type || !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
        let size: number;
        try {
          size = statSync(`${file}.br`).size;
        } catch {
          return next();
        }
        res.statusCode = 200;
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Content-Length', size);
        res.setHeader('Vary', 'Accept-Encoding');
        if (req.method === 'HEAD') return void res.end();
        createReadStream(`${file}.br`).on('error', next).pipe(res);
      };
      server.middlewares.use(middleware);
    },
  };
}
