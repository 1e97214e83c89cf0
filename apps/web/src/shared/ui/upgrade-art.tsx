/** Illustration in SVG, themed through CSS variables; decorative. */

const common = { 'aria-hidden': true, focusable: false } as const;

/** Two gears and a wrench: the system is being upgraded. */
export function UpgradeArt({ className }: { className?: string }) {
  return (
    <svg {...common} className={className} viewBox="0 0 200 160" role="presentation">
      <ellipse cx="100" cy="146" rx="70" ry="7" fill="var(--rc-art-shadow)" />
      <circle cx="100" cy="72" r="58" fill="var(--rc-art-soft)" />
      <g fill="var(--rc-art-main)">
        <path d="M86 38h12l2 9 7 3 8-5 8 8-5 8 3 7 9 2v12l-9 2-3 7 5 8-8 8-8-5-7 3-2 9H86l-2-9-7-3-8 5-8-8 5-8-3-7-9-2V64l9-2 3-7-5-8 8-8 8 5 7-3Z" />
      </g>
      <circle cx="92" cy="70" r="13" fill="var(--rc-art-soft)" />
      <g fill="var(--rc-art-accent)">
        <path d="M136 92h8l1 6 5 2 5-3 5 5-3 5 2 5 6 1v8l-6 1-2 5 3 5-5 5-5-3-5 2-1 6h-8l-1-6-5-2-5 3-5-5 3-5-2-5-6-1v-8l6-1 2-5-3-5 5-5 5 3 5-2Z" />
      </g>
      <circle cx="140" cy="114" r="8" fill="var(--rc-surface)" />
    </svg>
  );
}
