// The worker's reader of picture frames (workers/frame-pixels.ts), run in Chromium on real
// VideoFrames and ImageBitmaps: a camera's YUV planes handed over as they are or converted as the
// browser itself converts them, other frames drawn by the browser, and buffers reused only once
// given back.
import { describe, expect, it } from 'vitest';
import { createFrameReader } from '../../workers/frame-pixels';
import { toI420 } from '../../src/cli/camera-clip/y4m';
import { isPlanar } from '../../src/vision/picture';
import { yuvToRgba } from '../../src/vision/yuv';

const W = 64;
const H = 48;

/** Smooth gradients with a few hard edges: a picture whose colours cover the range. */
function picture(): ImageData {
  const data = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      data.set([(x * 4) & 255, (y * 5) & 255, x < W / 2 ? 220 : 30, 255], i);
    }
  }
  return new ImageData(data, W, H);
}

function nv12Of(i420: Uint8Array): Uint8Array {
  const out = new Uint8Array(i420.length);
  out.set(i420.subarray(0, W * H));
  const quarter = (W / 2) * (H / 2);
  for (let i = 0; i < quarter; i++) {
    out[W * H + 2 * i] = i420[W * H + i]!;
    out[W * H + 2 * i + 1] = i420[W * H + quarter + i]!;
  }
  return out;
}

function yuvFrame(format: 'I420' | 'NV12', matrix: VideoMatrixCoefficients, fullRange: boolean): VideoFrame {
  const i420 = toI420(picture());
  return new VideoFrame(format === 'I420' ? i420 : nv12Of(i420), {
    format,
    codedWidth: W,
    codedHeight: H,
    timestamp: 0,
    colorSpace: { matrix, fullRange, primaries: 'bt709', transfer: 'bt709' },
  });
}

/** The browser's own conversion of the same frame, to compare ours with. */
async function browserRgba(frame: VideoFrame): Promise<Uint8Array> {
  const out = new Uint8Array(frame.displayWidth * frame.displayHeight * 4);
  await frame.copyTo(out, { format: 'RGBA' });
  return out;
}

function differences(a: ArrayLike<number>, b: ArrayLike<number>): { max: number; mean: number } {
  let max = 0;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    if (i % 4 === 3) continue;
    const d = Math.abs(a[i]! - b[i]!);
    max = Math.max(max, d);
    sum += d;
    n++;
  }
  return { max, mean: sum / n };
}

describe('frame reader', () => {
  // BT.709 in studio range is left out: Chromium's own RGBA for it differs from the standard's
  // formulas by 2 levels on average (at most 11) and matches none of the three matrices at either
  // range, so our conversion of it is checked against the standard instead (test/vision/yuv.test.ts).
  for (const [format, matrix, fullRange] of [
    ['I420', 'smpte170m', false],
    ['I420', 'smpte170m', true],
    ['I420', 'bt709', true],
    ['NV12', 'bt470bg', false],
  ] as const) {
    it(`converts ${format} ${matrix} ${fullRange ? 'full' : 'studio'}-range planes as Chromium converts them`, async () => {
      const frame = yuvFrame(format, matrix, fullRange);
      const expected = await browserRgba(frame);
      const read = await createFrameReader().read(frame);
      expect([read.width, read.height]).toEqual([W, H]);
      const d = differences(read.data, expected);
      expect(d.max).toBeLessThanOrEqual(2);
      expect(d.mean).toBeLessThan(0.5);
      frame.close();
    });
  }

  it('reads the studio-range planes back to the picture they were made from, within what 4:2:0 keeps', async () => {
    const frame = yuvFrame('I420', 'smpte170m', false);
    const read = await createFrameReader().read(frame);
    frame.close();
    // Chroma is shared by 2x2 pixels: only where the blue channel jumps (x = 32) may it differ much.
    expect(differences(read.data, picture().data).mean).toBeLessThan(3);
  });

  it('lets the browser draw a frame it does not convert itself (RGBA), and reads an ImageBitmap', async () => {
    const source = picture();
    const rgbaFrame = new VideoFrame(new Uint8Array(source.data.buffer.slice(0)), { format: 'RGBA', codedWidth: W, codedHeight: H, timestamp: 0 });
    const reader = createFrameReader();
    const drawn = await reader.read(rgbaFrame);
    rgbaFrame.close();
    expect(differences(drawn.data, source.data).max).toBeLessThanOrEqual(1);
    const bitmap = await createImageBitmap(source);
    expect(differences((await reader.read(bitmap)).data, source.data).max).toBe(0);
    bitmap.close();
  });

  it('hands a buffer to one frame at a time: a buffer given back is filled again, one still in use never', async () => {
    const reader = createFrameReader();
    const first = await reader.read(yuvFrame('I420', 'smpte170m', false));
    const kept = Uint8ClampedArray.from(first.data);
    const second = await reader.read(yuvFrame('I420', 'bt709', true));
    expect(second.data).not.toBe(first.data);
    expect([...first.data]).toEqual([...kept]); // the second frame did not write into the first's pixels
    reader.release(first);
    const third = await reader.read(yuvFrame('I420', 'bt709', false));
    expect(third.data).toBe(first.data);
  });

  it('hands a camera frame over as its planes when asked, each matrix and range stated, and they convert to the RGBA read', async () => {
    for (const [format, matrix, fullRange, asRead] of [
      ['I420', 'smpte170m', false, 'bt601'],
      ['NV12', 'bt709', true, 'bt709'],
    ] as const) {
      const reader = createFrameReader();
      const frame = yuvFrame(format, matrix, fullRange);
      const planes = await reader.read(frame, { planes: true });
      const rgba = await reader.read(frame);
      frame.close();
      expect(isPlanar(planes), format).toBe(true);
      if (!isPlanar(planes)) return;
      expect([planes.format, planes.matrix, planes.fullRange, planes.width, planes.height]).toEqual([format, asRead, fullRange, W, H]);
      expect([...yuvToRgba(planes).data]).toEqual([...rgba.data]);
    }
  });

  it('asked for planes, still draws a frame that has none it reads (RGBA)', async () => {
    const source = picture();
    const rgbaFrame = new VideoFrame(new Uint8Array(source.data.buffer.slice(0)), { format: 'RGBA', codedWidth: W, codedHeight: H, timestamp: 0 });
    const read = await createFrameReader().read(rgbaFrame, { planes: true });
    rgbaFrame.close();
    expect(isPlanar(read)).toBe(false);
    expect(differences(read.data, source.data).max).toBeLessThanOrEqual(1);
  });

  it('hands a planes buffer to one frame at a time too', async () => {
    const reader = createFrameReader();
    const first = await reader.read(yuvFrame('I420', 'smpte170m', false), { planes: true });
    const kept = Uint8Array.from(first.data);
    const second = await reader.read(yuvFrame('I420', 'bt709', true), { planes: true });
    expect(second.data).not.toBe(first.data);
    expect([...first.data]).toEqual([...kept]);
    reader.release(first);
    const third = await reader.read(yuvFrame('NV12', 'bt709', false), { planes: true });
    expect(third.data).toBe(first.data);
  });
});
