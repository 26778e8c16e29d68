// The .y4m writer and the still clip the fake camera plays: header, plane sizes, BT.601 studio
// range colours (checked against the standard's own values), chroma averaged per 2x2 block.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeOnFrame, stillClip } from '../../../src/cli/camera-clip/clip';
import { encodeY4m, toI420 } from '../../../src/cli/camera-clip/y4m';

function solid(width: number, height: number, rgb: readonly [number, number, number]) {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([...rgb, 255], i);
  return { width, height, data };
}

const headerOf = (bytes: Uint8Array): string => new TextDecoder().decode(bytes.subarray(0, bytes.indexOf(0x0a)));

describe('toI420', () => {
  it.each([
    ['black', [0, 0, 0], [16, 128, 128]],
    ['white', [255, 255, 255], [235, 128, 128]],
    ['red', [255, 0, 0], [81, 90, 240]],
    ['green', [0, 255, 0], [145, 54, 34]],
    ['blue', [0, 0, 255], [41, 240, 110]],
  ] as const)('writes %s as BT.601 studio-range Y, Cb, Cr', (_name, rgb, [y, u, v]) => {
    const planes = toI420(solid(4, 2, rgb));
    expect(planes).toHaveLength(4 * 2 * 1.5);
    expect([...planes.subarray(0, 8)]).toEqual(Array(8).fill(y));
    expect([...planes.subarray(8, 10)]).toEqual([u, u]);
    expect([...planes.subarray(10, 12)]).toEqual([v, v]);
  });

  it('averages chroma over each 2x2 block and keeps luma per pixel', () => {
    const image = solid(2, 2, [0, 0, 0]);
    image.data.set([255, 0, 0, 255], 0); // one red pixel of four
    const planes = toI420(image);
    expect([...planes.subarray(0, 4)]).toEqual([81, 16, 16, 16]);
    expect(planes[4]).toBe(Math.round(128 - 37.797 / 4));
    expect(planes[5]).toBe(Math.round(128 + 112 / 4));
  });

  it('refuses odd sides and a buffer of the wrong size', () => {
    expect(() => toI420(solid(3, 2, [0, 0, 0]))).toThrow(/even/);
    expect(() => toI420({ width: 2, height: 2, data: new Uint8Array(15) })).toThrow(/16 RGBA bytes/);
  });
});

describe('encodeY4m', () => {
  it('writes the header Chromium reads, then FRAME and the planes for every frame', () => {
    const bytes = encodeY4m([solid(4, 2, [0, 0, 0]), solid(4, 2, [255, 255, 255])]);
    const header = 'YUV4MPEG2 W4 H2 F30:1 Ip A1:1 C420jpeg';
    expect(headerOf(bytes)).toBe(header);
    const frame = 'FRAME\n'.length + 12;
    expect(bytes).toHaveLength(header.length + 1 + 2 * frame);
    const second = header.length + 1 + frame;
    expect(new TextDecoder().decode(bytes.subarray(second, second + 6))).toBe('FRAME\n');
    expect(bytes[second + 6]).toBe(235);
  });

  it('takes another frame rate, and refuses an empty clip or frames of different sizes', () => {
    expect(headerOf(encodeY4m([solid(2, 2, [0, 0, 0])], { fps: 15 }))).toContain(' F15:1 ');
    expect(() => encodeY4m([])).toThrow(/at least one frame/);
    expect(() => encodeY4m([solid(2, 2, [0, 0, 0]), solid(4, 2, [0, 0, 0])])).toThrow(/4x2 in a 2x2 clip/);
  });
});

describe('stillClip', () => {
  it('centres the photo on a larger frame over a plain border, and crops a larger photo', () => {
    const photo = solid(2, 2, [200, 10, 10]);
    const framed = placeOnFrame(photo, 4, 4);
    const at = (x: number, y: number) => [...framed.data.subarray((y * 4 + x) * 4, (y * 4 + x) * 4 + 3)];
    expect(at(1, 1)).toEqual([200, 10, 10]);
    expect(at(2, 2)).toEqual([200, 10, 10]);
    expect(at(0, 0)).not.toEqual([200, 10, 10]);
    expect(at(3, 3)).toEqual(at(0, 0));
    expect(placeOnFrame(solid(6, 6, [1, 2, 3]), 2, 2).data.subarray(0, 3)).toEqual(Uint8Array.from([1, 2, 3]));
  });

  it('makes a clip of a committed scene photo at its own size, the frames alike', () => {
    const jpg = readFileSync(new URL('../../fixtures/scenes/images/000017.jpg', import.meta.url));
    const clip = stillClip(jpg, { frames: 3 });
    const header = 'YUV4MPEG2 W640 H360 F30:1 Ip A1:1 C420jpeg\n';
    expect(headerOf(clip)).toBe(header.trim());
    const frame = 6 + 640 * 360 * 1.5;
    expect(clip).toHaveLength(header.length + 3 * frame);
    const first = clip.subarray(header.length, header.length + frame);
    expect(clip.subarray(header.length + 2 * frame)).toEqual(first);
    // Not a blank frame: luma varies across the picture (table, tiles).
    const luma = first.subarray(6, 6 + 640 * 360);
    expect(luma.reduce((a, v) => Math.max(a, v), 0) - luma.reduce((a, v) => Math.min(a, v), 255)).toBeGreaterThan(100);
  });
});
