import { useLingui } from '@lingui/react';
import { Note } from '@/ui/blocks';
import { DoneButton, FormPage, SubmissionForm, Submitted } from './form-page';
import { ImagePicker, SubmitBar, TextArea, TextField } from './form-ui';
import { helpConfig } from './help-config';
import { appealMessages, formMessages as f, reportMessages as m } from './messages';
import { useSubmission } from './use-submission';

/** /report: a plagiarism report with the copy's share link, a description and evidence. */
export function ReportPage() {
  return (
    <FormPage page="report">
      <ReportForm />
    </FormPage>
  );
}

function ReportForm() {
  const { _ } = useLingui();
  const s = useSubmission('report');
  return (
    <div className="hp-page">
      {s.phase === 'submitted' ? (
        <Submitted text={f.processed}>
          <DoneButton />
        </Submitted>
      ) : (
        <SubmissionForm s={s} testId="report-form">
          <TextField
            s={s}
            name="link"
            label={m.link}
            inputMode="url"
            placeholder="https://talkie-ai.com/share/chat?chat_id=…"
          />
          <Note>{_(m.linkHint)}</Note>
          <TextArea s={s} name="description" label={m.description} max={helpConfig.descriptionMaxCount} />
          <ImagePicker s={s} label={appealMessages.evidence} />
          <SubmitBar s={s} />
        </SubmissionForm>
      )}
    </div>
  );
}
