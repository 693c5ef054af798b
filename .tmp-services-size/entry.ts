import { currentGlobalParams } from '@/platform/url-params';
import { detectHost } from '@/platform/host';
import { currentEnvironment } from '@/platform/environment';
import { createAppServices } from '@/services/app-services';
import { reportError } from '@/services/error-reporting';
import { trackClick, trackPageView } from '@/services/analytics';
(globalThis as unknown as { s: unknown }).s = [currentGlobalParams, detectHost, currentEnvironment, createAppServices, reportError, trackClick, trackPageView];
