/** Illustration in SVG, themed through CSS variables; decorative. */

const common = { 'aria-hidden': true, focusable: false } as const;

/** A broken link and a clock: an entry that is no longer valid. */
export function ExpiredArt({ className }: { className?: string }) {
  return (
    <svg {...common} className={className} viewBox="0 0 200 160" role="presentation">
      <ellipse cx="100" cy="146" rx="70" ry="7" fill="var(--rc-art-shadow)" />
      <circle cx="100" cy="72" r="58" fill="var(--rc-art-soft)" />
      <g fill="none" stroke="var(--rc-art-main)" strokeWidth="10" strokeLinecap="round">
        <path d="M62 92 52 82a16 16 0 0 1 0-23l10-10a16 16 0 0 1 23 0l5 5" />
        <path d="m138 52 10 10a16 16 0 0 1 0 23l-10 10a16 16 0 0 1-23 0l-5-5" />
      </g>
      <g stroke="var(--rc-art-accent)" strokeWidth="6" strokeLinecap="round">
        <path d="m92 66-8-8M100 62V50M108 66l8-8M92 78l-8 8M100 82v12M108 78l8 8" />
      </g>
      <circle cx="150" cy="118" r="20" fill="var(--rc-surface)" stroke="var(--rc-art-main)" strokeWidth="5" />
      <path
        d="M150 106v12l8 6"
        fill="none"
        stroke="var(--rc-art-main)"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}
