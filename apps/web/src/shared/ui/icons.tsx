/** Small line icons (24 px grid) and the shell's floating-button glyphs. Decorative: screen readers skip them. */

const common = { 'aria-hidden': true, focusable: false } as const;

/** A headset: the human customer-service button. */
export function HeadsetIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className} viewBox="0 0 48 48" role="presentation">
      <path
        d="M10 27v-4a14 14 0 0 1 28 0v4"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <rect x="7" y="25" width="9" height="13" rx="4" fill="currentColor" />
      <rect x="32" y="25" width="9" height="13" rx="4" fill="currentColor" />
      <path
        d="M37 37c0 4-4 6-9 6h-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect x="20" y="40" width="8" height="5" rx="2.5" fill="currentColor" />
    </svg>
  );
}

/** A speech bubble with an exclamation mark: the feedback button. */
export function ReportIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className} viewBox="0 0 48 48" role="presentation">
      <path
        d="M8 12a6 6 0 0 1 6-6h20a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6H22l-9 7v-7a6 6 0 0 1-5-6Z"
        fill="currentColor"
      />
      <path d="M24 13v9" stroke="var(--rc-feedback-mark)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="24" cy="28" r="2.5" fill="var(--rc-feedback-mark)" />
    </svg>
  );
}

/** A small shield with a tick. */
export function ShieldIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className} viewBox="0 0 24 24" role="presentation">
      <path d="M12 2 20 5v6c0 5-3.4 9.2-8 11-4.6-1.8-8-6-8-11V5Z" fill="currentColor" opacity="0.18" />
      <path
        d="M12 2 20 5v6c0 5-3.4 9.2-8 11-4.6-1.8-8-6-8-11V5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="m8.5 12 2.5 2.5 4.5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A gift box. */
export function GiftIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className} viewBox="0 0 24 24" role="presentation">
      <rect x="3" y="8" width="18" height="4" rx="1" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path
        d="M12 8c-1.5-3-5-4-5-1.5C7 8 10 8 12 8Zm0 0c1.5-3 5-4 5-1.5C17 8 14 8 12 8Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A padlock. */
export function LockIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className} viewBox="0 0 24 24" role="presentation">
      <rect x="5" y="10" width="14" height="11" rx="2" fill="currentColor" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A chevron pointing right (a list item that opens a choice). */
export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className} viewBox="0 0 24 24" role="presentation">
      <path
        d="m9 5 7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
