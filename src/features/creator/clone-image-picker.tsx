import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useServices } from '@/kernel/session/app-context';
import { FieldError } from '@/ui/blocks';
import { creatorConfig } from './creator-config';
import { ImageRefusedError, uploadChosenFile } from './image-upload';
import { creatorMessages as m } from './messages';

type PickError = 'refused' | 'too-large' | 'quota' | 'failed';
const PICK_MESSAGE = {
  refused: m.imageRefused,
  'too-large': m.imageTooLarge,
  quota: m.uploadQuota,
  failed: m.uploadFailed,
} as const;

/**
 * The clone's pictures: in the app through `chooseAndUploadImage` (1.18.0+), in a browser one file
 * at a time through the file input, resized and compressed in the page, then uploaded at once. The
 * draft keeps the returned URLs only.
 */
export function CloneImagePicker({
  urls,
  onChange,
}: {
  urls: readonly string[];
  onChange: (next: readonly string[]) => void;
}) {
  const { _ } = useLingui();
  const { bridge, client } = useServices();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PickError | null>(null);
  const room = creatorConfig.maxImages - urls.length;
  const native = bridge.supports('chooseAndUploadImage');

  const add = async (pick: () => Promise<readonly string[]>) => {
    setBusy(true);
    setError(null);
    try {
      const added = await pick();
      onChange([...urls, ...added].slice(0, creatorConfig.maxImages));
    } catch (err) {
      setError(err instanceof ImageRefusedError ? (err.reason === 'not-image' ? 'refused' : err.reason) : 'failed');
    } finally {
      setBusy(false);
    }
  };

  const chooseInApp = () =>
    add(async () => {
      const reply = await bridge.call('chooseAndUploadImage', { count: room });
      return reply.images.map((i) => i.url);
    });

  const message = error ? PICK_MESSAGE[error] : null;
  return (
    <fieldset className="cr-field" data-testid="clone-images">
      <legend>{_(m.imagesLabel)}</legend>
      <div className="cr-thumbs">
        {urls.map((url, i) => (
          <div className="cr-thumb" key={url}>
            <img src={url} alt="" />
            <button
              type="button"
              aria-label={_(m.removeImage)}
              onClick={() => onChange(urls.filter((_u, j) => j !== i))}
            >
              ×
            </button>
          </div>
        ))}
      </div>
      {room > 0 ? (
        native ? (
          <button
            type="button"
            className="tk-button tk-button--ghost"
            onClick={() => void chooseInApp()}
            disabled={busy}
            data-testid="add-image"
          >
            {_(busy ? m.uploading : m.addImage)}
          </button>
        ) : (
          <>
            <label className="tk-button tk-button--ghost" htmlFor="cr-image-file" aria-busy={busy || undefined}>
              {_(busy ? m.uploading : m.addImage)}
            </label>
            <input
              ref={input}
              id="cr-image-file"
              type="file"
              accept="image/*"
              className="tk-visually-hidden"
              disabled={busy}
              data-testid="image-file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void add(async () => [await uploadChosenFile(client, file)]);
              }}
            />
          </>
        )
      ) : null}
      <div aria-live="polite">{message ? <FieldError data-testid="image-error">{_(message)}</FieldError> : null}</div>
    </fieldset>
  );
}
