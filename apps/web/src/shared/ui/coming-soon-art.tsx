/** Illustration in SVG, themed through CSS variables; decorative. */

const common = { 'aria-hidden': true, focusable: false } as const;

/** A parcel with a ribbon and sparkles: a screen that is on its way. */
export function ComingSoonArt({ className }: { className?: string }) {
  return (
    <svg {...common} className={className} viewBox="0 0 200 160" role="presentation">
      <ellipse cx="100" cy="146" rx="70" ry="7" fill="var(--rc-art-shadow)" />
      <circle cx="100" cy="72" r="58" fill="var(--rc-art-soft)" />
      <path d="M56 66h88v62a6 6 0 0 1-6 6H62a6 6 0 0 1-6-6Z" fill="var(--rc-art-main)" />
      <path d="M50 52a6 6 0 0 1 6-6h88a6 6 0 0 1 6 6v14H50Z" fill="var(--rc-art-main-2)" />
      <path d="M92 46h16v88H92Z" fill="var(--rc-art-accent)" />
      <path
        d="M100 46c-6-14-26-18-26-6 0 8 14 8 26 6Zm0 0c6-14 26-18 26-6 0 8-14 8-26 6Z"
        fill="none"
        stroke="var(--rc-art-accent)"
        strokeWidth="5"
      />
      <path
        d="M152 24v12m-6-6h12M40 34v8m-4-4h8M160 92v8m-4-4h8"
        stroke="var(--rc-art-accent)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
