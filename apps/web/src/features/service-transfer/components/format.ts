/** Dates as the screens show them: `2026-11-23` and `2026-11-23 14:05`, in the browser's time zone. */
export function shortDate(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear())}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export function dateTime(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${shortDate(iso)} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The share link as the receiver opens it: absolute, on this origin when the server gave a path. */
export function absoluteLink(link: string): string {
  return new URL(link, window.location.origin).toString();
}
