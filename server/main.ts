/**
 * The local Weaver API on its own port (`npm run server`), e.g. for a phone on the same network:
 * build or serve the page with VITE_API_BASE_URL=http://<this machine's LAN address>:8787.
 */
import { serve } from '@hono/node-server';
import os from 'node:os';
import { createApiApp, type ApiApp } from './app';
import { UnsafeProductionConfig } from './config';

function start(): ApiApp {
  try {
    return createApiApp();
  } catch (error) {
    if (!(error instanceof UnsafeProductionConfig)) throw error;
    // Fail closed: a deployed API never runs on a development secret.
    console.error(`[weaver-api] ${error.message}`);
    console.error('[weaver-api] every variable is described in server/README.md, "Configuration"');
    process.exit(1);
  }
}

const api = start();
const { port, host } = api.config;

const server = serve({ fetch: api.fetch, port, hostname: host }, (info) => {
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .filter((a): a is os.NetworkInterfaceInfo => Boolean(a) && a?.family === 'IPv4' && !a.internal)
    .map((a) => `http://${a.address}:${info.port}`);
  // performance.now() counts from process start: module loading included.
  console.log(
    `Weaver API ready ${performance.now().toFixed(0)} ms after start on http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${info.port}`,
  );
  if (host === '0.0.0.0' && lan.length > 0) console.log(`  on your network: ${lan.join(', ')}`);
  console.log(
    `  database: ${api.config.databasePath}${api.config.testMode ? ' (test mode: /__control/ enabled)' : ''}`,
  );
});

function shutdown(): void {
  server.close(() => {
    api.close();
    process.exit(0);
  });
  // Keep-alive connections could hold close() open; do not wait for them long.
  setTimeout(() => {
    api.close();
    process.exit(0);
  }, 1000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
