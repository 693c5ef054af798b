import { useEffect, useSyncExternalStore } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/** How long a toast stays before it hides itself. Long enough to read two short lines. */
export const TOAST_DURATION_MS = 4000;

export interface Toast {
  /** Changes with every `show`, so showing the same text again restarts its time. */
  readonly id: number;
  readonly message: string;
}

/** The toast being shown, outside React: the shell shows hints from plain code (flows, callbacks). */
export interface ToastStore {
  /** Shows `message`, replacing any toast on screen. */
  show(message: string): void;
  /** Hides the toast with this id (a newer one stays). */
  dismiss(id: number): void;
  current(): Toast | null;
  subscribe(listener: () => void): () => void;
}

export function createToastStore(): ToastStore {
  let toast: Toast | null = null;
  let sequence = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    show(message) {
      toast = { id: ++sequence, message };
      notify();
    },
    dismiss(id) {
      if (toast?.id !== id) return;
      toast = null;
      notify();
    },
    current: () => toast,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const toastMessages = {
  dismiss: msg`Dismiss`,
};

/**
 * Where toasts appear: a polite live region that is always in the page (screen readers only announce
 * changes inside a region that already exists), holding at most one short message. It has no `status`
 * role of its own, so a page's own status messages stay the only ones with that role.
 */
export function ToastViewport({ store, durationMs = TOAST_DURATION_MS }: { store: ToastStore; durationMs?: number }) {
  const toast = useSyncExternalStore(store.subscribe, store.current, store.current);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => store.dismiss(toast.id), durationMs);
    return () => clearTimeout(timer);
  }, [toast, store, durationMs]);
  return (
    <div className="tk-toast-region" aria-live="polite" aria-atomic="true" data-testid="toast-region">
      {toast ? <ToastCard key={toast.id} message={toast.message} onDismiss={() => store.dismiss(toast.id)} /> : null}
    </div>
  );
}

function ToastCard({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { _ } = useLingui();
  return (
    <div className="tk-toast" data-testid="toast">
      <span className="tk-toast__text">{message}</span>
      <button type="button" className="tk-toast__close" aria-label={_(toastMessages.dismiss)} onClick={onDismiss}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
