/** The share link as the receiver opens it: absolute, on this origin when the server gave a path. */
export function absoluteLink(link: string): string {
  return new URL(link, window.location.origin).toString();
}
