import { crc32, deflateSync } from 'node:zlib';

/**
 * Real, decodable pictures for upload tests (16x12, red), and the crafted files of issue 21 finding 10:
 * each carries `marker` where metadata hides, so a test can look for it in what was stored.
 */
export const plainJpeg = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAMABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCKAAK2/9k=',
  'base64',
);
export const plainPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWM4oaFBEmIY1aAxGkonsIUBALRr0gGwJk0DAAAAAElFTkSuQmCC',
  'base64',
);
export const plainWebp = Buffer.from(
  'UklGRjoAAABXRUJQVlA4IC4AAACQAQCdASoQAAwAAUAmJaACdLoAA5gA/vCbQ/4DdfFtMv/ucD/uyf/2yf+pAAAA',
  'base64',
);

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}

function u32be(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

function u32le(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}

function jpegSegment(marker: number, payload: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0xff, marker]), u16(payload.length + 2), payload]);
}

/** An EXIF block (big-endian TIFF, no entries) followed by the marker text, as a GPS tag would hide it. */
function exifPayload(marker: string): Buffer {
  return Buffer.concat([
    Buffer.from('Exif\0\0', 'latin1'),
    Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
    Buffer.from(marker, 'latin1'),
  ]);
}

/** A JPEG with an APP1 EXIF segment carrying `marker` (the location a phone writes). */
export function jpegWithExif(marker = 'GPS-39.9087N-116.4551E'): Buffer {
  return Buffer.concat([
    plainJpeg.subarray(0, 2),
    jpegSegment(0xe1, exifPayload(marker)),
    plainJpeg.subarray(2),
  ]);
}

/** A JPEG with XMP (APP1), IPTC (APP13), a comment (COM) and bytes after its end, each carrying `marker`. */
export function jpegWithEverything(marker: string): Buffer {
  const xmp = Buffer.from(`http://ns.adobe.com/xap/1.0/\u0000<x:xmpmeta>${marker}</x:xmpmeta>`, 'latin1');
  const iptc = Buffer.concat([
    Buffer.from('Photoshop 3.0\u00008BIM', 'latin1'),
    Buffer.from([0x04, 0x04, 0, 0, 0, 0, 0, 0x20]),
    Buffer.from(marker, 'latin1'),
  ]);
  return Buffer.concat([
    plainJpeg.subarray(0, 2),
    jpegSegment(0xe1, xmp),
    jpegSegment(0xed, iptc),
    jpegSegment(0xfe, Buffer.from(marker, 'latin1')),
    plainJpeg.subarray(2),
    Buffer.from(`trailing ${marker}`, 'latin1'),
  ]);
}

/** A JPEG followed by a second JPEG with its own EXIF carrying `marker`. */
export function jpegWithAppendedJpeg(marker: string): Buffer {
  return Buffer.concat([plainJpeg, jpegWithExif(marker)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), typeAndData, u32be(crc32(typeAndData))]);
}

/** A PNG with a tEXt chunk and a private ancillary chunk (`prVt`) carrying `marker`, before IEND. */
export function pngWithChunks(marker: string): Buffer {
  const iend = plainPng.length - 12;
  return Buffer.concat([
    plainPng.subarray(0, iend),
    pngChunk('tEXt', Buffer.from(`Comment\u0000${marker}`, 'latin1')),
    pngChunk('prVt', Buffer.from(marker, 'latin1')),
    plainPng.subarray(iend),
  ]);
}

/** A PNG whose header says `width` x `height` (a few rows of data follow): a decompression bomb's shape. */
export function pngHeaderOf(width: number, height: number): Buffer {
  const ihdr = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 0, 0, 0, 0])]);
  const rows = deflateSync(Buffer.alloc(4 * (width + 1)));
  return Buffer.concat([
    plainPng.subarray(0, 8),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function riffChunk(fourcc: string, data: Buffer): Buffer {
  const pad = data.length % 2 === 1 ? Buffer.alloc(1) : Buffer.alloc(0);
  return Buffer.concat([Buffer.from(fourcc, 'latin1'), u32le(data.length), data, pad]);
}

/** An extended WebP (VP8X) with EXIF and XMP chunks carrying `marker`, around the plain picture. */
export function webpWithExifAndXmp(marker: string): Buffer {
  const flags = 0x08 | 0x04; // EXIF and XMP present
  const canvas = Buffer.alloc(10);
  canvas.writeUInt8(flags, 0);
  canvas.writeUIntLE(16 - 1, 4, 3);
  canvas.writeUIntLE(12 - 1, 7, 3);
  const body = Buffer.concat([
    Buffer.from('WEBP', 'latin1'),
    riffChunk('VP8X', canvas),
    plainWebp.subarray(12),
    riffChunk('EXIF', exifPayload(marker).subarray(6)),
    riffChunk('XMP ', Buffer.from(`<x:xmpmeta>${marker}</x:xmpmeta>`, 'latin1')),
  ]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), u32le(body.length), body]);
}
