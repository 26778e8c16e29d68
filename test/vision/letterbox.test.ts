// Letterbox geometry and frame checks: pure numbers, run in Node.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFrame, MAX_FRAME_SIDE } from '../../src/vision/frame';
import { fittedInputSize, letterbox, toFrameBox, toInputBox } from '../../src/vision/letterbox';

describe('letterbox', () => {
  it('fits a landscape frame to the input width and pads above and below', () => {
    // 1280x720 into 640x640: scale 0.5, drawn 640x360, 280 px of padding split 140 / 140.
    expect(letterbox(1280, 720, 640, 640)).toEqual({
      frameWidth: 1280, frameHeight: 720, inputWidth: 640, inputHeight: 640,
      scale: 0.5, drawnWidth: 640, drawnHeight: 360, padX: 0, padY: 140,
    });
  });

  it('fits a portrait frame to the input height and pads left and right', () => {
    // 720x1280 into 640x480: scale 0.375, drawn 270x480, 370 px split 185 / 185.
    const lb = letterbox(720, 1280, 640, 480);
    expect(lb).toMatchObject({ scale: 0.375, drawnWidth: 270, drawnHeight: 480, padX: 185, padY: 0 });
  });

  it('scales small frames up, and keeps at least one drawn pixel for extreme aspect ratios', () => {
    expect(letterbox(32, 32, 64, 64)).toMatchObject({ scale: 2, drawnWidth: 64, drawnHeight: 64, padX: 0, padY: 0 });
    expect(letterbox(1, 8000, 64, 64)).toMatchObject({ drawnWidth: 1, drawnHeight: 64, padX: 31 });
  });

  it('throws on a size that checkFrame would have refused (a programming error)', () => {
    expect(() => letterbox(0, 10, 64, 64)).toThrow(RangeError);
    expect(() => letterbox(10, 10, 64.5, 64)).toThrow(RangeError);
  });

  it('draws the frame smaller and centred when asked to shrink it, and maps boxes back to the same frame box', () => {
    // 1024x768 into 320x256 (the sheet's fitted input) 1.5 times smaller: drawn 213x160, grey all round.
    const lb = letterbox(1024, 768, 320, 256, 1.5);
    expect(lb).toMatchObject({ drawnWidth: 213, drawnHeight: 160, padX: 53, padY: 48 });
    expect(lb.scale).toBeCloseTo(320 / 1024 / 1.5, 12);
    const box = { x: 100, y: 200, w: 80, h: 90 };
    const back = toFrameBox(toInputBox(box, lb), lb);
    for (const k of ['x', 'y', 'w', 'h'] as const) expect(back[k]).toBeCloseTo(box[k], 6);
    expect(letterbox(1024, 768, 320, 256, 1)).toEqual(letterbox(1024, 768, 320, 256));
    expect(() => letterbox(1024, 768, 320, 256, 0.5)).toThrow(RangeError);
    expect(() => letterbox(1024, 768, 320, 256, Number.NaN)).toThrow(RangeError);
  });

  const size = fc.integer({ min: 1, max: 4000 });
  const inputSize = fc.integer({ min: 8, max: 1024 });

  it('always keeps the drawn frame inside the input with the aspect ratio within a pixel', () => {
    fc.assert(
      fc.property(size, size, inputSize, inputSize, (fw, fh, iw, ih) => {
        const lb = letterbox(fw, fh, iw, ih);
        expect(lb.padX).toBeGreaterThanOrEqual(0);
        expect(lb.padY).toBeGreaterThanOrEqual(0);
        expect(lb.padX + lb.drawnWidth).toBeLessThanOrEqual(iw);
        expect(lb.padY + lb.drawnHeight).toBeLessThanOrEqual(ih);
        // One side fills the input (up to rounding).
        expect(Math.max(lb.drawnWidth / iw, lb.drawnHeight / ih)).toBeGreaterThan(0.99);
        expect(Math.abs(lb.drawnWidth - fw * lb.scale)).toBeLessThanOrEqual(1);
        expect(Math.abs(lb.drawnHeight - fh * lb.scale)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('maps boxes into the input and back to the same frame box', () => {
    const box = fc.record({ x: fc.double({ min: 0, max: 0.9, noNaN: true }), y: fc.double({ min: 0, max: 0.9, noNaN: true }), w: fc.double({ min: 0.01, max: 0.1, noNaN: true }), h: fc.double({ min: 0.01, max: 0.1, noNaN: true }) });
    fc.assert(
      fc.property(size, size, inputSize, inputSize, box, (fw, fh, iw, ih, b) => {
        const lb = letterbox(fw, fh, iw, ih);
        const frameBox = { x: b.x * fw, y: b.y * fh, w: b.w * fw, h: b.h * fh };
        const back = toFrameBox(toInputBox(frameBox, lb), lb);
        for (const k of ['x', 'y', 'w', 'h'] as const) expect(back[k]).toBeCloseTo(frameBox[k], 6);
      }),
    );
  });

  it('clips boxes that reach into the padding, and empties boxes entirely inside it', () => {
    const lb = letterbox(1280, 720, 640, 640); // padY 140, drawn 640x360
    expect(toFrameBox({ x: 0, y: 100, w: 64, h: 80 }, lb)).toEqual({ x: 0, y: 0, w: 128, h: 80 });
    expect(toFrameBox({ x: 600, y: 0, w: 100, h: 100 }, lb)).toMatchObject({ h: 0 });
    expect(toFrameBox({ x: -10, y: 490, w: 700, h: 20 }, lb)).toEqual({ x: 0, y: 700, w: 1280, h: 20 });
  });
});

describe('fittedInputSize', () => {
  it('keeps the long side and cuts the short one to the frame plus the grey margin, in whole multiples', () => {
    // 1280x720 -> 320x180 drawn; + 2 x 8 grey = 196 -> 224.
    expect(fittedInputSize(1280, 720, 320, 32, 8)).toEqual({ width: 320, height: 224 });
    expect(fittedInputSize(720, 1280, 320, 32, 8)).toEqual({ width: 224, height: 320 });
    expect(fittedInputSize(1280, 720, 320, 32, 0)).toEqual({ width: 320, height: 192 });
    expect(fittedInputSize(640, 480, 320, 32, 8)).toEqual({ width: 320, height: 256 });
  });

  it('never exceeds the square, and never drops to nothing', () => {
    expect(fittedInputSize(640, 640, 320, 32, 8)).toEqual({ width: 320, height: 320 });
    expect(fittedInputSize(640, 600, 320, 32, 8)).toEqual({ width: 320, height: 320 });
    expect(fittedInputSize(8000, 1, 320, 32, 0)).toEqual({ width: 320, height: 32 });
  });

  it('keeps the scale when the scaled short side lands just above a multiple (a case fast-check found)', () => {
    // 8000 x 6409: the short side scales to 256.36 px; rounded down to 256 it would set a smaller scale.
    const input = fittedInputSize(8000, 6409, 320, 32, 0);
    expect(letterbox(8000, 6409, input.width, input.height).scale).toBeCloseTo(320 / 8000, 12);
  });

  it('always fits the whole frame, with at least the margin, on any frame', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8192 }), fc.integer({ min: 1, max: 8192 }), fc.integer({ min: 0, max: 16 }), (w, h, pad) => {
        const input = fittedInputSize(w, h, 320, 32, pad);
        expect(input.width % 32 === 0 && input.height % 32 === 0).toBe(true);
        expect(Math.max(input.width, input.height)).toBe(320);
        const lb = letterbox(w, h, input.width, input.height);
        // The frame is drawn at the scale of the square input: boxes keep their size in input pixels.
        expect(lb.scale).toBeCloseTo(320 / Math.max(w, h), 12);
        // Grey on the short side, unless the square was needed anyway.
        const shortPad = w >= h ? [lb.padY, input.height] : [lb.padX, input.width];
        if (shortPad[1]! < 320) expect(shortPad[0]).toBeGreaterThanOrEqual(pad);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('checkFrame', () => {
  const rgba = (w: number, h: number, bytes = w * h * 4) => ({ width: w, height: h, data: new Uint8ClampedArray(bytes) });

  it('accepts an RGBA buffer of the right length, and a bitmap-like size without data', () => {
    expect(checkFrame(rgba(4, 3))).toEqual({ ok: true, width: 4, height: 3 });
    expect(checkFrame({ width: 4, height: 3, data: new Uint8Array(48) })).toEqual({ ok: true, width: 4, height: 3 });
    expect(checkFrame({ width: 640, height: 480 })).toEqual({ ok: true, width: 640, height: 480 });
  });

  it("takes a VideoFrame-like frame's size from the size it is shown at", () => {
    expect(checkFrame({ displayWidth: 1280, displayHeight: 720, codedWidth: 1280, codedHeight: 736 })).toEqual({ ok: true, width: 1280, height: 720 });
    expect(checkFrame({ displayWidth: 0, displayHeight: 720 })).toMatchObject({ ok: false, code: 'bad_frame_size' });
    expect(checkFrame({ displayWidth: MAX_FRAME_SIDE + 2, displayHeight: 2 })).toMatchObject({ ok: false, code: 'frame_too_large' });
  });

  it('refuses empty, fractional and oversized frames, and wrong data with a code', () => {
    expect(checkFrame(rgba(0, 0))).toMatchObject({ ok: false, code: 'bad_frame_size' });
    expect(checkFrame({ width: 0, height: 0 })).toMatchObject({ ok: false, code: 'bad_frame_size' });
    expect(checkFrame({ width: 2.5, height: 2, data: new Uint8Array(20) })).toMatchObject({ ok: false, code: 'bad_frame_size' });
    expect(checkFrame(rgba(4, 3, 47))).toMatchObject({ ok: false, code: 'bad_frame_data' });
    expect(checkFrame({ width: 4, height: 3, data: new Float32Array(48) })).toMatchObject({ ok: false, code: 'bad_frame_data' });
    expect(checkFrame({ width: MAX_FRAME_SIDE + 1, height: 1 })).toMatchObject({ ok: false, code: 'frame_too_large' });
    expect(checkFrame(null)).toMatchObject({ ok: false, code: 'bad_frame_data' });
    expect(checkFrame('frame')).toMatchObject({ ok: false, code: 'bad_frame_data' });
  });
});
