/** Every Weaver call lives under this path. */
export const API_PREFIX = '/weaver/api/v1';
