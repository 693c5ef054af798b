/** Inline icons: no icon font or emoji, so every device draws the same shape. */
const paths = {
  network: 'M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M12 20h.01M3 3l18 18',
  unknown: 'M12 3l10 18H2L12 3zM12 10v5M12 18h.01',
  empty: 'M3 7h18v13H3zM3 7l3-4h12l3 4M9 12h6',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5 5-2z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 48 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
