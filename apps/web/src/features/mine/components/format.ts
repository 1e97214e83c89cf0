/** Dates in the reader's language, in China's time zone (where the insurer's customers are). */
export function formatDate(iso: string, locale: string, withTime = false): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hour12: false } : {}),
  }).format(new Date(iso));
}
