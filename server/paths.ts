/** Path prefixes the local Weaver API answers; everything else belongs to the web client. */
export const API_PATH_PREFIXES = ['/weaver/', '/__control/'] as const;

export const isApiPath = (url: string): boolean => API_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
