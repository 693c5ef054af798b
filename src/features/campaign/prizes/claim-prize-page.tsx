import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { submitPrizeContact, type ContactField } from '@/api/contract/campaign';
import { CampaignStatusCode } from '@/api/contract/campaign-codes';
import { StatusCode } from '@/api/contract/codes';
import { SessionGate } from '@/kernel/session/session-gate';
import { useServices, useSession } from '@/kernel/session/app-context';
import { isApiError } from '@/services/api/api-error';
import { callEndpoint } from '@/services/api/call-endpoint';
import { randomId } from '@/services/random-id';
import { failureText, ReadFailure } from '@/kernel/data';
import { Loading } from '@/ui/loading';
import { errorMessages } from '@/ui/messages';
import { useHydrated, useLocalDateTimeFormat } from '@/ui/local-time';
import { PageWrapper } from '@/ui/page-wrapper';
import { prizeClaimCall, type Claim } from '../shared/campaign-calls';
import { CampaignEvent, trackCampaign } from '../shared/campaign-events';
import {
  CONTACT_FIELDS,
  contactDrafts,
  EMPTY_CONTACT,
  limitOf,
  refusedField,
  validateContact,
  type ContactDraft,
  type ContactErrors,
} from './contact-form';
import { EmptyNext } from '../shared/empty-next';
import { Countdown } from '../shared/event-window';
import { claimMessages as m } from '../shared/messages';
import { prizeText } from '../shared/prize-text';
import { useCampaignData } from '../shared/use-campaign-data';
import '../shared/campaign.css';

/**
 * /claim_prize?record_id=: the contact form of a physical prize, due by its deadline. Without a record
 * the page says so to anyone (no login needed); a record is the visitor's own, behind the gate (rendered
 * by the server with their session).
 */
export function ClaimPrizePage({ recordId }: { recordId?: string | undefined }) {
  return (
    <PageWrapper page="claim_prize">
      {recordId ? (
        <SessionGate>
          <ClaimScreen recordId={recordId} />
        </SessionGate>
      ) : (
        <NoPrize />
      )}
    </PageWrapper>
  );
}

function NoPrize() {
  const { _ } = useLingui();
  return <EmptyNext title={_(m.noRecord)} detail={_(m.noRecordDetail)} to="/spin_wheel" action={_(m.toWheel)} />;
}

const AUTOCOMPLETE: Record<ContactField, string> = {
  recipient_name: 'name',
  phone: 'tel',
  email: 'email',
  discord: 'off',
  mailing_address: 'street-address',
};
const LABEL = {
  recipient_name: m.recipientName,
  phone: m.phone,
  email: m.email,
  discord: m.discord,
  mailing_address: m.address,
} as const;

function ClaimScreen({ recordId }: { recordId: string }) {
  const { _, i18n } = useLingui();
  const { analytics } = useServices();
  const userId = useSession().userId ?? 'anonymous';
  const loaded = useCampaignData(prizeClaimCall(recordId));
  // The visitor's time zone is the browser's: the server's HTML (and hydration) write UTC and say so.
  const date = useLocalDateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  if (loaded.failed)
    return (
      <ReadFailure error={loaded.error} networkMessage={_(errorMessages.contentLoadingFailed)} onRetry={loaded.retry} />
    );
  if (!loaded.data) return <Loading />;
  if (loaded.data === 'missing') return <NoPrize />;
  const { record, contact } = loaded.data;
  const prize = prizeText(i18n, {
    prizeId: record.prize.prize_id,
    kind: record.prize.kind,
    amount: record.prize.amount,
    name: record.prize.name,
  });
  return (
    <div className="cp-page" data-testid="claim-page" data-status={record.status}>
      <section className="cp-card">
        <h2 className="cp-card__title">{prize}</h2>
        {record.status === 'forfeited' ? (
          <div role="status" data-testid="claim-forfeited">
            <p>
              <strong>{_(m.forfeitedTitle)}</strong>
            </p>
            <p className="cp-muted">
              {_({ ...m.forfeitedBody, values: { date: date.format(record.claim_deadline_ms ?? 0) } })}
            </p>
          </div>
        ) : null}
        {record.status === 'submitted' && contact ? (
          <div role="status" data-testid="claim-sent">
            <p>
              <strong>{_(m.sentTitle)}</strong>
            </p>
            <p className="cp-muted">{_({ ...m.sentBody, values: { prize } })}</p>
            <p>
              {contact.recipient_name}
              <br />
              {contact.mailing_address}
            </p>
          </div>
        ) : null}
        {record.status === 'to_claim' && record.claim_deadline_ms ? (
          <Countdown label={_(m.deadline)} targetMs={record.claim_deadline_ms} onZero={loaded.retry} />
        ) : null}
      </section>
      {record.status === 'to_claim' ? (
        <ContactForm
          userId={userId}
          recordId={recordId}
          onSent={(claim) => {
            trackCampaign(analytics, CampaignEvent.claimPrize, 'claim_prize', { record_id: recordId });
            loaded.replace(claim);
          }}
          onClosed={loaded.retry}
        />
      ) : null}
    </div>
  );
}

function ContactForm({
  userId,
  recordId,
  onSent,
  onClosed,
}: {
  userId: string;
  recordId: string;
  onSent: (claim: Claim) => void;
  onClosed: () => void;
}) {
  const { _ } = useLingui();
  const { client } = useServices();
  const [drafts] = useState(() => contactDrafts());
  // The draft is the browser's (its storage): restored at the first render in the browser, or right
  // after hydration on a page the server rendered (its HTML, and hydration, show the empty form). A
  // reload or a lost network never costs a word.
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<ContactDraft>(() =>
    hydrated ? drafts.read(userId, recordId) : { values: { ...EMPTY_CONTACT }, key: null },
  );
  const [restored, setRestored] = useState(hydrated);
  if (hydrated && !restored) {
    // Reading a browser fact once hydrated, during render (React's documented pattern, no effect needed).
    setRestored(true);
    setDraft(drafts.read(userId, recordId));
  }
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  // The send's failure: 'login' (a real-name account is needed), or what it threw.
  const [failure, setFailure] = useState<{ readonly login: true } | { readonly error: unknown } | null>(null);
  const save = (next: typeof draft) => {
    setDraft(next);
    drafts.write(userId, recordId, next);
  };
  const submit = async () => {
    const found = validateContact(draft.values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`cp-field-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    // One key per attempt, kept across retries: a double tap or a retry after a timeout is one submission.
    const key = draft.key ?? randomId().replace(/[^A-Za-z0-9_-]/g, '');
    save({ ...draft, key });
    setSending(true);
    setFailure(null);
    try {
      const answer = await callEndpoint(client, submitPrizeContact, {
        record_id: recordId,
        idempotency_key: key,
        contact: draft.values,
      });
      drafts.clear(userId, recordId);
      onSent({ record: answer.record, contact: answer.contact });
    } catch (error) {
      if (
        isApiError(error) &&
        (error.status_code === CampaignStatusCode.ClaimClosed ||
          error.status_code === CampaignStatusCode.ContactAlreadySent)
      )
        onClosed();
      else if (isApiError(error) && error.status_code === CampaignStatusCode.ContactContentViolation)
        setErrors(refusedField(error.base_resp.status_msg));
      // A shipping address goes only to a real-name account; the details typed stay in the draft.
      else if (isApiError(error) && error.status_code === StatusCode.LoginRequired) setFailure({ login: true });
      else setFailure({ error });
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className="cp-card cp-form"
      noValidate
      data-testid="contact-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!sending) void submit();
      }}
    >
      <h2 className="cp-card__title">{_(m.title)}</h2>
      {CONTACT_FIELDS.map((field) => {
        const error = errors[field];
        const id = `cp-field-${field}`;
        const input = {
          id,
          name: field,
          className: 'cp-input',
          autoComplete: AUTOCOMPLETE[field],
          value: draft.values[field],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          onChange: (e: { target: { value: string } }) => {
            save({ values: { ...draft.values, [field]: e.target.value }, key: null });
            if (error) setErrors({ ...errors, [field]: undefined });
          },
        };
        return (
          <div className="cp-field" key={field}>
            <label className="cp-label" htmlFor={id}>
              {_(LABEL[field])}
            </label>
            {field === 'mailing_address' ? (
              <textarea {...input} rows={3} maxLength={limitOf(field) + 50} />
            ) : (
              <input
                {...input}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                inputMode={field === 'phone' ? 'tel' : undefined}
              />
            )}
            {error ? (
              <p className="cp-error" id={`${id}-error`}>
                {_({ ...error.text, values: { max: error.max ?? 0 } })}
              </p>
            ) : null}
          </div>
        );
      })}
      {failure ? (
        <p className="cp-error" role="alert">
          {_('login' in failure ? errorMessages.loginToParticipate : failureText(failure.error))}
        </p>
      ) : null}
      <p className="cp-muted">{_(m.draftKept)}</p>
      <button
        type="submit"
        className="tk-button tk-button--yellow"
        aria-busy={sending || undefined}
        data-testid="contact-submit"
      >
        {_(sending ? m.sending : m.send)}
      </button>
    </form>
  );
}
