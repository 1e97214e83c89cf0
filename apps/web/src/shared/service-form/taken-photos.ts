/**
 * Photos taken on /order/camera for a booking not written yet: the server
 * holds them unattached; this keeps their thumbnails in memory so the form
 * that follows shows them (a reload forgets the thumbnails, not the photos).
 */
const taken = new Map<string, string>();

export function rememberTakenPhoto(imageId: string, url: string): void {
  taken.set(imageId, url);
}

export function forgetTakenPhoto(imageId: string): void {
  taken.delete(imageId);
}

/** The thumbnail of a photo taken on this visit, if it is still known. */
export function takenPhotoUrl(imageId: string): string | undefined {
  return taken.get(imageId);
}
