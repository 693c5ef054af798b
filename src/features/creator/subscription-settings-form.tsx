import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { BENEFITS_MAX_LENGTH, saveSubscriptionSettings, type SubscriptionSettings } from '@/api/contract/creator';
import { isApiError } from '@/services/api/api-error';
import { callEndpoint } from '@/services/api/call-endpoint';
import { attemptKeys } from '@/kernel/drafts';
import { useServices, useSession } from '@/kernel/session/app-context';
import { FieldError, Note } from '@/ui/blocks';
import { CreatorEvent } from './creator-events';
import { creatorMessages as m } from './messages';
import { parsePrice, SAVE_MESSAGES, saveOutcomeOf, type SaveOutcome } from './subscription-save';

interface NewLevel {
  readonly level: number;
  readonly price: string;
}

/**
 * Benefits and price levels. Saved levels are shown locked (a price is set once); new levels get a
 * price field. Adding past the allowed count, a blocked word, a price changed elsewhere meanwhile
 * or over the cap each get their own message, and what was typed stays.
 */
export function SubscriptionSettingsForm({
  settings,
  onSaved,
  onStale,
}: {
  settings: SubscriptionSettings;
  onSaved: (next: SubscriptionSettings) => void;
  onStale: () => void;
}) {
  const { _ } = useLingui();
  const services = useServices();
  const { userId } = useSession();
  // The save's key, kept while what is saved stays the same: a save whose answer was lost is sent once.
  const [saves] = useState(() =>
    attemptKeys<{ benefits: string; levels: unknown }>({ form: 'subscription_settings', user: userId ?? 'visitor' }),
  );
  const [benefits, setBenefits] = useState(settings.benefits);
  const [added, setAdded] = useState<readonly NewLevel[]>([]);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [saving, setSaving] = useState(false);
  const [priceError, setPriceError] = useState<number | null>(null);

  const saved = settings.levels;
  // New prices of levels that are now set (saved elsewhere) give way to the set ones.
  const [seenLevels, setSeenLevels] = useState(saved);
  if (seenLevels !== saved) {
    setSeenLevels(saved);
    setAdded(added.filter((l) => !saved.some((s) => s.level === l.level)));
  }
  const nextLevel = Math.max(0, ...saved.map((l) => l.level), ...added.map((l) => l.level)) + 1;
  const addLevel = () => {
    if (saved.length + added.length >= settings.max_levels) {
      setOutcome('beyond_limit');
      return;
    }
    setOutcome(null);
    setAdded([...added, { level: nextLevel, price: '' }]);
  };

  const save = async () => {
    const prices = added.map((l) => ({ level: l.level, price_gems: parsePrice(l.price) }));
    const bad = prices.find((p) => p.price_gems === null);
    if (bad) {
      setPriceError(bad.level);
      return;
    }
    setPriceError(null);
    setSaving(true);
    setOutcome(null);
    const levels = [...saved, ...prices.map((p) => ({ level: p.level, price_gems: p.price_gems ?? 0 }))];
    let result: SaveOutcome;
    try {
      const answer = await saves.send({ benefits, levels }, (key) =>
        callEndpoint(services.client, saveSubscriptionSettings, { benefits, levels, idempotency_key: key }),
      );
      result = 'saved';
      setAdded([]);
      onSaved(answer.settings);
    } catch (error) {
      result = saveOutcomeOf(isApiError(error) && error.status_code > 0 ? error.status_code : null);
      // A level was set elsewhere meanwhile: reload the prices that now stand (typed benefits stay).
      if (result === 'price_unmodifiable') onStale();
    }
    setSaving(false);
    setOutcome(result);
    services.analytics.trackClick(CreatorEvent.saveSubscription, {
      from_page: 'creator_subscription',
      outcome: result,
    });
  };

  return (
    <form
      className="tk-card"
      aria-labelledby="cr-settings-title"
      data-testid="subscription-settings"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="cr-settings-title" className="cr-card__title">
        {_(m.tabSettings)}
      </h2>
      <div className="cr-field">
        <label htmlFor="cr-benefits">{_(m.benefitsLabel)}</label>
        <textarea
          id="cr-benefits"
          className="cr-input"
          value={benefits}
          maxLength={BENEFITS_MAX_LENGTH}
          aria-describedby="cr-benefits-hint"
          aria-invalid={outcome === 'illegal_word' || undefined}
          onChange={(event) => {
            setBenefits(event.target.value);
            if (outcome === 'illegal_word') setOutcome(null);
          }}
          data-testid="benefits-input"
        />
        <p id="cr-benefits-hint" className="tk-note">
          {_({ ...m.benefitsHint, values: { max: BENEFITS_MAX_LENGTH } })}
        </p>
      </div>
      <h3 className="cr-card__title">{_(m.levelsTitle)}</h3>
      <Note>{_({ ...m.levelsHint, values: { count: settings.max_levels, max: settings.max_price_gems } })}</Note>
      <ul className="cr-list" data-testid="price-levels">
        {saved.map((l) => (
          <li key={l.level} className="cr-item" data-testid={`level-${l.level}`}>
            <span>{_({ ...m.levelName, values: { level: l.level } })}</span>
            <span>
              {_({ ...m.gems, values: { count: l.price_gems } })} · {_(m.priceLocked)}
            </span>
          </li>
        ))}
        {added.map((l, i) => (
          <li key={l.level} className="cr-item" data-testid={`new-level-${l.level}`}>
            <label htmlFor={`cr-price-${l.level}`}>{_({ ...m.levelPrice, values: { level: l.level } })}</label>
            <input
              id={`cr-price-${l.level}`}
              className="cr-input"
              inputMode="numeric"
              value={l.price}
              aria-invalid={priceError === l.level || undefined}
              onChange={(event) => setAdded(added.map((x, j) => (j === i ? { ...x, price: event.target.value } : x)))}
            />
            <button
              type="button"
              className="tk-button tk-button--ghost"
              onClick={() => setAdded(added.filter((_x, j) => j !== i))}
            >
              {_(m.removeLevel)}
            </button>
          </li>
        ))}
      </ul>
      {priceError !== null ? <FieldError>{_(m.priceInvalid)}</FieldError> : null}
      <button type="button" className="tk-button tk-button--ghost" onClick={addLevel} data-testid="add-level">
        {_(m.addLevel)}
      </button>
      <div aria-live="polite" data-testid="save-result">
        {outcome ? (
          <p className={outcome === 'saved' ? 'cr-ok' : 'tk-field-error'}>{_(SAVE_MESSAGES[outcome])}</p>
        ) : null}
      </div>
      <button
        type="submit"
        className="tk-button"
        disabled={saving}
        aria-busy={saving || undefined}
        data-testid="save-subscription"
      >
        {_(saving ? m.saving : m.save)}
      </button>
    </form>
  );
}
