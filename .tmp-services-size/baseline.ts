import { currentGlobalParams } from '@/platform/url-params';
import { detectHost } from '@/platform/host';
import { currentEnvironment } from '@/platform/environment';
(globalThis as unknown as { s: unknown }).s = [currentGlobalParams, detectHost, currentEnvironment];
