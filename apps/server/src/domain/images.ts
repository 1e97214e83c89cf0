import sharp from 'sharp';

/**
 * Uploaded photos (order photos, merchant proof photos, rescue photos, photos of related people): the
 * type is judged by the bytes (magic numbers), never by the name or the declared content type, and the
 * picture is decoded and encoded afresh, so nothing of the file but its pixels is stored: no EXIF (GPS),
 * XMP, IPTC, comments, ICC profile, private PNG chunks, WebP metadata, or bytes after the picture (a
 * second JPEG appended to the first). A picture of more than `maxImagePixels` is refused before it is
 * decoded (issue 21, finding 10; decision 041).
 */
export const maxImageBytes = 2 * 1024 * 1024;

/** 24 megapixels: any phone camera's picture; a 60000x60000 header (3.6 gigapixels) is refused unread. */
export const maxImagePixels = 24_000_000;

/** The longest side stored: a re-encoded photo is at most this wide or tall (it keeps its proportions). */
export const maxStoredSide = 4096;

// Decoded pictures are not kept between uploads: each is read once.
sharp.cache(false);

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

/**
 * The bytes to store, or null when they are not a whole picture of an accepted type within the pixel
 * cap. Decoding runs on libuv's thread pool (sharp), not on the event loop. The picture is turned
 * upright by its EXIF orientation before the EXIF goes, and re-encoded in its own format.
 */
export async function cleanImage(bytes: Buffer): Promise<{ kind: ImageKind; bytes: Buffer } | null> {
  const kind = sniffImage(bytes);
  if (!kind) return null;
  try {
    // failOn 'truncated': a cut or corrupt picture is refused, not stored half grey.
    let picture = sharp(bytes, { limitInputPixels: maxImagePixels, failOn: 'truncated', pages: 1 })
      .rotate()
      .resize({ width: maxStoredSide, height: maxStoredSide, fit: 'inside', withoutEnlargement: true });
    picture =
      kind.ext === 'jpg'
        ? picture.jpeg({ quality: 85, mozjpeg: true })
        : kind.ext === 'png'
          ? picture.png({ compressionLevel: 9 })
          : picture.webp({ quality: 85 });
    return { kind, bytes: await picture.toBuffer() };
  } catch {
    // Not decodable, truncated, or over the pixel cap.
    return null;
  }
}
