import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { ImageError } from '@machines/submission/types';
import { countLength, explainsWideCount, readerLanguages } from '@/api/contract/text-length';
import { isNetworkFailure } from '@/kernel/data';
import { FieldError, Note } from '@/ui/blocks';
import { helpConfig } from './help-config';
import { deletionMessages, formMessages as f } from './messages';
import type { Submission } from './use-submission';

const ERROR_TEXT: Readonly<Record<string, MessageDescriptor>> = {
  required: f.required,
  chooseOne: f.chooseOne,
  tooLong: f.tooLong,
  email: f.email,
  badLink: f.badLink,
  violation: f.violation,
  verify: deletionMessages.verifyFailed,
  imageRef: f.imageRef,
  ticketQuota: f.ticketQuota,
  duplicate: f.duplicate,
  riskControl: f.riskControl,
};

const IMAGE_ERROR_TEXT: { readonly [E in ImageError]: MessageDescriptor | null } = {
  notImage: f.imageNotImage,
  heic: f.imageHeic,
  tooLarge: f.imageTooLarge,
  full: f.imageFull,
  quota: f.imageQuota,
  failed: f.imageFailed,
  canceled: null,
};

interface FieldProps {
  readonly s: Submission;
  readonly name: string;
  readonly label: MessageDescriptor;
  readonly optional?: boolean;
  /** Length limit under SPEC §5's rule, shown as a counter. */
  readonly max?: number;
  readonly placeholder?: string;
  readonly inputMode?: 'email' | 'tel' | 'url' | 'text' | 'numeric';
  readonly autoComplete?: string;
}

/**
 * Label, control, counter and error of one field; the text is never cut. Controls are uncontrolled
 * (their first value is the restored draft's, every change goes to the machine), so the browser's
 * autofill and an IME's composition write to them undisturbed.
 */
function Field({
  s,
  name,
  label,
  optional,
  max,
  children,
}: FieldProps & { children: (props: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode }) {
  const { _, i18n } = useLingui();
  const id = useId();
  const code = s.errors[name];
  // The note on Chinese characters only where it helps (a zh/ja reader, or a text that holds one).
  const text =
    code === 'tooLong' && !explainsWideCount(readerLanguages(i18n.locale), s.values[name] ?? '')
      ? f.tooLongPlain
      : code
        ? ERROR_TEXT[code]
        : undefined;
  const errorId = `${id}-error`;
  const count = max === undefined ? 0 : countLength(s.values[name] ?? '');
  return (
    <div className="hp-field" data-field={name}>
      <label className="hp-label" htmlFor={id}>
        {_(label)} {optional ? <small>{_(f.optional)}</small> : null}
      </label>
      {children({ id, describedBy: code ? errorId : undefined, invalid: Boolean(code) })}
      {max === undefined ? null : (
        <span className="hp-counter" data-testid={`counter-${name}`} data-over={count > max} aria-live="polite">
          {_({ ...f.counter, values: { count, max } })}
        </span>
      )}
      {code ? (
        <FieldError id={errorId} role="alert" data-testid={`error-${name}`}>
          {_({ ...(text ?? f.required), values: { max: max ?? helpConfig.descriptionMaxCount } })}
        </FieldError>
      ) : null}
    </div>
  );
}

const readOnly = (s: Submission): boolean => s.phase === 'submitting' || s.phase === 'validating';

/** A one-line field, or with `multiline` a text area. */
export function TextField(props: FieldProps & { readonly multiline?: boolean }) {
  const { s, name, multiline } = props;
  return (
    <Field {...props}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          name,
          defaultValue: s.values[name] ?? '',
          placeholder: props.placeholder,
          readOnly: readOnly(s),
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
          onChange: (e: { target: { value: string } }) => s.edit(name, e.target.value),
        };
        return multiline ? (
          <textarea className="hp-textarea" rows={5} {...common} />
        ) : (
          <input
            className="hp-input"
            inputMode={props.inputMode}
            autoComplete={props.autoComplete ?? 'off'}
            {...common}
          />
        );
      }}
    </Field>
  );
}

export const TextArea = (props: FieldProps) => <TextField {...props} multiline />;

export function Choice(props: FieldProps & { readonly options: readonly (readonly [string, MessageDescriptor])[] }) {
  const { _ } = useLingui();
  const { s, name, options } = props;
  return (
    <Field {...props}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="hp-select"
          name={name}
          defaultValue={s.values[name] ?? ''}
          disabled={readOnly(s)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => s.edit(name, e.target.value)}
        >
          <option value="">{_(f.choose)}</option>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {_(label)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Up to three images: the app's picker inside the app, one file at a time in a browser. */
export function ImagePicker({ s, label }: { readonly s: Submission; readonly label: MessageDescriptor }) {
  const { _ } = useLingui();
  const inputId = useId();
  // A problem of the last upload, else the server's refusal of the images sent with the ticket.
  const refused = s.errors.images ? (ERROR_TEXT[s.errors.images] ?? f.imageRef) : null;
  const error = s.imageError ? IMAGE_ERROR_TEXT[s.imageError] : refused;
  const busy = s.phase === 'uploading';
  // After a failed send too: the form is still the user's to change.
  const canAdd = s.images.length < s.maxImages && (s.phase === 'editing' || s.phase === 'failed');
  return (
    <div className="hp-field" data-field="images">
      <span className="hp-label" id={`${inputId}-label`}>
        {_(label)} <small>{_({ ...f.images, values: { count: s.images.length, max: s.maxImages } })}</small>
      </span>
      <ul className="hp-images" aria-labelledby={`${inputId}-label`} data-testid="images">
        {s.images.map((url, i) => (
          <li key={url} className="hp-thumb">
            <img src={url} alt={_({ ...f.imageAlt, values: { n: i + 1 } })} />
            <button
              type="button"
              aria-label={_({ ...f.removeImage, values: { n: i + 1 } })}
              disabled={readOnly(s)}
              onClick={() => s.send({ type: 'REMOVE_IMAGE', index: i })}
            >
              ×
            </button>
          </li>
        ))}
        {canAdd || busy ? (
          <li>
            {s.inApp ? (
              <button
                type="button"
                className="hp-add"
                disabled={busy}
                onClick={() => s.send({ type: 'ADD_IMAGE', source: null })}
              >
                {_(busy ? f.uploading : f.addImage)}
              </button>
            ) : (
              <label className="hp-add" htmlFor={inputId} style={{ position: 'relative' }}>
                {_(busy ? f.uploading : f.addImage)}
                <input
                  id={inputId}
                  type="file"
                  accept="image/*"
                  disabled={busy}
                  data-testid="image-input"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) s.send({ type: 'ADD_IMAGE', source: file });
                  }}
                />
              </label>
            )}
          </li>
        ) : null}
      </ul>
      {error ? (
        <FieldError role="alert" data-testid="image-error">
          {_({ ...error, values: { max: s.maxImages } })}
        </FieldError>
      ) : null}
    </div>
  );
}

/**
 * Send button, or after a failure the failure with Retry in its place (every field kept; one action,
 * not two that do the same), and the server's refusal of the whole form.
 */
export function SubmitBar({ s, label }: { readonly s: Submission; readonly label?: MessageDescriptor }) {
  const { _ } = useLingui();
  const sending = readOnly(s);
  const refused = s.errors.form ? (ERROR_TEXT[s.errors.form] ?? f.failed) : null;
  return (
    <div className="hp-actions">
      {refused ? (
        <FieldError role="alert" data-testid="submit-refused">
          {_(refused)}
        </FieldError>
      ) : null}
      {s.phase === 'failed' ? (
        <div className="tk-card" role="alert" data-testid="submit-failed">
          <FieldError>{_(sendFailureText(s.failure))}</FieldError>
          <button type="button" className="tk-button" onClick={() => s.send({ type: 'RETRY' })}>
            {_(f.retry)}
          </button>
        </div>
      ) : (
        <button
          type="submit"
          className="tk-button"
          disabled={s.phase === 'uploading'}
          aria-disabled={sending || undefined}
          data-testid="submit"
        >
          {_(sending ? f.sending : (label ?? f.send))}
        </button>
      )}
    </div>
  );
}

/**
 * A failed send, every field kept (SPEC §2): "Network Error" only when no answer came, else "Oops, something went
 * wrong".
 */
export const sendFailureText = (error: unknown): MessageDescriptor =>
  isNetworkFailure(error) ? f.failed : f.failedAnswer;

/** A modal question with two answers (leaving with unsent text, confirming a deletion). */
export function Dialog({
  title,
  text,
  cancel,
  confirm,
  onCancel,
  onConfirm,
}: {
  title: string;
  text: string;
  cancel: string;
  confirm: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const id = useId();
  return (
    <div className="hp-dialog-backdrop">
      <div
        className="hp-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-d`}
        data-testid="dialog"
      >
        <h2 className="hp-title" id={`${id}-t`}>
          {title}
        </h2>
        <Note id={`${id}-d`}>{text}</Note>
        <div className="hp-row">
          <button type="button" className="tk-button tk-button--ghost" onClick={onCancel} autoFocus>
            {cancel}
          </button>
          <button type="button" className="tk-button" onClick={onConfirm}>
            {confirm}
          </button>
        </div>
      </div>
    </div>
  );
}
