/**
 * The local API as the benchmarks run it: on a loopback port, a file database in `dataDir`, production
 * mode, and no rate limits (a benchmark's thousands of requests from one address are not an attack).
 */
export function benchApiEnv(port: number, dataDir: string): Record<string, string> {
  return {
    TALKIE_API_PORT: String(port),
    TALKIE_API_HOST: '127.0.0.1',
    TALKIE_API_DATA_DIR: dataDir,
    TALKIE_API_TEST_MODE: '0',
    TALKIE_API_RISK_LIMIT_PER_MINUTE: '0',
    TALKIE_API_NEW_ACCOUNTS_PER_IP_PER_HOUR: '0',
    TALKIE_API_NEW_ACCOUNTS_PER_DEVICE_PER_HOUR: '0',
  };
}
