import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { FormValues } from '@machines/submission/types';
import { DELETION_REASONS } from '@/api/contract/help';
import { forgetDraftsOf } from '@/kernel/drafts';
import { OpenAppButton } from '@/kernel/open-app';
import { useServices, useSession } from '@/kernel/session/app-context';
import { isBridgeError } from '@/services/bridge/errors';
import { Card, FieldError, Note } from '@/ui/blocks';
import { FormPage, SubmissionForm, Submitted } from './form-page';
import { Choice, Dialog, SubmitBar, TextArea, TextField } from './form-ui';
import { validateForm } from './form-rules';
import { helpConfig } from './help-config';
import { deletionMessages as m, formMessages as f } from './messages';
import { PhoneSignIn } from './phone-sign-in';
import { useHydrated } from '@/ui/local-time';
import { useSubmission } from './use-submission';

const REASON_LABELS = {
  not_useful: m.notUseful,
  privacy: m.privacy,
  too_much_time: m.tooMuchTime,
  another_account: m.anotherAccount,
  other: m.other,
} as const;

/**
 * /app/delete: account deletion. Inside the app the app verifies the account (loginVerifyDelete,
 * 2.14.0+; older apps get an update prompt). In a browser the visitor signs in with the account's
 * phone number (or opens the app), so the web path app stores require works too.
 */
export function DeletePage() {
  return (
    <FormPage page="account_delete">
      <Deletion />
    </FormPage>
  );
}

function Deletion() {
  const { _ } = useLingui();
  const { host, bridge } = useServices();
  const session = useSession();
  const inApp = host.isNativeApp;
  // The server knows no app bridge: the app's version is checked once hydrated.
  const hydrated = useHydrated();
  let body;
  if (inApp && hydrated && !bridge.supports('loginVerifyDelete')) {
    body = (
      <FieldError role="alert" data-testid="update-app">
        {_(f.updateApp)}
      </FieldError>
    );
  } else if (!inApp && session.isAnonymous) {
    body = (
      <Card data-testid="sign-in">
        <h2 className="hp-title">{_(m.signInTitle)}</h2>
        <Note>{_(m.signInText)}</Note>
        <PhoneSignIn />
        <OpenAppButton
          label={_(m.openApp)}
          target={{ target: 'webView', params: { url: hydrated ? `${location.origin}/app/delete` : '' } }}
          fromPage="account_delete"
          variant="compact"
        />
      </Card>
    );
  } else {
    body = <DeletionForm key={session.userId ?? ''} inApp={inApp} />;
  }
  return (
    <div className="hp-page">
      <Card data-testid="deletion-terms">
        <Note>{_({ ...m.period, values: { days: helpConfig.deletionDays } })}</Note>
        <h2 className="hp-title">{_(m.deletedTitle)}</h2>
        <Note>{_(m.deleted)}</Note>
        <h2 className="hp-title">{_(m.keptTitle)}</h2>
        <Note>{_(m.kept)}</Note>
      </Card>
      {body}
    </div>
  );
}

function DeletionForm({ inApp }: { inApp: boolean }) {
  const { _ } = useLingui();
  const { bridge } = useServices();
  const [confirming, setConfirming] = useState(false);
  const verify = async (values: FormValues) => {
    if (!inApp) return null;
    try {
      const reply = await bridge.call('loginVerifyDelete', { phone_number: (values.phone ?? '').trim() });
      return reply.verified ? null : { phone: 'verify' };
    } catch (error) {
      // The person backed out of the app's verification, or it refused them.
      if (isBridgeError(error) && error.type === 'call_native_fail_error') return { phone: 'verify' };
      throw error;
    }
  };
  const s = useSubmission('deletion', { maxImages: 0, rules: { needsPhone: inApp }, beforeSend: verify });
  const { userId } = useSession();
  useEffect(() => {
    // The account is going: what it left typed on this device (every form's draft) goes now.
    if (s.phase === 'submitted' && userId) forgetDraftsOf(userId);
  }, [s.phase, userId]);
  if (s.phase === 'submitted')
    return <Submitted text={_({ ...m.requested, values: { days: helpConfig.deletionDays } })} />;
  return (
    <>
      <SubmissionForm
        s={s}
        testId="deletion-form"
        onSubmit={() => {
          // Refused fields show at once; a valid form asks first (the request cannot be undone).
          if (Object.keys(validateForm('deletion', s.values, { needsPhone: inApp })).length > 0 || s.phase === 'failed')
            s.submit();
          else setConfirming(true);
        }}
      >
        <Choice
          s={s}
          name="reason"
          label={m.reason}
          options={DELETION_REASONS.map((r) => [r, REASON_LABELS[r]] as const)}
        />
        <TextArea
          s={s}
          name="description"
          label={m.describe}
          optional={s.values.reason !== 'other'}
          max={helpConfig.descriptionMaxCount}
        />
        {inApp ? <TextField s={s} name="phone" label={m.phone} inputMode="tel" autoComplete="tel" /> : null}
        <SubmitBar s={s} label={m.request} />
      </SubmissionForm>
      {confirming ? (
        <Dialog
          title={_(m.confirmTitle)}
          text={_(m.confirmText)}
          cancel={_(m.cancel)}
          confirm={_(m.confirm)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            s.submit();
          }}
        />
      ) : null}
    </>
  );
}
