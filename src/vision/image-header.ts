/**
 * Image headers read without decoding: the format sniffed from the first bytes, the pixel size and
 * the EXIF orientation. Pure (no DOM, no Node APIs): runs in Node, workers and the browser.
 *
 * Never throws and never loops unbounded: every scan advances at least one byte per step and stops
 * at the end of the buffer (or a fixed segment cap), so garbage costs at most one pass over it.
 * Failures come back as coded values.
 */

/** Formats the recogniser accepts (what `createImageBitmap` decodes everywhere we run). */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** `other` = not one of ours (maybe another image format, maybe not an image at all). */
export type SniffedFormat = ImageFormat | 'other';

/**
 * EXIF orientation (TIFF tag 0x0112): how the stored pixels must be transformed for display.
 * 1 = as stored, 2 = mirror left-right, 3 = rotate 180, 4 = mirror top-bottom, 5 = transpose,
 * 6 = rotate 90 clockwise, 7 = transverse, 8 = rotate 90 counter-clockwise.
 */
export type ExifOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const HEADER_ERROR_CODES = ['not_an_image', 'unsupported_format', 'truncated'] as const;
export type HeaderErrorCode = (typeof HEADER_ERROR_CODES)[number];

export interface ImageHeader {
  readonly format: ImageFormat;
  /** Size as stored in the file, before the orientation is applied (5-8 swap the sides). */
  readonly width: number;
  readonly height: number;
  readonly orientation: ExifOrientation;
}

export type HeaderResult =
  | ({ readonly ok: true } & ImageHeader)
  | { readonly ok: false; readonly code: HeaderErrorCode; readonly message: string };

/** More JPEG segments than this before the frame header is treated as garbage. */
const MAX_JPEG_SEGMENTS = 4096;

function fail(code: HeaderErrorCode, message: string): HeaderResult {
  return { ok: false, code, message };
}

function u16be(b: Uint8Array, i: number): number {
  return ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
}
function u16le(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
}
function u32be(b: Uint8Array, i: number): number {
  return (((b[i] ?? 0) << 24) >>> 0) + (((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0));
}
function u32le(b: Uint8Array, i: number): number {
  return (((b[i + 3] ?? 0) << 24) >>> 0) + (((b[i + 2] ?? 0) << 16) | ((b[i + 1] ?? 0) << 8) | (b[i] ?? 0));
}
function ascii(b: Uint8Array, i: number, s: string): boolean {
  if (i + s.length > b.length) return false;
  for (let k = 0; k < s.length; k++) if (b[i + k] !== s.charCodeAt(k)) return false;
  return true;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** The format the first bytes announce. Needs at most 12 bytes; fewer give `other`. */
export function sniffFormat(bytes: Uint8Array): SniffedFormat {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((v, i) => bytes[i] === v)) return 'png';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  return 'other';
}

/** A prefix of one of our formats: too short to tell, but not yet wrong. */
function isPrefixOfKnownSignature(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  const sigs: readonly (readonly number[])[] = [
    [0xff, 0xd8, 0xff],
    PNG_SIGNATURE,
    [...'RIFF'].map((c) => c.charCodeAt(0)),
    [...'GIF8'].map((c) => c.charCodeAt(0)),
  ];
  return sigs.some((sig) => bytes.length < sig.length && [...bytes].every((v, i) => sig[i] === v));
}

/** Image formats we recognise but do not accept (so the message can say so). */
function otherImageFormat(bytes: Uint8Array): string | null {
  if (ascii(bytes, 0, 'BM') && bytes.length >= 26) return 'BMP';
  if (ascii(bytes, 0, 'II*\0') || ascii(bytes, 0, 'MM\0*')) return 'TIFF';
  if (ascii(bytes, 4, 'ftyp')) {
    for (const brand of ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']) {
      if (ascii(bytes, 8, brand)) return brand.startsWith('avi') ? 'AVIF' : 'HEIF';
    }
  }
  if (bytes.length >= 4 && bytes[0] === 0x00 && bytes[1] === 0x00 && bytes[2] === 0x01 && bytes[3] === 0x00) return 'ICO';
  return null;
}

/** Reads format, stored size and EXIF orientation from the header. Never throws. */
export function readImageHeader(bytes: Uint8Array): HeaderResult {
  const format = sniffFormat(bytes);
  switch (format) {
    case 'jpeg':
      return readJpeg(bytes);
    case 'png':
      return readPng(bytes);
    case 'webp':
      return readWebp(bytes);
    case 'gif':
      return readGif(bytes);
    case 'other': {
      const other = otherImageFormat(bytes);
      if (other !== null) return fail('unsupported_format', `${other} images are not supported; use JPEG, PNG, WebP or GIF`);
      if (isPrefixOfKnownSignature(bytes)) return fail('truncated', `only ${bytes.length} bytes: the file ends inside its signature`);
      return fail('not_an_image', bytes.length === 0 ? 'empty file' : 'not a JPEG, PNG, WebP or GIF image');
    }
  }
}

function isJpegSof(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function readJpeg(b: Uint8Array): HeaderResult {
  let orientation: ExifOrientation = 1;
  let exifSeen = false;
  let offset = 2;
  for (let segments = 0; segments < MAX_JPEG_SEGMENTS; segments++) {
    if (offset >= b.length) return fail('truncated', `JPEG ends after ${b.length} bytes, before its frame header`);
    if (b[offset] !== 0xff) return fail('not_an_image', `corrupt JPEG: no marker at byte ${offset}`);
    // Fill bytes: any number of 0xFF before the marker code.
    while (offset < b.length && b[offset] === 0xff) offset++;
    if (offset >= b.length) return fail('truncated', `JPEG ends after ${b.length} bytes, before its frame header`);
    const marker = b[offset] as number;
    offset++;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // no length
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda || marker === 0x00) {
      return fail('not_an_image', `corrupt JPEG: marker 0x${marker.toString(16)} before the frame header`);
    }
    if (offset + 2 > b.length) return fail('truncated', `JPEG ends inside the segment at byte ${offset - 2}`);
    const length = u16be(b, offset);
    if (length < 2) return fail('not_an_image', `corrupt JPEG: segment length ${length} at byte ${offset}`);
    const start = offset + 2;
    const end = offset + length;
    if (isJpegSof(marker)) {
      if (start + 5 > b.length) return fail('truncated', 'JPEG ends inside its frame header');
      const height = u16be(b, start + 1);
      const width = u16be(b, start + 3);
      if (width === 0) return fail('not_an_image', 'corrupt JPEG: frame width 0');
      if (height === 0) return fail('unsupported_format', 'JPEG with its height in a DNL marker is not supported');
      return { ok: true, format: 'jpeg', width, height, orientation };
    }
    if (end > b.length) return fail('truncated', `JPEG ends inside the segment at byte ${offset - 2}`);
    if (marker === 0xe1 && !exifSeen && ascii(b, start, 'Exif\0\0')) {
      exifSeen = true;
      orientation = exifOrientation(b.subarray(start + 6, end));
    }
    offset = end;
  }
  return fail('not_an_image', `corrupt JPEG: no frame header in the first ${MAX_JPEG_SEGMENTS} segments`);
}

/** Tag 0x0112 of IFD0 of a TIFF structure (the body of an Exif APP1); 1 when absent or invalid. */
export function exifOrientation(tiff: Uint8Array): ExifOrientation {
  if (tiff.length < 8) return 1;
  const little = ascii(tiff, 0, 'II');
  if (!little && !ascii(tiff, 0, 'MM')) return 1;
  const u16 = little ? u16le : u16be;
  const u32 = little ? u32le : u32be;
  if (u16(tiff, 2) !== 42) return 1;
  const ifd = u32(tiff, 4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(tiff, ifd);
  for (let k = 0; k < count; k++) {
    const entry = ifd + 2 + 12 * k;
    if (entry + 12 > tiff.length) return 1;
    if (u16(tiff, entry) !== 0x0112) continue;
    // SHORT (type 3), count 1: the value sits in the first two bytes of the value field.
    if (u16(tiff, entry + 2) !== 3) return 1;
    const v = u16(tiff, entry + 8);
    return v >= 1 && v <= 8 ? (v as ExifOrientation) : 1;
  }
  return 1;
}

function readPng(b: Uint8Array): HeaderResult {
  if (b.length < 24) return fail('truncated', `PNG ends after ${b.length} bytes, inside its header`);
  if (!ascii(b, 12, 'IHDR')) return fail('not_an_image', 'corrupt PNG: the first chunk is not IHDR');
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  if (width === 0 || height === 0) return fail('not_an_image', `corrupt PNG: size ${width}x${height}`);
  return { ok: true, format: 'png', width, height, orientation: 1 };
}

function readGif(b: Uint8Array): HeaderResult {
  if (b.length < 10) return fail('truncated', `GIF ends after ${b.length} bytes, inside its header`);
  const width = u16le(b, 6);
  const height = u16le(b, 8);
  if (width === 0 || height === 0) return fail('not_an_image', `corrupt GIF: size ${width}x${height}`);
  return { ok: true, format: 'gif', width, height, orientation: 1 };
}

function readWebp(b: Uint8Array): HeaderResult {
  if (b.length < 30) return fail('truncated', `WebP ends after ${b.length} bytes, inside its header`);
  let width: number;
  let height: number;
  if (ascii(b, 12, 'VP8 ')) {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return fail('not_an_image', 'corrupt WebP: bad VP8 frame tag');
    width = u16le(b, 26) & 0x3fff;
    height = u16le(b, 28) & 0x3fff;
  } else if (ascii(b, 12, 'VP8L')) {
    if (b[20] !== 0x2f) return fail('not_an_image', 'corrupt WebP: bad VP8L signature');
    const bits = u32le(b, 21);
    width = (bits & 0x3fff) + 1;
    height = ((bits >>> 14) & 0x3fff) + 1;
  } else if (ascii(b, 12, 'VP8X')) {
    width = (b[24] as number) + ((b[25] as number) << 8) + ((b[26] as number) << 16) + 1;
    height = (b[27] as number) + ((b[28] as number) << 8) + ((b[29] as number) << 16) + 1;
  } else {
    return fail('not_an_image', 'corrupt WebP: unknown first chunk');
  }
  if (width === 0 || height === 0) return fail('not_an_image', `corrupt WebP: size ${width}x${height}`);
  return { ok: true, format: 'webp', width, height, orientation: 1 };
}

/**
 * Whether the file's data runs to its end marker: JPEG = EOI reached by walking the segments and the
 * entropy-coded scans (bytes after EOI, e.g. a motion photo's video, are ignored); PNG = an IEND
 * chunk reached by walking the chunks; WebP = the RIFF size fits; GIF = not checked (true).
 * One bounded pass; never throws.
 */
export function hasCompleteData(bytes: Uint8Array, format: ImageFormat): boolean {
  switch (format) {
    case 'jpeg':
      return jpegReachesEoi(bytes);
    case 'png':
      return pngReachesIend(bytes);
    case 'webp':
      return bytes.length >= 12 && u32le(bytes, 4) + 8 <= bytes.length;
    case 'gif':
      return true;
  }
}

function jpegReachesEoi(b: Uint8Array): boolean {
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return false;
    while (i < b.length && b[i] === 0xff) i++;
    if (i >= b.length) return false;
    const marker = b[i] as number;
    i++;
    if (marker === 0xd9) return true;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (i + 2 > b.length) return false;
    const length = u16be(b, i);
    if (length < 2) return false;
    i += length;
    if (i > b.length) return false;
    if (marker === 0xda) {
      // Entropy-coded data: runs until a 0xFF that is neither stuffing (FF 00) nor a restart marker.
      while (i < b.length) {
        if (b[i] !== 0xff) {
          i++;
          continue;
        }
        const next = b[i + 1];
        if (next === undefined) return false;
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
          i += 2;
          continue;
        }
        if (next === 0xff) {
          i++;
          continue;
        }
        break; // a real marker at i
      }
    }
  }
  return false;
}

function pngReachesIend(b: Uint8Array): boolean {
  let i = 8;
  while (i + 12 <= b.length) {
    const length = u32be(b, i);
    if (ascii(b, i + 4, 'IEND')) return true;
    i += 12 + length;
  }
  return false;
}
