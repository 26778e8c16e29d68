// A frame the pipeline reads pixels from, RGBA or a camera's YUV planes (src/vision/picture.ts):
// the check of an untyped value, the closer look's cut, the blank-frame check.
import { describe, expect, it } from 'vitest';
import { toI420Image } from '../../src/cli/camera-clip/y4m';
import { isBlankFrame } from '../../src/vision/intake';
import { checkPicture, cutPicture, isBlankPicture, isPlanar, withRgba, type Picture } from '../../src/vision/picture';
import { yuvToRgba, type YuvImage } from '../../src/vision/yuv';
import { cropFrame } from '../../src/vision/zoom';

/** A seeded picture of `width` x `height` (even sides), its I420 planes laid out plainly. */
function i420(width: number, height: number, colour?: readonly [number, number, number]): YuvImage {
  let seed = width + 7 * height;
  const next = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), seed >>> 24);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i++) data[i] = i % 4 === 3 ? 255 : colour === undefined ? next() : colour[i % 4]!;
  return toI420Image({ width, height, data });
}

const rgbaOf = (picture: Picture) => (isPlanar(picture) ? yuvToRgba(picture) : picture);

describe('checkPicture', () => {
  it('accepts RGBA frames and well-formed planes, each with its size', () => {
    expect(checkPicture({ width: 2, height: 1, data: new Uint8ClampedArray(8) })).toEqual({ ok: true, width: 2, height: 1 });
    expect(checkPicture(i420(8, 6))).toEqual({ ok: true, width: 8, height: 6 });
  });

  it('refuses planes that are not what they claim, naming the data as bad', () => {
    const good = i420(8, 6);
    const bad: unknown[] = [
      { ...good, data: good.data.subarray(0, 50) },
      { ...good, format: 'YV12' },
      { ...good, matrix: 'smpte240m' },
      { ...good, fullRange: 'no' },
      { ...good, data: Array.from(good.data) },
      { ...good, planes: [{ offset: 0, stride: 8 }] },
      { ...good, planes: [{ offset: 0, stride: 8 }, { offset: '48' }, { offset: 60, stride: 4 }] },
      { ...good, width: 7.5 },
    ];
    for (const value of bad) expect(checkPicture(value)).toMatchObject({ ok: false, code: 'bad_frame_data' });
  });

  it('refuses planes over the size limit as it refuses RGBA', () => {
    const wide = 9000;
    const big: YuvImage = {
      format: 'NV12',
      width: wide,
      height: 2,
      planes: [
        { offset: 0, stride: wide },
        { offset: 2 * wide, stride: wide },
      ],
      data: new Uint8Array(3 * wide),
      matrix: 'bt709',
      fullRange: true,
    };
    expect(checkPicture(big)).toMatchObject({ ok: false, code: 'frame_too_large' });
  });
});

describe('cutPicture', () => {
  it('cuts planes at even corners, growing the rectangle by the pixel it must, and reads as the RGBA cut', () => {
    const image = i420(40, 30);
    const { picture, rect } = cutPicture(image, { x: 7, y: 5, w: 20, h: 11 });
    expect(rect).toEqual({ x: 6, y: 4, w: 21, h: 12 });
    expect(picture.width).toBe(21);
    expect(picture.height).toBe(12);
    const whole = yuvToRgba(image);
    expect([...rgbaOf(picture).data]).toEqual([...cropFrame(whole, rect).data]);
  });

  it('cuts RGBA at the rectangle asked for', () => {
    const rgba = yuvToRgba(i420(20, 10));
    const { picture, rect } = cutPicture(rgba, { x: 3, y: 1, w: 5, h: 4 });
    expect(rect).toEqual({ x: 3, y: 1, w: 5, h: 4 });
    expect([...rgbaOf(picture).data]).toEqual([...cropFrame(rgba, rect).data]);
  });
});

describe('isBlankPicture', () => {
  it('judges planes as isBlankFrame judges them converted: one colour, black, and a busy picture', () => {
    for (const image of [i420(200, 120, [90, 140, 60]), i420(200, 120, [0, 0, 0]), i420(200, 120)]) {
      expect(isBlankPicture(image)).toBe(isBlankFrame(yuvToRgba(image)));
    }
    expect(isBlankPicture(i420(200, 120, [90, 140, 60]))).toBe(true);
    expect(isBlankPicture(i420(200, 120))).toBe(false);
  });
});

describe('withRgba', () => {
  it('hands over an RGBA frame as it is, and planes converted into one buffer kept from call to call', () => {
    const rgba = yuvToRgba(i420(8, 6));
    expect(withRgba(rgba, (f) => f)).toBe(rgba);
    const image = i420(8, 6);
    const first = withRgba(image, (f) => ({ data: f.data, copy: [...f.data] }));
    expect(first.copy).toEqual([...yuvToRgba(image).data]);
    const other = i420(8, 6, [200, 10, 10]);
    const second = withRgba(other, (f) => ({ data: f.data, copy: [...f.data] }));
    expect(second.data).toBe(first.data);
    expect(second.copy).toEqual([...yuvToRgba(other).data]);
  });

  it('gives a call inside a call a buffer of its own', () => {
    const outer = i420(8, 6);
    const inner = i420(8, 6, [10, 200, 10]);
    withRgba(outer, (a) => {
      const before = [...a.data];
      withRgba(inner, (b) => expect(b.data).not.toBe(a.data));
      expect([...a.data]).toEqual(before);
    });
  });
});
