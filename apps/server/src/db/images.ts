/**
 * Uploaded photos (merchant proof photos, photos of related people): the type is judged by the bytes (magic numbers), never by the
 * name or the declared content type, and metadata is dropped before storing:
 * JPEG APP1 segments (EXIF, XMP) and PNG eXIf/tEXt/iTXt/zTXt chunks.
 */
export const maxImageBytes = 2 * 1024 * 1024;

export type ImageKind =
  | { contentType: 'image/jpeg'; ext: 'jpg' }
  | { contentType: 'image/png'; ext: 'png' }
  | { contentType: 'image/webp'; ext: 'webp' };

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { contentType: 'image/jpeg', ext: 'jpg' };
  }
  if (bytes.length >= 16 && bytes.subarray(0, 8).equals(pngSignature)) {
    return { contentType: 'image/png', ext: 'png' };
  }
  if (
    bytes.length >= 16 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return { contentType: 'image/webp', ext: 'webp' };
  }
  return null;
}

/** Copies a JPEG without its APP1 segments. Returns null when the segment structure is broken. */
export function stripJpegExif(bytes: Buffer): Buffer | null {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    if (marker === undefined) return null;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(bytes.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(i + 2);
    if (length < 2 || i + 2 + length > bytes.length) return null;
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data runs to the end; keep the rest as is.
      parts.push(bytes.subarray(i));
      break;
    }
    if (marker !== 0xe1) parts.push(bytes.subarray(i, i + 2 + length));
    i += 2 + length;
  }
  return Buffer.concat(parts);
}

const pngMetadataChunks = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt']);

/** Copies a PNG without its metadata chunks. Returns null when the chunk structure is broken. */
export function stripPngMetadata(bytes: Buffer): Buffer | null {
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let i = 8;
  while (i < bytes.length) {
    if (i + 12 > bytes.length) return null;
    const length = bytes.readUInt32BE(i);
    const type = bytes.toString('latin1', i + 4, i + 8);
    const end = i + 12 + length;
    if (end > bytes.length) return null;
    if (!pngMetadataChunks.has(type)) parts.push(bytes.subarray(i, end));
    i = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(parts);
}

/** The bytes to store, or null when they are not an image of an accepted type. */
export function cleanImage(bytes: Buffer): { kind: ImageKind; bytes: Buffer } | null {
  const kind = sniffImage(bytes);
  if (!kind) return null;
  if (kind.ext === 'jpg') {
    const clean = stripJpegExif(bytes);
    return clean ? { kind, bytes: clean } : null;
  }
  if (kind.ext === 'png') {
    const clean = stripPngMetadata(bytes);
    return clean ? { kind, bytes: clean } : null;
  }
  return { kind, bytes };
}
