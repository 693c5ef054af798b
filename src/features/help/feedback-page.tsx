import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { FEEDBACK_TOPICS } from '@/api/contract/help';
import { useServices } from '@/kernel/session/app-context';
import { FeedbackHistory } from './feedback-history';
import { FormPage, SubmissionForm, Submitted } from './form-page';
import { Choice, ImagePicker, SubmitBar, TextArea, TextField } from './form-ui';
import { helpConfig } from './help-config';
import { feedbackMessages as m, feedbackTopicLabels } from './messages';
import { useHydrated } from '@/ui/local-time';
import { useSubmission } from './use-submission';

/** /feedback: a new request (topic, description, up to 3 screenshots, contact email) and past requests. */
export function FeedbackPage() {
  return (
    <FormPage page="feedback">
      <Feedback />
    </FormPage>
  );
}

function Feedback() {
  // A new form (and a fresh history) after each sent request.
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(0);
  return (
    <div className="hp-page">
      <FeedbackForm key={round} onSent={() => setSent((n) => n + 1)} onAnother={() => setRound((n) => n + 1)} />
      <FeedbackHistory key={`h${sent}`} />
      <EmailUs />
    </div>
  );
}

function FeedbackForm({ onSent, onAnother }: { onSent: () => void; onAnother: () => void }) {
  const { _ } = useLingui();
  const s = useSubmission('feedback');
  // The new request joins the list of past requests.
  const submitted = s.phase === 'submitted';
  useEffect(() => {
    if (submitted) onSent();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitted]);
  if (s.phase === 'submitted') {
    return (
      <Submitted text={m.sent}>
        <button type="button" className="tk-button tk-button--ghost" onClick={onAnother}>
          {_(m.another)}
        </button>
      </Submitted>
    );
  }
  return (
    <SubmissionForm s={s} testId="feedback-form">
      <Choice
        s={s}
        name="topic"
        label={m.topic}
        options={FEEDBACK_TOPICS.map((t) => [t, feedbackTopicLabels[t]] as const)}
      />
      <TextArea s={s} name="description" label={m.description} max={helpConfig.descriptionMaxCount} />
      <ImagePicker s={s} label={m.screenshots} />
      <TextField s={s} name="contact_email" label={m.email} optional inputMode="email" autoComplete="email" />
      <SubmitBar s={s} />
    </SubmissionForm>
  );
}

/** Inside the app (1.4.8+), the app's mail composer. */
function EmailUs() {
  const { _ } = useLingui();
  const { bridge, analytics } = useServices();
  // The server knows no app bridge: the button comes once hydrated.
  const hydrated = useHydrated();
  if (!hydrated || !bridge.supports('sendEmail')) return null;
  return (
    <button
      type="button"
      className="tk-button tk-button--ghost"
      data-testid="email-us"
      onClick={() => {
        analytics.trackClick('help_email_us', {});
        void bridge
          .call('sendEmail', { to: helpConfig.supportEmail, subject: 'Talkie feedback' })
          .catch(() => undefined);
      }}
    >
      {_(m.emailUs)}
    </button>
  );
}
