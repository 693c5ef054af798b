// The API client and the test-mode server live in server/testing (scripts/probe-abuse.ts uses them too).
export * from '../../../server/testing/api-client';
export * from '../../../server/testing/control-client';
export * from '../../../server/testing/test-server';
export * from './accounts';
export * from './fingerprint';
export * from './store';
export * from './seeded-db';
