/** A person's photo only has to show a face: redrawn at most 800 px as JPEG (which also drops EXIF). */
const maxEdge = 800;

function readBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

type Accepted = 'image/jpeg' | 'image/png' | 'image/webp';
const accepted: readonly Accepted[] = ['image/jpeg', 'image/png', 'image/webp'];

async function shrink(file: File): Promise<{ blob: Blob; type: Accepted }> {
  const own = accepted.find((t) => t === file.type);
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.85));
    if (blob) return { blob, type: 'image/jpeg' };
  } catch {
    // Not decodable here: send it as it is and let the server judge it by its bytes.
  }
  return { blob: file, type: own ?? 'image/jpeg' };
}

/** The upload body of a picked photo. */
export async function photoUpload(file: File) {
  const { blob, type } = await shrink(file);
  return {
    fileName: file.name.slice(0, 128) || 'photo.jpg',
    contentType: type,
    dataBase64: await readBase64(blob),
  };
}
