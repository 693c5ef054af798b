import { useLingui } from '@lingui/react';
import type { CloneDraft } from '@machines/clone/types';
import { CLONE_NAME_LIMIT } from '@/api/contract/creator';
import { countLength, explainsWideCount, readerLanguages } from '@/api/contract/text-length';
import { FieldError, Note } from '@/ui/blocks';
import type { draftProblem } from './clone-draft';
import { CloneImagePicker } from './clone-image-picker';
import { creatorMessages as m, draftProblemMessages } from './messages';

/**
 * The form: uncontrolled fields (their first value is the draft's), so the browser's autofill and an IME write to them
 * undisturbed.
 */
export function CloneForm({
  form,
  problem,
  refusal,
  onChange,
  onSubmit,
}: {
  form: CloneDraft;
  problem: ReturnType<typeof draftProblem>;
  /** The server refused the content, or the pictures (not this account's uploads any more). */
  refusal: 'violation' | 'pictures' | null;
  onChange: (next: CloneDraft) => void;
  onSubmit: () => void;
}) {
  const { _, i18n } = useLingui();
  const length = countLength(form.name.trim());
  const nameProblem = problem === 'name-empty' || problem === 'name-too-long' ? problem : null;
  // The length rule's note on Chinese characters only where it helps: zh/ja readers, or a name that holds one.
  const explainWide = explainsWideCount(readerLanguages(i18n.locale), form.name);
  const nameError =
    nameProblem === 'name-too-long' && !explainWide
      ? m.nameTooLongPlain
      : nameProblem
        ? draftProblemMessages[nameProblem]
        : null;
  return (
    <form
      className="tk-card"
      aria-labelledby="cr-clone-form"
      data-testid="clone-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="cr-clone-form" className="cr-card__title">
        {_(m.cloneTitle)}
      </h2>
      {refusal === 'violation' ? (
        <FieldError role="alert" data-testid="clone-violation">
          {_(m.violation)}
        </FieldError>
      ) : null}
      {refusal === 'pictures' ? (
        <FieldError role="alert" data-testid="clone-pictures-refused">
          {_(m.picturesRefused)}
        </FieldError>
      ) : null}
      <div className="cr-field">
        <div className="cr-row">
          <label htmlFor="cr-name">{_(m.nameLabel)}</label>
          <span className={length > CLONE_NAME_LIMIT ? 'tk-field-error' : 'tk-note'} data-testid="name-count">
            {_({ ...m.nameCount, values: { count: length, max: CLONE_NAME_LIMIT } })}
          </span>
        </div>
        <input
          id="cr-name"
          className="cr-input"
          defaultValue={form.name}
          autoComplete="off"
          aria-invalid={nameProblem !== null || undefined}
          aria-describedby={explainWide ? 'cr-name-hint' : undefined}
          onChange={(event) => onChange({ ...form, name: event.target.value })}
          data-testid="clone-name"
        />
        {explainWide ? (
          <Note id="cr-name-hint" data-testid="name-hint">
            {_(m.nameHint)}
          </Note>
        ) : null}
        {nameError ? (
          <FieldError data-testid="name-error">{_({ ...nameError, values: { max: CLONE_NAME_LIMIT } })}</FieldError>
        ) : null}
      </div>
      <div className="cr-field">
        <label htmlFor="cr-persona">{_(m.personaLabel)}</label>
        <textarea
          id="cr-persona"
          className="cr-input"
          defaultValue={form.persona}
          aria-invalid={problem === 'persona-empty' || undefined}
          onChange={(event) => onChange({ ...form, persona: event.target.value })}
          data-testid="clone-persona"
        />
        {problem === 'persona-empty' ? <FieldError>{_(draftProblemMessages['persona-empty'])}</FieldError> : null}
      </div>
      <div className="cr-field">
        <label htmlFor="cr-greeting">{_(m.greetingLabel)}</label>
        <textarea
          id="cr-greeting"
          className="cr-input"
          defaultValue={form.greeting}
          aria-invalid={problem === 'greeting-empty' || undefined}
          onChange={(event) => onChange({ ...form, greeting: event.target.value })}
          data-testid="clone-greeting"
        />
        {problem === 'greeting-empty' ? <FieldError>{_(draftProblemMessages['greeting-empty'])}</FieldError> : null}
      </div>
      <CloneImagePicker urls={form.imageUrls} onChange={(imageUrls) => onChange({ ...form, imageUrls })} />
      <button type="submit" className="tk-button" data-testid="clone-next">
        {_(m.next)}
      </button>
    </form>
  );
}
