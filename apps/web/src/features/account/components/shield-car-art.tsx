/** The account screens' header illustration, in SVG, themed through CSS variables; decorative. */

const common = { 'aria-hidden': true, focusable: false } as const;

/** A shield over a car: the header of the account screens. */
export function ShieldCarArt({ className }: { className?: string }) {
  return (
    <svg {...common} className={className} viewBox="0 0 240 150" role="presentation">
      <defs>
        <linearGradient id="rc-shield" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--rc-hero-art-1)" />
          <stop offset="1" stopColor="var(--rc-hero-art-2)" />
        </linearGradient>
      </defs>
      <ellipse cx="120" cy="138" rx="92" ry="8" fill="var(--rc-hero-shadow)" />
      <path d="M120 8 170 26v34c0 34-22 56-50 66-28-10-50-32-50-66V26Z" fill="url(#rc-shield)" />
      <path d="M120 22 158 36v24c0 26-16 43-38 51-22-8-38-25-38-51V36Z" fill="var(--rc-hero-art-3)" />
      <path
        d="m104 62 11 11 22-24"
        fill="none"
        stroke="var(--rc-hero-check)"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M40 112c2-10 8-17 18-19l16-14c4-4 9-5 14-5h48c6 0 11 2 15 6l14 13c11 1 19 8 21 19v10c0 3-2 5-5 5H45c-3 0-5-2-5-5Z"
        fill="var(--rc-hero-car)"
      />
      <path d="M80 90 90 80h26v12Zm44 2V80h22l12 12Z" fill="var(--rc-hero-glass)" />
      <circle cx="72" cy="127" r="11" fill="var(--rc-hero-wheel)" />
      <circle cx="72" cy="127" r="4.5" fill="var(--rc-hero-car)" />
      <circle cx="170" cy="127" r="11" fill="var(--rc-hero-wheel)" />
      <circle cx="170" cy="127" r="4.5" fill="var(--rc-hero-car)" />
      <rect x="188" y="104" width="9" height="5" rx="2" fill="var(--rc-hero-light)" />
    </svg>
  );
}
