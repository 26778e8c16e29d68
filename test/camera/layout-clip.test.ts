// The auto-capture test's clip: the scene's hand hidden from the far end of the row stage by stage,
// the dora indicator and the tiles set apart left alone, then the photo itself held.
import { readFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { AUTOCAPTURE_CLIP_SHAPE, AUTOCAPTURE_LOOP_MS } from '../fixtures/camera/autocapture-clip-shape';
import { hideTiles, layoutClip, type SceneBox } from '../fixtures/camera/layout-clip';
import { CAMERA_SCENE } from '../../src/cli/camera-clip/scenes';
import type { RgbaImage } from '../../src/cli/camera-clip/y4m';

const scenes = new URL('../fixtures/scenes/', import.meta.url);
const bytes = readFileSync(new URL(CAMERA_SCENE, scenes));
const boxes = readFileSync(new URL('labels.jsonl', scenes), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as { image: string; boxes: SceneBox[] })
  .find((l) => l.image === CAMERA_SCENE)!.boxes;
const photo: RgbaImage = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
const hand = boxes.filter((b) => b.role === 'hand' || b.role === 'win');
const dora = boxes.filter((b) => b.role === 'dora');
const others = boxes.filter((b) => b.role === 'other');

/** Share of a box's centre pixels (its middle third) that differ from the photo's. */
function changed(frame: RgbaImage, b: SceneBox): number {
  let n = 0;
  let differ = 0;
  for (let y = Math.round(b.y + b.h / 3); y < b.y + (2 * b.h) / 3; y++) {
    for (let x = Math.round(b.x + b.w / 3); x < b.x + (2 * b.w) / 3; x++) {
      const i = (y * frame.width + x) * 4;
      n++;
      if (Math.abs(frame.data[i]! - photo.data[i]!) + Math.abs(frame.data[i + 1]! - photo.data[i + 1]!) > 30) differ++;
    }
  }
  return differ / n;
}

describe('hideTiles', () => {
  it('hides the hand tiles from the nth on, and leaves the first n, the dora indicator and the other tiles', () => {
    expect(hand).toHaveLength(14);
    for (const shown of [0, 4, 8, 13]) {
      const frame = hideTiles(photo, hand, dora, shown);
      hand.forEach((b, i) => expect(changed(frame, b), `tile ${i} with ${shown} shown`)[i < shown ? 'toBeLessThan' : 'toBeGreaterThan'](0.3));
      for (const b of [...dora, ...others]) expect(changed(frame, b)).toBe(0);
    }
    expect(hideTiles(photo, hand, dora, 14)).toBe(photo);
  });
});

describe('layoutClip', () => {
  it('writes each stage, then the photo held, at the clip rate', () => {
    const clip = layoutClip(bytes, boxes, AUTOCAPTURE_CLIP_SHAPE);
    const header = new TextDecoder().decode(clip.subarray(0, clip.indexOf(0x0a)));
    expect(header).toBe('YUV4MPEG2 W640 H360 F5:1 Ip A1:1 C420jpeg');
    const frameBytes = 'FRAME\n'.length + 640 * 360 * 1.5;
    const frames = (clip.length - header.length - 1) / frameBytes;
    expect(frames).toBe(30);
    expect(AUTOCAPTURE_LOOP_MS).toBe(6000);
    // The first frame hides the whole hand; the last is the photo as it is.
    const lumaAt = (frame: number, x: number, y: number): number => clip[header.length + 1 + frame * frameBytes + 6 + y * 640 + x]!;
    const [first] = hand;
    const cx = Math.round(first!.x + first!.w / 2);
    const cy = Math.round(first!.y + first!.h / 2);
    expect(lumaAt(29, cx, cy) - lumaAt(0, cx, cy)).toBeGreaterThan(60); // a white tile face, then the green table
  });
});
