import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { FieldErrors, FormValues, SubmissionEvent } from '@machines/submission/types';
import { useServices, useSession } from '@/features/session/app-context';
import { randomId } from '@/services/random-id';
import { draftStore } from './drafts';
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
  const actor = useActorRef(machine, {
    input: { values: restored?.values ?? {}, images: restored?.images ?? [], maxImages: options.maxImages ?? helpConfig.maxImages, attemptKey: restored?.attemptKey ?? null },
  });
  const phase = useSelector(actor, (s) => s.value as SubmissionPhase);
  const context = useSelector(actor, (s) => s.context);
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
