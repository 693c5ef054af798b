/**
 * Inlined into index.html at build time (scripts/vite/early-request.ts), near the top of <head>.
 *
 * On a share page it sends the content request at once, exactly as the app's client would send it
 * (same common params, device id, token and signing rule, hashed with the browser's SHA-1), and leaves
 * it for the client to adopt (src/services/api/early-requests.ts). The answer then arrives while the
 * boot chunk downloads, and the page can render the content in its first paint. When the answer is in,
 * the pictures at the top of the page (cover, avatars) are fetched too, so they are in the cache when
 * the page shows them.
 *
 * Inside the Talkie app requests go through the native bridge, so nothing is sent here. Anything
 * unexpected (no Web Crypto, storage that forgets) just means no early request: the app sends its own.
 */
import { canonicalString, nowInSeconds } from '@/api/contract/signing-rule';
import { shareCallFor } from '@/features/share/early-share-request';
import { requestSettings } from '@/platform/config';
import { currentEnvironment } from '@/platform/environment';
import { hostHint } from '@/platform/host-markers';
import { webAppIdentity } from '@/services/api/app-identity';
import { commonParams } from '@/services/api/common-params';
import { startEarlyRequest } from '@/services/api/early-requests';
import { laneFor, signedHeaders } from '@/services/api/signed-headers';
import { webCryptoSha1Hex } from '@/services/api/web-crypto-sha1';
import { randomId } from '@/services/random-id';
import { readStoredAuth, stableStoredId } from '@/services/storage/app-storage';
import { createSafeStorage } from '@/services/storage/safe-storage';

async function sendEarlyShareRequest(): Promise<void> {
  const host = hostHint(navigator.userAgent);
  if (host.isNativeApp) return;
  const call = shareCallFor(location.pathname, location.search);
  if (!call) return;
  // The same stored login and device id the app's storage reads (and creates) a moment later.
  const store = createSafeStorage();
  const auth = readStoredAuth(store);
  const deviceId = stableStoredId(store, 'device_id', randomId);
  // Storage that does not keep what it is given (private mode): the app would make another device id.
  if (!store.persistent) return;
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(commonParams({ authToken: auth.authToken, userId: auth.userId, deviceId }, webAppIdentity()))) query[key] = String(value);
  const bodyText = JSON.stringify(call.body);
  // The app's signing rule, hashed with the browser's SHA-1 (crypto-js would triple this script).
  const timestamp = nowInSeconds();
  const signature = await webCryptoSha1Hex(canonicalString(query, bodyText, timestamp, requestSettings.signingSalt));
  if (signature === null) return;
  const headers = signedHeaders(timestamp, signature, { token: auth.authToken, lane: laneFor(currentEnvironment()) });
  const answer = await startEarlyRequest(window, { url: `${requestSettings.apiBaseUrl}${call.path}`, method: 'POST', query, headers, bodyText });
  if (answer?.status === 200) for (const url of call.firstScreenImages(answer.data)) new Image().src = url;
}

sendEarlyShareRequest().catch(() => undefined);
