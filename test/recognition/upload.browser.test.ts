// Uploads through the real vision worker in Chromium (`recognizeImage`): every bad input comes back
// as a failure value or an empty result with a warning, never a throw or a hang; a huge header is
// refused before anything is decoded; the EXIF orientation is applied exactly once; uploads are
// never superseded; and the worker stays usable, with its live-tensor count back at its baseline.
//
// The checks are about behaviour, not about which tiles are read, so they run on the bundled
// models when the checkout has them (init() with no URL) and on the toy models of
// test/fixtures/toy-models otherwise (a fresh clone without a trained detector).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisionClient, type VisionClient } from '../../src/recognition/client';
import type { RecognizeResult } from '../../src/recognition/worker-api';
import exifJpegPath from '../fixtures/exif/orientation-6.jpg?url';
import toyDetectorPath from '../fixtures/toy-models/detector/model.json?url';

const TOY_MODELS_URL = new URL('..', new URL(toyDetectorPath, location.href)).href;

type Ok = Extract<RecognizeResult, { ok: true }>;

function expectOk(r: RecognizeResult): asserts r is Ok {
  if (!r.ok) expect.fail(`expected ok, got ${r.code}: ${r.message}`);
}

/** The orientation-6 fixture (test/fixtures/exif/make.ts): stored 64x40, displayed 40x64. */
async function exifJpeg(): Promise<ArrayBuffer> {
  return (await fetch(exifJpegPath)).arrayBuffer();
}

/** A JPEG's segments up to the scan: marker code, offset of its 0xFF, length field. */
function segments(jpg: Uint8Array): { marker: number; at: number; length: number }[] {
  const found = [];
  for (let i = 2; i + 4 <= jpg.length && jpg[i + 1] !== 0xda; ) {
    const length = ((jpg[i + 2] as number) << 8) | (jpg[i + 3] as number);
    found.push({ marker: jpg[i + 1] as number, at: i, length });
    i += 2 + length;
  }
  return found;
}

/** The same JPEG without its Exif APP1 (so without an orientation). */
function withoutExif(jpg: Uint8Array): Uint8Array {
  const app1 = segments(jpg).find((s) => s.marker === 0xe1);
  if (app1 === undefined) throw new Error('no APP1 in the fixture');
  return Uint8Array.from([...jpg.subarray(0, app1.at), ...jpg.subarray(app1.at + 2 + app1.length)]);
}

/** The JPEG with its frame header claiming another size (the data stays the small image's). */
function withClaimedSize(jpg: Uint8Array, width: number, height: number): Uint8Array {
  const sof = segments(jpg).find((s) => s.marker === 0xc0);
  if (sof === undefined) throw new Error('no SOF0 in the fixture');
  const out = jpg.slice();
  out.set([height >> 8, height & 0xff, width >> 8, width & 0xff], sof.at + 5);
  return out;
}

/**
 * The JPEG with its quantisation tables turned into comments: the header passes intake (format,
 * size, EOI), but no decoder can dequantise the data. (Missing Huffman tables would not do: decoders
 * fall back to the standard ones, as Motion JPEG expects.)
 */
function withoutQuantTables(jpg: Uint8Array): Uint8Array {
  const out = jpg.slice();
  for (const s of segments(jpg)) if (s.marker === 0xdb) out[s.at + 1] = 0xfe;
  return out;
}

/** A PNG signature and IHDR claiming `width` x `height`, then IEND: a header and nothing to decode. */
function pngHeader(width: number, height: number): Uint8Array {
  const b = new Uint8Array(45);
  const dv = new DataView(b.buffer);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  dv.setUint32(8, 13);
  b.set([...'IHDR'].map((c) => c.charCodeAt(0)), 12);
  dv.setUint32(16, width);
  dv.setUint32(20, height);
  b.set([8, 6, 0, 0, 0], 24);
  b.set([...'IEND'].map((c) => c.charCodeAt(0)), 37);
  return b;
}

/** Deterministic bytes (an LCG), never starting like an image signature. */
function randomBytes(n: number, seed: number): Uint8Array {
  const out = new Uint8Array(n);
  let s = seed >>> 0;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = s >>> 24;
  }
  out[0] = 0x42;
  return out;
}

/** RGBA pixels rendered by `paint(x, y)`. */
function frameOf(width: number, height: number, paint: (x: number, y: number) => readonly [number, number, number]): { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> } {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([...paint(x, y), 255], (y * width + x) * 4);
  return { width, height, data };
}

/** A frame encoded by the browser (PNG: lossless, so a black frame stays exactly black). */
async function encoded(frame: { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> }, type = 'image/png'): Promise<ArrayBuffer> {
  const canvas = new OffscreenCanvas(frame.width, frame.height);
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('no 2d context');
  ctx.putImageData(new ImageData(frame.data, frame.width, frame.height), 0, 0);
  return (await canvas.convertToBlob({ type })).arrayBuffer();
}

const toBuffer = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer;

/** A smooth two-way gradient: a table with nothing on it. */
const gradient = (w: number, h: number) => frameOf(w, h, (x, y) => [40 + (x * 120) / w, 90 + (y * 60) / h, 70]);
/** Mid-grey noise, +-24 levels: a sensor in a dim room, nothing tile-like. */
const noise = (w: number, h: number) => {
  const r = randomBytes(w * h, 7);
  return frameOf(w, h, (x, y) => {
    const v = 100 + ((r[y * w + x] as number) % 48);
    return [v, v, v];
  });
};

describe('uploads through the vision worker', () => {
  let client: VisionClient;
  let baseline: number;

  beforeAll(async () => {
    client = createVisionClient();
    const info = __BUNDLED_MODELS__ ? await client.init() : await client.init(TOY_MODELS_URL);
    if (!info.ok) expect.fail(`init failed: ${info.code}: ${info.message}`);
    // One good upload first, so one-off allocations (canvas, kernels) are in the baseline.
    expectOk(await client.recognizeImage(await exifJpeg()));
    baseline = (await client.stats()).numTensors;
  }, 120_000);
  afterAll(() => client?.dispose());

  it('transfers the bytes (the caller keeps a detached buffer) and applies EXIF orientation 6 once: 64x40 stored, 40x64 out', async () => {
    const bytes = await exifJpeg();
    const r = await client.recognizeImage(bytes);
    expect(bytes.byteLength).toBe(0);
    expectOk(r);
    expect(r.frame).toEqual({ width: 40, height: 64 });
    // The same pixels without the Exif segment keep their stored size: the swap came from EXIF.
    const plain = await client.recognizeImage(toBuffer(withoutExif(new Uint8Array(await exifJpeg()))));
    expectOk(plain);
    expect(plain.frame).toEqual({ width: 64, height: 40 });
  });

  it('answers bytes that are not an image with not_an_image: random bytes, a text file, an empty or already-sent buffer', async () => {
    expect(await client.recognizeImage(toBuffer(randomBytes(4096, 1)))).toMatchObject({ ok: false, code: 'not_an_image' });
    const text = new TextEncoder().encode('East round, dealer 25000. Riichi, tsumo, pinfu.\n'.repeat(50));
    expect(await client.recognizeImage(toBuffer(text))).toMatchObject({ ok: false, code: 'not_an_image' });
    expect(await client.recognizeImage(new ArrayBuffer(0))).toMatchObject({ ok: false, code: 'not_an_image', message: 'empty file' });
    const sent = await exifJpeg();
    expectOk(await client.recognizeImage(sent));
    expect(await client.recognizeImage(sent)).toMatchObject({ ok: false, code: 'not_an_image' });
  });

  it('answers a truncated JPEG with truncated, before decoding it', async () => {
    const jpg = new Uint8Array(await exifJpeg());
    const before = (await client.stats()).imagesDecoded;
    for (const end of [Math.floor(jpg.length / 2), jpg.length - 2, 40, 2]) {
      expect(await client.recognizeImage(toBuffer(jpg.subarray(0, end)))).toMatchObject({ ok: false, code: 'truncated' });
    }
    expect((await client.stats()).imagesDecoded).toBe(before);
  });

  it('answers a 1x1 image with too_small', async () => {
    const one = await encoded(frameOf(1, 1, () => [200, 30, 30]));
    expect(await client.recognizeImage(one)).toMatchObject({ ok: false, code: 'too_small' });
  });

  it('refuses a 10000x10000 header as too_large at once, without decoding (no 400 MB allocation)', async () => {
    const jpg = withClaimedSize(new Uint8Array(await exifJpeg()), 10_000, 10_000);
    const before = (await client.stats()).imagesDecoded;
    for (const bytes of [jpg, pngHeader(10_000, 10_000), pngHeader(100, 9000)]) {
      const r = await client.recognizeImage(toBuffer(bytes));
      expect(r).toMatchObject({ ok: false, code: 'too_large', message: expect.stringMatching(/exceeds/) });
    }
    expect((await client.stats()).imagesDecoded).toBe(before);
  });

  it('answers an image whose header passes but whose data the browser cannot decode with decode_failed', async () => {
    const before = (await client.stats()).imagesDecoded;
    const r = await client.recognizeImage(toBuffer(withoutQuantTables(new Uint8Array(await exifJpeg()))));
    expect(r).toMatchObject({ ok: false, code: 'decode_failed' });
    expect((await client.stats()).imagesDecoded).toBe(before + 1);
  });

  it('answers an all-black photo with an empty result and blank_frame, uploaded or sent as a frame', async () => {
    const black = () => frameOf(640, 480, () => [0, 0, 0]);
    for (const r of [await client.recognizeImage(await encoded(black())), await client.recognize(black())]) {
      expectOk(r);
      expect(r.frame).toEqual({ width: 640, height: 480 });
      expect(r.detections).toEqual([]);
      expect(r.warnings.map((w) => w.code)).toContain('blank_frame');
      expect(r.draft.concealed).toBe('');
    }
  });

  it('answers a photo of no tiles (a smooth gradient) with an empty result and no_tiles', async () => {
    const r = await client.recognizeImage(await encoded(gradient(960, 540)));
    expectOk(r);
    expect(r.frame).toEqual({ width: 960, height: 540 });
    expect(r.detections).toEqual([]);
    expect(r.warnings).toContainEqual(expect.objectContaining({ code: 'no_tiles' }));
  });

  it('answers a noise photo (JPEG) with a result, never a throw: no hand, and a warning saying so', async () => {
    const r = await client.recognizeImage(await encoded(noise(800, 600), 'image/jpeg'));
    expectOk(r);
    expect(r.frame).toEqual({ width: 800, height: 600 });
    // Whatever a detector makes of noise, it is not a hand: the draft says so with a warning.
    expect(r.warnings.map((w) => w.code)).toEqual(expect.arrayContaining([expect.stringMatching(/^(no_tiles|tile_count)$/)]));
  });

  it('never supersedes an upload: camera frames and uploads sent at once, every upload answered in order', async () => {
    const frame = (w: number) => frameOf(w, 64, (x, y) => [x % 256, y % 256, 90]);
    const sizes = [300, 301, 302];
    const calls = [
      client.recognize(frame(100)),
      client.recognizeImage(await encoded(gradient(sizes[0]!, 200))),
      client.recognize(frame(101)),
      client.recognizeImage(await encoded(gradient(sizes[1]!, 200))),
      client.recognize(frame(102)),
      client.recognizeImage(await encoded(gradient(sizes[2]!, 200))),
    ];
    const results = await Promise.all(calls);
    const uploads = [results[1], results[3], results[5]];
    expect(uploads.map((r) => r?.ok && r.frame.width)).toEqual(sizes);
    for (const r of [results[0], results[2], results[4]]) if (!r?.ok) expect(r?.code).toBe('superseded');
  });

  it('stays usable after all of that: a good upload and a good frame work, live tensors back at the baseline', async () => {
    expectOk(await client.recognizeImage(await exifJpeg()));
    const r = await client.recognize(gradient(320, 240));
    expectOk(r);
    expect(r.frame).toEqual({ width: 320, height: 240 });
    expect((await client.stats()).numTensors).toBe(baseline);
  });
});

describe('uploads outside a working session', () => {
  it('answers not_initialized before init, and disposed after dispose, without transferring for nothing', async () => {
    const client = createVisionClient();
    try {
      expect(await client.recognizeImage(await exifJpeg())).toMatchObject({ ok: false, code: 'not_initialized' });
      const pending = client.recognizeImage(await exifJpeg());
      client.dispose();
      expect(await pending).toMatchObject({ ok: false, code: 'disposed' });
      const kept = await exifJpeg();
      expect(await client.recognizeImage(kept)).toMatchObject({ ok: false, code: 'disposed' });
      expect(kept.byteLength).toBeGreaterThan(0);
    } finally {
      client.dispose();
    }
  });
});
