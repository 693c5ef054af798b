import type { Environment } from '@/platform/environment';
import type { GlobalParams } from '@/platform/url-params';

/** Debug tools run only for `?debug=true`, and never in production. Alone in its module: the boot imports it. */
export const debugEnabled = (params: GlobalParams, environment: Environment): boolean =>
  params.debug === true && environment !== 'production';
