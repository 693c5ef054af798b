import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '@/ui/local-time';
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
 * render (on a page the server rendered, right after hydration: the server cannot see the browser's
 * storage) and saved on every change, cleared on success; inside the app, swipe-back and the app's
 * exit are turned off while the form holds unsent text.
 */
export function useSubmission(form: HelpForm, options: SubmissionOptions = {}) {
  const services = useServices();
  const session = useSession();
  const inApp = services.host.isNativeApp;
  const [drafts] = useState(() => draftStore(form, session.userId));
  // Hydrating the server's markup: the first render is the server's (empty fields), the draft comes after.
  const hydrated = useHydrated();
  const [restoring, setRestoring] = useState(!hydrated);
  const [restored, setRestored] = useState(() => (hydrated ? drafts.load() : null));
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
  // The form's element: what was typed into the server's form before hydration is read from it.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!restoring) return;
    setRestoring(false);
    // Text typed before the page was hydrated is newer than any draft: it stays, and the form goes on from it.
    const typed = typedValues(formRef.current);
    const draft = typed ? null : drafts.load();
    if (!typed && !draft) return;
    if (draft) setRestored(draft);
    setActor(
      createActor(machine, { input: inputOf(draft ?? { values: typed ?? {}, images: [], attemptKey: null }, options) }),
    );
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
    () => actor.getSnapshot(),
  );
  const phase = snapshot.value as SubmissionPhase;
  const context = snapshot.context;
  const { values, images, attemptKey } = context;

  useEffect(() => {
    // The draft in storage stays as it is until it has been read after hydration.
    if (phase !== 'submitted' && !restoring) drafts.save({ values, images, attemptKey });
  }, [drafts, phase, values, images, attemptKey, restoring]);

  const dirty = phase !== 'submitted' && !isBlank(context);
  useExitGuard(inApp && dirty);

  return {
    phase,
    values,
    images,
    errors: context.errors,
    imageError: context.imageError,
    maxImages: context.maxImages,
    ticketId: context.ticketId,
    failure: context.failure,
    restored: restored !== null,
    formRef,
    dirty,
    inApp,
    send: (event: SubmissionEvent) => actor.send(event),
    submit: () => actor.send({ type: 'SUBMIT', key: randomId().replace(/-/g, '') }),
    edit: (field: string, value: string) => actor.send({ type: 'EDIT', field, value }),
  };
}

export type Submission = ReturnType<typeof useSubmission>;

/** The text fields and choices of the server's form that hold a value (it rendered them empty), or null. */
function typedValues(form: HTMLFormElement | null): FormValues | null {
  const values: Record<string, string> = {};
  for (const field of form ? Array.from(form.elements) : []) {
    const named = field as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    if (!named.name || named.type === 'file' || named.value === '') continue;
    values[named.name] = named.value;
  }
  return Object.keys(values).length > 0 ? values : null;
}

const isBlank = ({ values, images }: { values: FormValues; images: readonly string[] }): boolean =>
  images.length === 0 && Object.values(values).every((v) => v.trim() === '');

function inputOf(draft: Draft | null, options: SubmissionOptions) {
  return {
    values: draft?.values ?? {},
    images: draft?.images ?? [],
    maxImages: options.maxImages ?? helpConfig.maxImages,
    attemptKey: draft?.attemptKey ?? null,
  };
}

/** Inside the app, unsent text turns off the swipe-back gesture and the app's own exit. */
function useExitGuard(hold: boolean): void {
  const { bridge } = useServices();
  useEffect(() => {
    if (!hold) return;
    const set = (enable: boolean): void => {
      void bridge.call('setExitEnable', { enable }).catch(() => undefined);
      if (bridge.supports('enableGestureExit'))
        void bridge.call('enableGestureExit', { enable }).catch(() => undefined);
    };
    set(false);
    return () => set(true);
  }, [bridge, hold]);
}
