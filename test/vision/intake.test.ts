import fc from 'fast-check';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { decodeJpeg, jpegDecodeOptions } from '../../src/cli/decode-jpeg';
import type { RgbaFrame } from '../../src/vision/frame';
import { type ExifOrientation, exifOrientation, readImageHeader, sniffFormat } from '../../src/vision/image-header';
import { INTAKE_LIMITS, checkImage, isBlankFrame, leastPlausibleBytes, orientFrame } from '../../src/vision/intake';

const ORIENTATIONS: readonly ExifOrientation[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** A photo-like pattern: gradients, a checker and a bright square, so every orientation differs. */
function pattern(width: number, height: number): RgbaFrame {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const check = ((x >> 3) + (y >> 3)) % 2 === 0 ? 60 : 0;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = check + (x < width / 3 && y < height / 3 ? 180 : 0);
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

function encodeJpeg(frame: RgbaFrame, quality = 90): Uint8Array {
  return new Uint8Array(jpeg.encode({ width: frame.width, height: frame.height, data: frame.data }, quality).data);
}

/** An APP1 Exif segment whose IFD0 holds a Make tag, then Orientation, in the given byte order. */
function exifSegment(orientation: number, little: boolean): Uint8Array {
  const tiff: number[] = [];
  const u16 = (v: number) => (little ? tiff.push(v & 0xff, v >> 8) : tiff.push(v >> 8, v & 0xff));
  const u32 = (v: number) => (little ? tiff.push(v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, v >>> 24) : tiff.push(v >>> 24, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff));
  tiff.push(...(little ? [0x49, 0x49] : [0x4d, 0x4d]));
  u16(42);
  u32(8);
  u16(2); // two entries
  u16(0x010f); // Make, ASCII, 4 bytes inline: "Test"
  u16(2);
  u32(4);
  tiff.push(0x54, 0x65, 0x73, 0x74);
  u16(0x0112); // Orientation, SHORT, 1
  u16(3);
  u32(1);
  u16(orientation);
  u16(0);
  u32(0); // no next IFD
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = body.length + 2;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

/** Inserts a segment right after the JFIF APP0 of an encoded JPEG. */
function withSegment(jpg: Uint8Array, segment: Uint8Array): Uint8Array {
  expect([jpg[2], jpg[3]]).toEqual([0xff, 0xe0]);
  const at = 4 + (((jpg[4] as number) << 8) | (jpg[5] as number));
  const out = new Uint8Array(jpg.length + segment.length);
  out.set(jpg.subarray(0, at), 0);
  out.set(segment, at);
  out.set(jpg.subarray(at), at + segment.length);
  return out;
}

/** A PNG's header and end, with `idat` bytes of (unchecked) image data between when asked. */
function pngHeader(width: number, height: number, idat = 0): Uint8Array {
  const data = idat > 0 ? 12 + idat : 0;
  const b = new Uint8Array(33 + data + 12);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  const dv = new DataView(b.buffer);
  dv.setUint32(8, 13);
  b.set([...'IHDR'].map((c) => c.charCodeAt(0)), 12);
  dv.setUint32(16, width);
  dv.setUint32(20, height);
  b.set([8, 6, 0, 0, 0], 24); // 8-bit RGBA; the CRC at 29 is not checked
  if (idat > 0) {
    dv.setUint32(33, idat);
    b.set([...'IDAT'].map((c) => c.charCodeAt(0)), 37);
  }
  dv.setUint32(33 + data, 0);
  b.set([...'IEND'].map((c) => c.charCodeAt(0)), 37 + data);
  return b;
}

/** A JPEG with its SOF0 size patched (a header claiming more than the data holds). */
function withClaimedSize(jpg: Uint8Array, width: number, height: number): Uint8Array {
  const out = jpg.slice();
  for (let i = 2; i + 9 < out.length; ) {
    const marker = out[i + 1] as number;
    const length = ((out[i + 2] as number) << 8) | (out[i + 3] as number);
    if (marker === 0xc0) {
      out[i + 5] = height >> 8;
      out[i + 6] = height & 0xff;
      out[i + 7] = width >> 8;
      out[i + 8] = width & 0xff;
      return out;
    }
    i += 2 + length;
  }
  throw new Error('no SOF0');
}

const base = encodeJpeg(pattern(40, 24));

describe('image header', () => {
  it('sniffs the formats from the first bytes', () => {
    expect(sniffFormat(base)).toBe('jpeg');
    expect(sniffFormat(pngHeader(5, 5))).toBe('png');
    expect(sniffFormat(new TextEncoder().encode('GIF89a\x10\x00\x20\x00'))).toBe('gif');
    expect(sniffFormat(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffFormat(new TextEncoder().encode('hello world'))).toBe('other');
    expect(sniffFormat(new Uint8Array(0))).toBe('other');
  });

  it('reads a plain JPEG: size from SOF0, orientation 1', () => {
    expect(readImageHeader(base)).toEqual({ ok: true, format: 'jpeg', width: 40, height: 24, orientation: 1 });
  });

  for (const little of [true, false]) {
    it(`reads EXIF orientations 1-8 (${little ? 'little' : 'big'}-endian)`, () => {
      for (const o of ORIENTATIONS) {
        const jpg = withSegment(base, exifSegment(o, little));
        expect(readImageHeader(jpg)).toEqual({ ok: true, format: 'jpeg', width: 40, height: 24, orientation: o });
        expect(checkImage(jpg)).toEqual({ ok: true, format: 'jpeg', width: 40, height: 24, orientation: o });
      }
    });
  }

  it('ignores an out-of-range or malformed orientation', () => {
    for (const v of [0, 9, 0xffff]) expect(readImageHeader(withSegment(base, exifSegment(v, true)))).toMatchObject({ ok: true, orientation: 1 });
    expect(exifOrientation(new Uint8Array([0x49, 0x49, 42, 0, 0xff, 0xff, 0xff, 0xff]))).toBe(1);
    expect(exifOrientation(new Uint8Array(3))).toBe(1);
  });

  it('reads the PNG size from IHDR', () => {
    expect(readImageHeader(pngHeader(1234, 567))).toEqual({ ok: true, format: 'png', width: 1234, height: 567, orientation: 1 });
    expect(checkImage(pngHeader(1234, 567))).toMatchObject({ ok: true, format: 'png', width: 1234, height: 567 });
    expect(checkImage(pngHeader(1234, 567).subarray(0, 40))).toMatchObject({ ok: false, code: 'truncated' });
    expect(readImageHeader(pngHeader(1, 1).subarray(0, 20))).toMatchObject({ ok: false, code: 'truncated' });
  });

  it('reads GIF and WebP sizes', () => {
    expect(readImageHeader(new TextEncoder().encode('GIF89a\x10\x00\x20\x00'))).toMatchObject({ ok: true, format: 'gif', width: 16, height: 32 });
    const vp8x = new Uint8Array(30);
    vp8x.set(new TextEncoder().encode('RIFF'), 0);
    new DataView(vp8x.buffer).setUint32(4, 22, true);
    vp8x.set(new TextEncoder().encode('WEBPVP8X'), 8);
    vp8x.set([639 & 0xff, 639 >> 8, 0, 479 & 0xff, 479 >> 8, 0], 24);
    expect(readImageHeader(vp8x)).toMatchObject({ ok: true, format: 'webp', width: 640, height: 480 });
    expect(checkImage(vp8x)).toMatchObject({ ok: true, format: 'webp', width: 640, height: 480 });
  });
});

describe('checkImage: bad input', () => {
  it('refuses what is not an image', () => {
    expect(checkImage(new TextEncoder().encode('<html>not an image</html>'))).toMatchObject({ ok: false, code: 'not_an_image' });
    expect(checkImage(new Uint8Array(0))).toMatchObject({ ok: false, code: 'not_an_image' });
    expect(checkImage('a string')).toMatchObject({ ok: false, code: 'not_an_image' });
    expect(checkImage(null)).toMatchObject({ ok: false, code: 'not_an_image' });
    expect(checkImage(base.buffer.slice(base.byteOffset, base.byteOffset + base.byteLength))).toMatchObject({ ok: true });
  });

  it('names other image formats as unsupported', () => {
    expect(checkImage(new TextEncoder().encode('BM' + '\0'.repeat(40)))).toMatchObject({ ok: false, code: 'unsupported_format' });
    expect(checkImage(new TextEncoder().encode('\0\0\0\x18ftypheic\0\0\0\0'))).toMatchObject({ ok: false, code: 'unsupported_format' });
    expect(checkImage(base, { ...INTAKE_LIMITS, formats: ['png'] })).toMatchObject({ ok: false, code: 'unsupported_format' });
  });

  it('refuses a JPEG cut at any length, without throwing', () => {
    const jpg = withSegment(base, exifSegment(6, false));
    const cuts = new Set([0, 1, 2, 3, 5, 10, 20, 40, 100, 200, 400, jpg.length >> 1, jpg.length - 3, jpg.length - 2, jpg.length - 1]);
    for (let n = 0; n < jpg.length - 1; n += 7) cuts.add(n);
    for (const n of cuts) {
      const result = checkImage(jpg.subarray(0, n));
      expect(result.ok, `cut at ${n}`).toBe(false);
      if (!result.ok) expect(['truncated', 'not_an_image'], `cut at ${n}`).toContain(result.code);
      const decoded = decodeJpeg(jpg.subarray(0, n));
      expect(decoded.ok).toBe(false);
    }
    expect(checkImage(jpg).ok).toBe(true);
    // Bytes after EOI (a motion photo's video, padding) are not truncation.
    const trailer = new Uint8Array(jpg.length + 100).fill(7);
    trailer.set(jpg);
    expect(checkImage(trailer).ok).toBe(true);
  });

  it('refuses a 1x1 image as too small', () => {
    const tiny = encodeJpeg(pattern(1, 1));
    expect(checkImage(tiny)).toMatchObject({ ok: false, code: 'too_small' });
    expect(checkImage(pngHeader(1, 1))).toMatchObject({ ok: false, code: 'too_small' });
    expect(checkImage(encodeJpeg(pattern(16, 16))).ok).toBe(true);
  });

  it('refuses a header claiming 10000x10000 as too large, before any decoding', () => {
    const huge = withClaimedSize(base, 10000, 10000);
    expect(readImageHeader(huge)).toMatchObject({ ok: true, width: 10000, height: 10000 });
    expect(checkImage(huge)).toMatchObject({ ok: false, code: 'too_large' });
    expect(decodeJpeg(huge)).toMatchObject({ ok: false, code: 'too_large' });
    expect(checkImage(pngHeader(10000, 10000))).toMatchObject({ ok: false, code: 'too_large' });
    // Within the side limit but over the pixel limit.
    expect(checkImage(pngHeader(8000, 6000))).toMatchObject({ ok: false, code: 'too_large' });
    // 12 MP needs some data to be plausible (issue 20): 2 KB of it passes, none does not.
    expect(checkImage(pngHeader(4000, 3000, 2000)).ok).toBe(true);
    expect(checkImage(pngHeader(4000, 3000))).toMatchObject({ ok: false, code: 'truncated' });
  });

  it('refuses a 13.7 KB JPEG claiming 8000x5000 from its header, in the browser and in Node (issue 20)', () => {
    const padded = new Uint8Array(13_700);
    const small = encodeJpeg(pattern(64, 64), 95);
    padded.set(small.subarray(0, small.length - 2), 0);
    padded.set([0xff, 0xd9], padded.length - 2); // still ends with EOI: only the size gives it away
    const lying = withClaimedSize(padded, 8000, 5000);
    expect(readImageHeader(lying)).toMatchObject({ ok: true, width: 8000, height: 5000 });
    // 40 MP is within the browser's pixel cap: the size alone refuses it.
    expect(checkImage(lying)).toMatchObject({ ok: false, code: 'truncated', message: expect.stringMatching(/cannot fit in 13700 bytes/) });
    // Node decodes at most 24 MP.
    expect(decodeJpeg(lying)).toMatchObject({ ok: false, code: 'too_large' });
    expect(decodeJpeg(withClaimedSize(padded, 4000, 3000))).toMatchObject({ ok: false, code: 'truncated' });
  });

  it('the plausible size is a floor no real JPEG goes below: a flat 2000x1500 photo passes', () => {
    const flat = encodeJpeg({ width: 2000, height: 1500, data: new Uint8ClampedArray(2000 * 1500 * 4).fill(128) }, 10);
    expect(flat.length).toBeGreaterThan(leastPlausibleBytes('jpeg', 2000, 1500));
    expect(checkImage(flat).ok).toBe(true);
  });

  it('never throws on random bytes, and answers quickly', () => {
    const prefixes = [new Uint8Array(0), Uint8Array.of(0xff, 0xd8, 0xff), pngHeader(64, 64).subarray(0, 16), new TextEncoder().encode('RIFF\0\0\0\0WEBP')];
    // Time is summed over every run: a scan that loops or goes quadratic on some input shows in the
    // total, while one run stalled by a busy machine (a CI neighbour, a GC pause) does not fail it.
    let spent = 0;
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 2048 }), (prefix, tail) => {
        const bytes = new Uint8Array(prefix.length + tail.length);
        bytes.set(prefix);
        bytes.set(tail, prefix.length);
        const t0 = performance.now();
        const header = readImageHeader(bytes);
        const check = checkImage(bytes);
        spent += performance.now() - t0;
        if (!check.ok) expect(['not_an_image', 'unsupported_format', 'truncated', 'too_small', 'too_large']).toContain(check.code);
        if (!header.ok) expect(typeof header.message).toBe('string');
      }),
      { numRuns: 2000, seed: 20261122 },
    );
    // 2,000 inputs of at most 2 kB: a few milliseconds when each is read once.
    expect(spent).toBeLessThan(5000);
  });

  it('scans a large hostile file once, in bounded time', () => {
    // 16 MB: a JPEG whose scan never ends, and a PNG of empty chunks with no IEND.
    const n = 16 * 1024 * 1024;
    const jpg = new Uint8Array(n).fill(0xff);
    jpg.set(withClaimedSize(base, 4000, 3000).subarray(0, base.length - 2));
    const png = new Uint8Array(n);
    png.set(pngHeader(4000, 3000).subarray(0, 33));
    for (const bytes of [jpg, png]) {
      const t0 = performance.now();
      expect(checkImage(bytes)).toMatchObject({ ok: false, code: 'truncated' });
      // One pass over 16 MB takes tens of milliseconds; a second pass per marker would take minutes.
      expect(performance.now() - t0).toBeLessThan(10_000);
    }
    expect(checkImage(new Uint8Array(INTAKE_LIMITS.maxBytes + 1))).toMatchObject({ ok: false, code: 'too_large' });
  });

  it('never throws on a valid JPEG with random bytes overwritten', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(base.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }), (edits) => {
        const bytes = base.slice();
        for (const [i, v] of edits) bytes[i] = v;
        const check = checkImage(bytes);
        expect(typeof check.ok).toBe('boolean');
        const decoded = decodeJpeg(bytes);
        expect(typeof decoded.ok).toBe('boolean');
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe('orientFrame', () => {
  // 3x2 source, one letter a pixel:  a b c / d e f
  const letters = 'abcdef';
  const src: RgbaFrame = {
    width: 3,
    height: 2,
    data: Uint8ClampedArray.from([...letters].flatMap((ch) => [ch.charCodeAt(0), 1, 2, 255])),
  };
  const expected: Record<ExifOrientation, readonly string[]> = {
    1: ['abc', 'def'],
    2: ['cba', 'fed'],
    3: ['fed', 'cba'],
    4: ['def', 'abc'],
    5: ['ad', 'be', 'cf'],
    6: ['da', 'eb', 'fc'],
    7: ['fc', 'eb', 'da'],
    8: ['cf', 'be', 'ad'],
  };
  const rows = (f: RgbaFrame): string[] =>
    Array.from({ length: f.height }, (_, y) => Array.from({ length: f.width }, (_, x) => String.fromCharCode(f.data[(y * f.width + x) * 4] as number)).join(''));

  for (const o of ORIENTATIONS) {
    it(`orientation ${o}`, () => {
      const out = orientFrame(src, o);
      expect(rows(out)).toEqual(expected[o]);
      expect(out.data).not.toBe(src.data);
      expect(out.data.length).toBe(src.data.length);
      for (let i = 0; i < out.data.length; i += 4) expect([out.data[i + 1], out.data[i + 2], out.data[i + 3]]).toEqual([1, 2, 255]);
    });
  }

  it('leaves the source untouched, and 6 then 8 is the identity', () => {
    const before = Uint8ClampedArray.from(src.data);
    const frame = pattern(13, 7);
    expect(orientFrame(orientFrame(frame, 6), 8)).toEqual({ ...frame, data: Uint8ClampedArray.from(frame.data) });
    orientFrame(src, 7);
    expect(src.data).toEqual(before);
  });

  it('decodeJpeg applies the EXIF orientation', () => {
    const jpg = withSegment(base, exifSegment(6, true));
    const result = decodeJpeg(jpg);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.orientation).toBe(6);
      expect([result.frame.width, result.frame.height]).toEqual([24, 40]);
      // Top-left of the display = bottom-left of the stored image (rotated clockwise).
      const plain = decodeJpeg(base);
      if (!plain.ok) throw new Error(plain.message);
      const stored = plain.frame;
      expect(result.frame.data.subarray(0, 4)).toEqual(stored.data.subarray((23 * 40) * 4, (23 * 40) * 4 + 4));
    }
    // Node decodes at most 24 MP (issue 20; was the browser's 40).
    expect(jpegDecodeOptions()).toMatchObject({ maxResolutionInMP: 24, maxMemoryUsageInMB: 458 });
  });
});

describe('isBlankFrame', () => {
  const solid = (w: number, h: number, rgb: readonly [number, number, number]): RgbaFrame => {
    const data = new Uint8ClampedArray(w * h * 4);
    for (let i = 0; i < data.length; i += 4) data.set([...rgb, 255], i);
    return { width: w, height: h, data };
  };

  it('an all-black frame is blank', () => {
    expect(isBlankFrame(solid(1280, 720, [0, 0, 0]))).toBe(true);
    expect(isBlankFrame(solid(16, 16, [10, 12, 9]))).toBe(true);
  });

  it('a uniform grey frame with slight noise is blank', () => {
    const f = solid(320, 240, [128, 128, 128]);
    const d = f.data as Uint8ClampedArray;
    for (let i = 0; i < d.length; i += 4) d[i] = 128 + ((i * 2654435761) >>> 29) - 4;
    expect(isBlankFrame(f)).toBe(true);
  });

  it('a photo-like pattern is not blank', () => {
    expect(isBlankFrame(pattern(1280, 720))).toBe(false);
    expect(isBlankFrame(pattern(17, 16))).toBe(false);
    const decoded = decodeJpeg(base);
    if (!decoded.ok) throw new Error(decoded.message);
    expect(isBlankFrame(decoded.frame)).toBe(false);
  });

  it('a black frame with a few hot pixels is blank; a small hand on plain felt is not', () => {
    const f = solid(1280, 720, [0, 0, 0]);
    const d = f.data as Uint8ClampedArray;
    for (let k = 0; k < 20; k++) d.set([255, 255, 255], ((k * 7919) % (1280 * 720)) * 4);
    expect(isBlankFrame(f)).toBe(true);
    // 14 tiles, 20x28 px each, in a row on green felt: under 1% of the frame.
    const felt = solid(1280, 720, [30, 110, 60]);
    const fd = felt.data as Uint8ClampedArray;
    for (let y = 400; y < 428; y++) for (let x = 500; x < 500 + 14 * 21; x++) if ((x - 500) % 21 !== 20) fd.set([235, 230, 215], (y * 1280 + x) * 4);
    expect(isBlankFrame(felt)).toBe(false);
  });

  it('a dark but not black photo is not blank', () => {
    const f = pattern(200, 100);
    const d = f.data as Uint8ClampedArray;
    for (let i = 0; i < d.length; i += 4) for (let c = 0; c < 3; c++) d[i + c] = (d[i + c] as number) >> 3;
    expect(isBlankFrame(f)).toBe(false);
  });

  it('a malformed frame counts as blank, without throwing', () => {
    expect(isBlankFrame({ width: 4, height: 4, data: new Uint8ClampedArray(3) })).toBe(true);
  });
});
