/**
 * Click events of the invitation page (page views are tracked by the page wrapper). Every event
 * carries `from_page: invitation`; the extra fields are listed per event.
 */
export const InvitationEvent = {
  /** The log-in button inside the app (`retry`: after a cancel or a failure). */
  login: 'invitation_login_click',
  /** The invite-friends button; `channel`: native, wechat, system or copy (what the host offers). */
  share: 'invitation_share_click',
  /** Copying the user's own code. */
  copyCode: 'invitation_copy_code_click',
  /** Copying the friend's code of the invitation link (before logging in). */
  copyInvitedCode: 'invitation_copy_invited_code_click',
  /** Submitting a friend's code (`retry`: the retry after a network failure). */
  bindCode: 'invitation_bind_code_click',
  /** Receiving a reward: `reward_id`, `kind`. */
  receiveReward: 'invitation_receive_reward_click',
} as const;
