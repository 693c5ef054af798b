import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';

/** The contact form of one prize record (/claim_prize?record_id=), navigated inside the app's router. */
export function ClaimLink({
  recordId,
  className,
  children,
}: {
  recordId: string;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const href = `/claim_prize?record_id=${encodeURIComponent(recordId)}`;
  return (
    <a
      href={href}
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
