/** Tomorrow 10:00 local, as a datetime-local value (the order forms' first appointment). */
export function defaultSlot(now = Date.now()): string {
  const d = new Date(now + 86_400_000);
  d.setHours(10, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:00`;
}
