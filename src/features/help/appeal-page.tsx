import { useLingui } from '@lingui/react';
import { APPEAL_CLASSIFICATIONS, getBanStatus } from '@/api/contract/help';
import { endpointCall, loadSessionRouteData, useRemote, type RouteDataContext, ReadFailure } from '@/kernel/data';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { Loading } from '@/ui/loading';
import { Card, Note } from '@/ui/blocks';
import { DoneButton, FormPage, SubmissionForm, Submitted } from './form-page';
import { Choice, ImagePicker, SubmitBar, TextArea, TextField } from './form-ui';
import { helpConfig } from './help-config';
import { appealMessages as m, formMessages as f } from './messages';
import { useSubmission } from './use-submission';

const CLASSIFICATION_LABELS = {
  character: m.character,
  card: m.card,
  account: m.account,
  story: m.story,
  memory: m.memory,
} as const;

/** The visitor's own ban, as the server states it: the page's read and its route's. */
const banStatusCall = () => endpointCall(getBanStatus, {});

/** /ban_appeal's loader: the area's texts and, rendered with the visitor's session, their ban. */
export async function loadBanAppeal(context: RouteDataContext): Promise<void> {
  await Promise.all([loadRouteCatalog('help'), loadSessionRouteData(context, banStatusCall())]);
}

/** /appeal: a content appeal. */
export function AppealPage() {
  return (
    <FormPage page="appeal">
      <AppealForm ban={false} />
    </FormPage>
  );
}

/** /ban_appeal: the account's ban as the server states it, and its appeal. */
export function BanAppealPage() {
  return (
    <FormPage page="ban_appeal">
      <BanAppeal />
    </FormPage>
  );
}

function BanAppeal() {
  const { _, i18n } = useLingui();
  const { remote, retry } = useRemote(banStatusCall());
  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'failed') return <ReadFailure error={remote.error} onRetry={retry} />;
  const ban = remote.data;
  const date = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'medium' });
  return (
    <div className="hp-page">
      <Card data-testid="ban-status" data-banned={ban.banned}>
        {ban.banned ? (
          <>
            <h2 className="hp-title">{_(m.banned)}</h2>
            {ban.reason ? <Note>{_({ ...m.banReason, values: { reason: ban.reason } })}</Note> : null}
            {ban.banned_at_ms ? <Note>{_({ ...m.banSince, values: { date: date(ban.banned_at_ms) } })}</Note> : null}
            <Note>{ban.until_ms ? _({ ...m.banUntil, values: { date: date(ban.until_ms) } }) : _(m.banPermanent)}</Note>
          </>
        ) : (
          <Note>{_(m.notBanned)}</Note>
        )}
      </Card>
      {ban.banned ? <AppealForm ban /> : null}
    </div>
  );
}

function AppealForm({ ban }: { ban: boolean }) {
  const s = useSubmission(ban ? 'ban_appeal' : 'appeal');
  const body =
    s.phase === 'submitted' ? (
      <Submitted text={f.processed}>
        <DoneButton />
      </Submitted>
    ) : (
      <SubmissionForm s={s} testId={ban ? 'ban-appeal-form' : 'appeal-form'}>
        {ban ? null : (
          <Choice
            s={s}
            name="classification"
            label={m.classification}
            options={APPEAL_CLASSIFICATIONS.map((c) => [c, CLASSIFICATION_LABELS[c]] as const)}
          />
        )}
        <TextField s={s} name="reason" label={m.reason} max={helpConfig.shortTextMax} />
        <TextArea s={s} name="description" label={m.description} max={helpConfig.descriptionMaxCount} />
        <ImagePicker s={s} label={m.evidence} />
        <TextField s={s} name="question" label={m.question} optional max={helpConfig.shortTextMax} />
        <SubmitBar s={s} />
      </SubmissionForm>
    );
  return ban ? body : <div className="hp-page">{body}</div>;
}
