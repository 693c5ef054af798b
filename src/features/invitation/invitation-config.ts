/** Values of the invitation page that the spec leaves open (listed in the README). */
export const invitationConfig = {
  /** The native login flow stays open while the user logs in: the bridge call waits this long. */
  nativeLoginTimeoutMs: 10 * 60_000,
  /** `entrance` of the native login and of analytics events. */
  entrance: 'h5_invitation',
  /** How long the "copied" and share notices stay. */
  noticeMs: 3000,
} as const;
