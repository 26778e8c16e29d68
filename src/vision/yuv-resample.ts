/**
 * The models' inputs read straight from a camera frame's YUV planes (`resample.ts` for an RGBA
 * frame): the detector's letterbox and the classifier's tile crops. Each plane is area-averaged
 * with the same box filter (PIL's), and only the averaged pixels are turned into RGB, so a camera
 * frame need not be converted to RGBA whole (a 1280x720 frame has 16 times as many pixels as its
 * 320x180 letterbox, and a hand's tiles cover a tenth of it). Timed in models/MODEL_CARD.md
 * "Speed". Pure: no DOM, no TF.js.
 *
 * Averaging before converting instead of after gives the same numbers, as the conversion is
 * linear, except where a pixel's RGB lies outside 0..255: the RGBA frame clamps each pixel
 * before it is averaged, this clamps the average. Such pixels are the darkest ones' noise and
 * the edges of saturated colours, where 4:2:0 gives a pixel its neighbour's chroma: on a
 * synthetic hand the letterbox differs by 0.23 levels on average and up to 16.5 at red glyphs'
 * edges; the tests bound it.
 */
import type { Letterbox } from './letterbox';
import { boxWeights, letterboxWith, type AxisWeights, type Region } from './resample';
import { LITTLE_ENDIAN, yuvCoefficients, yuvProblem, type PlaneLayout, type YuvImage } from './yuv';

/**
 * The weights of an axis of a chroma plane (half the luma's resolution) that give each output the
 * same mix as the luma weights `luma`: a chroma sample counts with the weights of the luma pixels
 * it stands for (pixel x reads sample x >> 1, as `yuvToRgba` upsamples).
 */
export function chromaWeights(luma: AxisWeights): AxisWeights {
  const outSize = luma.first.length;
  const taps = Math.ceil(luma.taps / 2) + 1;
  const first = new Int32Array(outSize);
  const count = new Int32Array(outSize);
  const weights = new Float64Array(outSize * taps);
  for (let i = 0; i < outSize; i++) {
    const from = luma.first[i]! >> 1;
    const n = luma.count[i]!;
    first[i] = from;
    count[i] = ((luma.first[i]! + n - 1) >> 1) - from + 1;
    for (let k = 0; k < n; k++) {
      const c = ((luma.first[i]! + k) >> 1) - from;
      weights[i * taps + c] = weights[i * taps + c]! + luma.weights[i * luma.taps + k]!;
    }
  }
  return { first, count, taps, weights };
}

/**
 * Working buffers, kept from call to call and grown when too small: a 1280x720 frame's letterbox
 * took 0.7 MB of fresh arrays, garbage for the collector at every frame (2.84-2.88 ms with them,
 * 2.59-2.78 ms without, Node, three runs each). Every call is synchronous and done with them when
 * it returns.
 */
const scratch = { f32: [new Float32Array(0), new Float32Array(0), new Float32Array(0), new Float32Array(0)], u32: [new Uint32Array(0), new Uint32Array(0)], f64: new Float64Array(0) };

function f32(slot: number, length: number): Float32Array {
  if (scratch.f32[slot]!.length < length) scratch.f32[slot] = new Float32Array(length);
  return scratch.f32[slot]!;
}

function u32(slot: number, length: number): Uint32Array {
  if (scratch.u32[slot]!.length < length) scratch.u32[slot] = new Uint32Array(length);
  return scratch.u32[slot]!.subarray(0, length);
}

/**
 * `n` rows of words from word `at`, `strideWords` apart, summed in two 16-bit lanes (even and odd
 * bytes) and written into `acc` as bytes times `w`: four bytes a step instead of one.
 */
function sumWords(words: Uint32Array, at: number, strideWords: number, n: number, w: number, even: Uint32Array, odd: Uint32Array, acc: Float32Array): void {
  const count = even.length;
  even.fill(0);
  odd.fill(0);
  for (let k = 0; k < n; k++) {
    const row = at + k * strideWords;
    for (let x = 0; x < count; x++) {
      const v = words[row + x]!;
      even[x] = even[x]! + (v & 0xff00ff);
      odd[x] = odd[x]! + ((v >>> 8) & 0xff00ff);
    }
  }
  for (let x = 0; x < count; x++) {
    const a = even[x]!;
    const b = odd[x]!;
    acc[4 * x] = (a & 0xffff) * w;
    acc[4 * x + 1] = (b & 0xffff) * w;
    acc[4 * x + 2] = (a >>> 16) * w;
    acc[4 * x + 3] = (b >>> 16) * w;
  }
}

/**
 * One plane of bytes (rows `stride` apart from `offset`) resampled to `wx.first.length` x
 * `wy.first.length` values 0..255, row-major: into `outs[0]`, or, where `outs` holds two, its
 * even bytes into the first and its odd bytes into the second (NV12's interleaved U and V).
 *
 * Vertical first: the source rows of an output row are summed with their weights into a
 * full-width row, a plain loop over consecutive bytes, and that one row is resampled across.
 * Across first, as `resampleRegion` goes, took 5.3 ms for a 1280x720 frame's three planes, more
 * than converting the frame and letterboxing its RGBA (Node, this machine). Where an output
 * row's source rows weigh alike (any reduction) and lie on 4-byte boundaries, they are summed
 * four bytes at a time in two 16-bit lanes of a 32-bit word.
 */
function resamplePlane(src: Uint8Array, offset: number, stride: number, wx: AxisWeights, wy: AxisWeights, outs: readonly Float32Array[]): void {
  const step = outs.length;
  const outWidth = wx.first.length;
  const outHeight = wy.first.length;
  // The columns the outputs read, from the first one's first (a crop reads a few of a wide row).
  const from = wx.first[0]!;
  const last = outWidth - 1;
  const rowBytes = (wx.first[last]! + wx.count[last]! - from) * step;
  const acc = f32(3, rowBytes);
  const words = LITTLE_ENDIAN && stride % 4 === 0 ? new Uint32Array(src.buffer, 0, src.buffer.byteLength >> 2) : null;
  const wordCount = rowBytes >> 2;
  // Each output's weight where its source columns weigh alike (any reduction), else 0.
  if (scratch.f64.length < outWidth) scratch.f64 = new Float64Array(outWidth);
  const uniform = scratch.f64;
  for (let i = 0; i < outWidth; i++) {
    const w = wx.weights[i * wx.taps]!;
    let alike = true;
    for (let t = 1; t < wx.count[i]! && alike; t++) alike = wx.weights[i * wx.taps + t] === w;
    uniform[i] = alike ? w : 0;
  }
  const even = u32(0, words === null ? 0 : wordCount);
  const odd = u32(1, words === null ? 0 : wordCount);
  for (let j = 0; j < outHeight; j++) {
    const n = wy.count[j]!;
    const wBase = j * wy.taps;
    const w0 = wy.weights[wBase]!;
    const start = offset + wy.first[j]! * stride + from * step;
    // A 16-bit lane holds 257 bytes of 255.
    let inWords = words !== null && n <= 257 && (src.byteOffset + start) % 4 === 0;
    for (let k = 1; k < n && inWords; k++) inWords = wy.weights[wBase + k] === w0;
    // Summed a word at a time, the bytes after the last whole word then one by one; or all byte by byte.
    const bytesFrom = inWords ? wordCount * 4 : 0;
    if (inWords) sumWords(words!, (src.byteOffset + start) >> 2, stride >> 2, n, w0, even, odd, acc);
    for (let k = 0; k < n; k++) {
      const w = wy.weights[wBase + k]!;
      const p = start + k * stride;
      if (k === 0) for (let x = bytesFrom; x < rowBytes; x++) acc[x] = src[p + x]! * w;
      else for (let x = bytesFrom; x < rowBytes; x++) acc[x] = acc[x]! + src[p + x]! * w;
    }
    const dst = j * outWidth;
    for (let c = 0; c < step; c++) {
      const out = outs[c]!;
      for (let i = 0; i < outWidth; i++) {
        const taps = wx.count[i]!;
        let q = (wx.first[i]! - from) * step + c;
        let sum = 0;
        const w = uniform[i]!;
        if (w > 0) {
          for (let t = 0; t < taps; t++, q += step) sum += acc[q]!;
          out[dst + i] = sum * w;
        } else {
          const tBase = i * wx.taps;
          for (let t = 0; t < taps; t++, q += step) sum += acc[q]! * wx.weights[tBase + t]!;
          out[dst + i] = sum;
        }
      }
    }
  }
}

/**
 * `region` of the image resampled to `outWidth` x `outHeight` RGB values in 0..1, written into
 * `out` from `offset`, rows `rowStride` values apart: what `resampleRegion` gives for the RGBA
 * frame converted from these planes, within the clamping described above. Throws on planes that
 * do not fit their buffer (`yuvProblem`) or an output that does not fit `out`.
 */
export function resampleYuvRegion(image: YuvImage, region: Region, outWidth: number, outHeight: number, out: Float32Array, offset = 0, rowStride = outWidth * 3): void {
  const problem = yuvProblem(image);
  if (problem !== null) throw new Error(`cannot read the ${image.format} frame: ${problem}`);
  const end = offset + (outHeight - 1) * rowStride + outWidth * 3;
  if (offset < 0 || rowStride < outWidth * 3 || end > out.length) {
    throw new RangeError(`resampleYuvRegion: ${outWidth}x${outHeight} at ${offset} (row stride ${rowStride}) does not fit a buffer of ${out.length}`);
  }
  const { width, height, data } = image;
  const wx = boxWeights(width, region.x0, region.x1, outWidth);
  const wy = boxWeights(height, region.y0, region.y1, outHeight);
  const cx = chromaWeights(wx);
  const cy = chromaWeights(wy);
  const n = outWidth * outHeight;
  const luma = f32(0, n);
  const cb = f32(1, n);
  const cr = f32(2, n);
  const yPlane = image.planes[0]!;
  resamplePlane(data, yPlane.offset, yPlane.stride, wx, wy, [luma]);
  if (image.format === 'NV12') {
    const uv = image.planes[1]!;
    resamplePlane(data, uv.offset, uv.stride, cx, cy, [cb, cr]);
  } else {
    const [, u, v] = image.planes as [unknown, PlaneLayout, PlaneLayout];
    resamplePlane(data, u.offset, u.stride, cx, cy, [cb]);
    resamplePlane(data, v.offset, v.stride, cx, cy, [cr]);
  }

  const k = yuvCoefficients(image.matrix, image.fullRange);
  // The conversion's factors with the final /255 folded in.
  const l = k.yScale / 255;
  const [yZero, rv, gu, gv, bu] = [k.yZero, k.rv / 255, k.gu / 255, k.gv / 255, k.bu / 255];
  const unit = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);
  for (let j = 0; j < outHeight; j++) {
    let o = offset + j * rowStride;
    for (let i = j * outWidth, stop = i + outWidth; i < stop; i++, o += 3) {
      const y = (luma[i]! - yZero) * l;
      const du = cb[i]! - 128;
      const dv = cr[i]! - 128;
      out[o] = unit(y + rv * dv);
      out[o + 1] = unit(y + gu * du + gv * dv);
      out[o + 2] = unit(y + bu * du);
    }
  }
}

/** `letterboxInto` for a frame still in its YUV planes (`letterboxWith`). */
export function letterboxYuvInto(image: YuvImage, lb: Letterbox, out: Float32Array, offset = 0): void {
  const whole = { x0: 0, y0: 0, x1: image.width, y1: image.height };
  letterboxWith('letterboxYuvInto', image.width, image.height, lb, out, offset, (w, h, o, at, stride) => resampleYuvRegion(image, whole, w, h, o, at, stride));
}
