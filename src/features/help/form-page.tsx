import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { SessionGate } from '@/kernel/session/session-gate';
import type { PageName } from '@/platform/route-catalog';
import { PageWrapper } from '@/ui/page-wrapper';
import { useShell } from '@/ui/shell-context';
import { Note } from '@/ui/blocks';
import { Dialog } from './form-ui';
import { formMessages as f } from './messages';
import type { Submission } from './use-submission';
import './help.css';

const LeaveGuard = createContext<{ current: () => boolean }>({ current: () => false });

/**
 * A help form's page: the login it needs (anonymous will do), and "Leave this page?" when back is
 * tapped while the form holds unsent text (the text stays as a draft either way).
 */
export function FormPage({ page, children }: { page: PageName; children: ReactNode }) {
  const { _ } = useLingui();
  const shell = useShell();
  const guard = useRef<() => boolean>(() => false);
  const [asking, setAsking] = useState(false);
  return (
    <PageWrapper page={page} onBack={() => (guard.current() ? setAsking(true) : shell.back())}>
      <LeaveGuard.Provider value={guard}>
        <SessionGate banned={page === 'ban_appeal'}>{children}</SessionGate>
      </LeaveGuard.Provider>
      {asking ? (
        <Dialog
          title={_(f.leaveTitle)}
          text={_(f.leaveText)}
          cancel={_(f.stay)}
          confirm={_(f.leave)}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            shell.back();
          }}
        />
      ) : null}
    </PageWrapper>
  );
}

/** The form element of a help page: sends SUBMIT, reports unsent text to the back guard, shows the restored draft. */
export function SubmissionForm({
  s,
  testId,
  children,
  onSubmit,
}: {
  s: Submission;
  testId: string;
  children: ReactNode;
  onSubmit?: () => void;
}) {
  const { _ } = useLingui();
  const guard = useContext(LeaveGuard);
  const dirty = useRef(s.dirty);
  dirty.current = s.dirty;
  useEffect(() => {
    guard.current = () => dirty.current;
    return () => {
      guard.current = () => false;
    };
  }, [guard]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    (onSubmit ?? s.submit)();
  };
  return (
    <form ref={s.formRef} className="hp-form" noValidate onSubmit={submit} data-testid={testId} data-phase={s.phase}>
      {s.restored ? <Note data-testid="draft-restored">{_(f.draftRestored)}</Note> : null}
      {children}
    </form>
  );
}

/** What the page says once the ticket exists. */
export function Submitted({ text, children }: { text: MessageDescriptor | string; children?: ReactNode }) {
  const { _ } = useLingui();
  return (
    <div className="tk-card" role="status" data-testid="submitted">
      <p className="hp-ok">{typeof text === 'string' ? text : _(text)}</p>
      {children}
    </div>
  );
}

/**
 * The way out once an appeal or report is sent: back as the header's back goes (inside the app, whose
 * own title bar hides the page header, back to the app; in a browser back in history, or up to the
 * help center from a page opened directly).
 */
export function DoneButton() {
  const { _ } = useLingui();
  const shell = useShell();
  return (
    <button type="button" className="tk-button" data-testid="done" onClick={() => shell.back()}>
      {_(f.done)}
    </button>
  );
}
