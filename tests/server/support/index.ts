export * from './api-client';
export * from './control-client';
export * from './test-server';
export * from './accounts';
export * from './fingerprint';
export * from './store';
export * from './seeded-db';
