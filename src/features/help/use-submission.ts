import { useEffect, useState, useSyncExternalStore } from 'react';
import { createActor } from 'xstate';
import type { FieldErrors, FormValues, SubmissionEvent } from '@machines/submission/types';
import { useServices, useSession } from '@/kernel/session/app-context';
import { randomId } from '@/services/random-id';
import { draftStore, type Draft } from './drafts';
import { helpConfig, type HelpForm } from './help-config';
import type { RuleOptions } from './form-rules';
import { provideSubmissionMachine } from './submission-flow';

export type SubmissionPhase = 'editing' | 'uploading' | 'validating' | 'submitting' | 'failed' | 'submitted';

export interface SubmissionOptions {
  readonly maxImages?: number;
  readonly rules?: RuleOptions;
  readonly beforeSend?: (values: FormValues) => Promise<FieldErrors | null>;
}

/**
 * Runs one form's submission machine: the draft of this form and user is restored before the first
 * render and saved on every change, cleared on success; inside the app, swipe-back and the app's
 * exit are turned off while the form holds unsent text.
 */
export function useSubmission(form: HelpForm, options: SubmissionOptions = {}) {
  const services = useServices();
  const session = useSession();
  const inApp = services.host.isNativeApp;
  const [drafts] = useState(() => draftStore(form, session.userId));
  const [restored] = useState(() => drafts.load());
  const [machine] = useState(() =>
    provideSubmissionMachine({
      form,
      client: services.client,
      bridge: services.bridge,
      inApp,
      ...(options.rules ? { rules: options.rules } : {}),
      ...(options.beforeSend ? { beforeSend: options.beforeSend } : {}),
      clearDraft: () => drafts.clear(),
      track: (outcome) => services.analytics.trackClick('help_form_submit', { form, outcome, in_app: inApp }),
    }),
  );
  // One actor per mount (React's development double mount gets a fresh one from the same draft);
  // subscribed through useSyncExternalStore, which keeps @xstate/react out of these pages' chunks.
  const [actor, setActor] = useState(() => createActor(machine, { input: inputOf(restored, options) }));
  useEffect(() => {
    if (actor.getSnapshot().status === 'stopped') {
      setActor(createActor(machine, { input: inputOf(drafts.load(), options) }));
      return;
    }
    actor.start();
    return () => {
      actor.stop();
    };
    // The actor lives as long as the page; options are read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  const snapshot = useSyncExternalStore(
    (notify) => {
      const sub = actor.subscribe(notify);
      return () => sub.unsubscribe();
    },
    () => actor.getSnapshot(),
  );
  const phase = snapshot.value as SubmissionPhase;
  const context = snapshot.context;
  const { values, images, attemptKey } = context;

  useEffect(() => {
    if (phase !== 'submitted') drafts.save({ values, images, attemptKey });
  }, [drafts, phase, values, images, attemptKey]);

  const dirty = phase !== 'submitted' && (images.length > 0 || Object.values(values).some((v) => v.trim() !== ''));
  useExitGuard(inApp && dirty);

  return {
    phase,
    values,
    images,
    errors: context.errors,
    imageError: context.imageError,
    maxImages: context.maxImages,
    ticketId: context.ticketId,
    restored: restored !== null,
    dirty,
    inApp,
    send: (event: SubmissionEvent) => actor.send(event),
    submit: () => actor.send({ type: 'SUBMIT', key: randomId().replace(/-/g, '') }),
    edit: (field: string, value: string) => actor.send({ type: 'EDIT', field, value }),
  };
}

export type Submission = ReturnType<typeof useSubmission>;

function inputOf(draft: Draft | null, options: SubmissionOptions) {
  return { values: draft?.values ?? {}, images: draft?.images ?? [], maxImages: options.maxImages ?? helpConfig.maxImages, attemptKey: draft?.attemptKey ?? null };
}

/** Inside the app, unsent text turns off the swipe-back gesture and the app's own exit. */
function useExitGuard(hold: boolean): void {
  const { bridge } = useServices();
  useEffect(() => {
    if (!hold) return;
    const set = (enable: boolean): void => {
      void bridge.call('setExitEnable', { enable }).catch(() => undefined);
      if (bridge.supports('enableGestureExit')) void bridge.call('enableGestureExit', { enable }).catch(() => undefined);
    };
    set(false);
    return () => set(true);
  }, [bridge, hold]);
}
