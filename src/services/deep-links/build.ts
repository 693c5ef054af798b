import { config } from '@/platform/config';
import { DEEP_LINK_CHANNEL_LABEL } from '@/platform/constants';
import type { DeviceOS } from '@/platform/host';
import { DEEP_LINK_TARGETS, type DeepLinkParams, type DeepLinkTarget } from './targets';
import { isAllowedWebViewUrl } from './web-view-url';

export type DeepLinkErrorKind = 'missing_param' | 'invalid_param' | 'url_not_allowed';

export interface DeepLinkError {
  readonly kind: DeepLinkErrorKind;
  readonly target: DeepLinkTarget;
  readonly param: string;
  readonly message: string;
}

export type DeepLinkResult =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly error: DeepLinkError };

export interface DeepLinkOptions {
  /** Picks the npc-detail path; anything but 'ios' uses the Android path. */
  os?: DeviceOS;
  scheme?: string;
  allowedHosts?: readonly string[];
}

/** Targets whose parameters are all optional may be built without a params object. */
type BuildArgs<T extends DeepLinkTarget> =
  Record<string, never> extends DeepLinkParams[T]
    ? [params?: DeepLinkParams[T], options?: DeepLinkOptions]
    : [params: DeepLinkParams[T], options?: DeepLinkOptions];

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** A parameter's text; blank values never get here (given blanks are skipped, defaults are not blank). */
function serialize(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function fail(target: DeepLinkTarget, kind: DeepLinkErrorKind, param: string, message: string): DeepLinkResult {
  return { ok: false, error: { kind, target, param, message } };
}

/**
 * Builds `<scheme><path>?<query>` for one target. Required parameters are checked again at run time
 * (data from the network is not typed), enumerations are enforced, defaults fill gaps and
 * `channel_label=H5` is always last and cannot be overridden.
 */
export function buildDeepLink<T extends DeepLinkTarget>(
  target: T,
  ...[params, options = {}]: BuildArgs<T>
): DeepLinkResult {
  const spec = DEEP_LINK_TARGETS[target];
  const given = { ...(params as Record<string, unknown> | undefined) };
  delete given.channel_label;
  const values: Record<string, unknown> = { ...spec.defaults };
  for (const [key, value] of Object.entries(given)) if (!isBlank(value)) values[key] = value;

  for (const key of spec.required ?? []) {
    if (isBlank(values[key])) return fail(target, 'missing_param', key, `${target}: missing required parameter ${key}`);
  }
  for (const [key, allowed] of Object.entries(spec.enums ?? {})) {
    if (key in values && !allowed.includes(values[key] as string | number | boolean)) {
      return fail(target, 'invalid_param', key, `${target}: ${key} must be one of ${allowed.join(', ')}`);
    }
  }
  if (target === 'webView' && !isAllowedWebViewUrl(values.url, options.allowedHosts ?? config.webViewAllowedHosts)) {
    return fail(target, 'url_not_allowed', 'url', `${target}: url is not an allowed https address`);
  }
  if (target === 'postPublish' && values.npc !== undefined) {
    // A null npc is blank and skipped before; a string, number or boolean has none of these fields.
    const npc = values.npc as Record<string, unknown>;
    const complete = ['npc_id', 'npc_name', 'npc_avatar'].every((k) => !isBlank(npc[k]));
    if (!complete) return fail(target, 'invalid_param', 'npc', `${target}: npc needs npc_id, npc_name and npc_avatar`);
    values.npc = { npc_id: npc.npc_id, npc_name: npc.npc_name, npc_avatar: npc.npc_avatar };
  }

  const path = typeof spec.path === 'string' ? spec.path : options.os === 'ios' ? spec.path.ios : spec.path.android;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(serialize(value))}`);
  }
  pairs.push(`channel_label=${DEEP_LINK_CHANNEL_LABEL}`);
  return { ok: true, url: `${options.scheme ?? config.appOpen.scheme}${path}?${pairs.join('&')}` };
}
