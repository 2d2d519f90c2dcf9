/** A small padlock drawn in the current colour (menu entries, chips). */
export function LockGlyph({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <path d="M7 10V7a5 5 0 0 1 10 0v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zm2 0h6V7a3 3 0 0 0-6 0z" />
    </svg>
  );
}

/** The lock image over a locked section: a golden padlock on a soft disc. */
export function LockImage({ size = 72 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 72 72" role="img" aria-label="Locked">
      <defs>
        <linearGradient id="lock-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd866" />
          <stop offset="1" stopColor="#e08e0b" />
        </linearGradient>
      </defs>
      <circle cx="36" cy="36" r="35" fill="#1f3a68" />
      <circle cx="36" cy="36" r="30" fill="#2a5ea9" opacity="0.45" />
      <path d="M25 33v-7a11 11 0 0 1 22 0v7" fill="none" stroke="#e9f0fb" strokeWidth="5" strokeLinecap="round" />
      <rect x="19" y="31" width="34" height="26" rx="6" fill="url(#lock-body)" />
      <circle cx="36" cy="42" r="4" fill="#7a4c05" />
      <rect x="34.4" y="43" width="3.2" height="8" rx="1.6" fill="#7a4c05" />
    </svg>
  );
}
