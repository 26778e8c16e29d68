/**
 * Photo-like degradations of a rendered scene, in the pixel domain on RGBA buffers (plain JS, no
 * native code): a perspective warp of the tile layer over the table, a lighting gradient, a soft
 * shadow band, slight blur and noise. Deterministic for a given random source.
 */
import { type Homography, type Quad, applyHomography, homographyFromQuads, invertHomography, tiltQuad } from '../homography';

export interface Rgba {
  readonly width: number;
  readonly height: number;
  /** RGBA, 4 bytes a pixel, not premultiplied. */
  readonly data: Uint8Array;
}

export interface PhotoEffects {
  /** Where the image corners go (TL, TR, BR, BL): the camera's tilt. */
  readonly quad: Quad;
  readonly tiltDeg: number;
  /** Overall brightness, and a linear gradient across the frame (gain at the far end minus near). */
  readonly brightness: number;
  readonly gradient: number;
  readonly gradientAngleDeg: number;
  /** Per-channel gain (a colour cast). */
  readonly cast: readonly [number, number, number];
  /** A soft shadow band: null, or its line (angle, offset from centre in diagonals), width and darkness. */
  readonly shadow: { readonly angleDeg: number; readonly offset: number; readonly width: number; readonly darkness: number } | null;
  /** Binomial blur passes (0 = sharp). */
  readonly blur: number;
  /** Noise standard deviation, in levels of 255. */
  readonly noise: number;
  readonly jpegQuality: number;
}

export function randomEffects(width: number, height: number, rnd: () => number): PhotoEffects {
  const between = (lo: number, hi: number): number => lo + (hi - lo) * rnd();
  const tiltDeg = rnd() < 0.8 ? between(0, 45) : 0;
  const base = tiltQuad(width, height, tiltDeg, between(-0.7, 0.7));
  // A little extra corner play: the camera is never perfectly square to the table.
  const j = 0.015 * Math.min(width, height);
  const quad = base.map(([x, y]) => [clamp(x + between(-j, j), 0, width), clamp(y + between(-j, j), 0, height)] as const) as unknown as Quad;
  return {
    quad,
    tiltDeg,
    brightness: between(0.75, 1.15),
    gradient: between(-0.45, 0.45),
    gradientAngleDeg: between(0, 360),
    cast: [between(0.93, 1.07), between(0.95, 1.05), between(0.9, 1.08)],
    shadow: rnd() < 0.45 ? { angleDeg: between(0, 180), offset: between(-0.4, 0.4), width: between(0.08, 0.3), darkness: between(0.45, 0.8) } : null,
    blur: rnd() < 0.4 ? 0 : rnd() < 0.85 ? 1 : 2,
    noise: between(0, 7),
    jpegQuality: Math.round(between(45, 95)),
  };
}

const clamp = (v: number, lo: number, hi: number): number => (v < lo ? lo : v > hi ? hi : v);

/** The homography of the effects' camera tilt (image corners -> quad). */
export function tiltHomography(width: number, height: number, quad: Quad): Homography {
  return homographyFromQuads(
    [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ],
    quad,
  );
}

/**
 * Warps `layer` by `h` (source -> destination) and paints it over `base` (same size), bilinear,
 * alpha-weighted so transparent edges do not darken. Writes into `base`.
 */
export function warpOver(base: Rgba, layer: Rgba, h: Homography): void {
  const { width, height } = base;
  const inv = invertHomography(h);
  const src = layer.data;
  const dst = base.data;
  const sw = layer.width;
  const sh = layer.height;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = inv;
  for (let y = 0; y < height; y++) {
    const py = y + 0.5;
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const den = h6 * px + h7 * py + h8;
      const u = (h0 * px + h1 * py + h2) / den - 0.5;
      const v = (h3 * px + h4 * py + h5) / den - 0.5;
      if (u < -1 || v < -1 || u > sw || v > sh) continue;
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const fx = u - x0;
      const fy = v - y0;
      let a = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < 4; k++) {
        const sx = x0 + (k & 1);
        const sy = y0 + (k >> 1);
        if (sx < 0 || sy < 0 || sx >= sw || sy >= sh) continue;
        const wgt = (k & 1 ? fx : 1 - fx) * (k >> 1 ? fy : 1 - fy);
        const i = (sy * sw + sx) * 4;
        const wa = wgt * src[i + 3]!;
        a += wa;
        r += wa * src[i]!;
        g += wa * src[i + 1]!;
        b += wa * src[i + 2]!;
      }
      if (a <= 0) continue;
      const o = (y * width + x) * 4;
      const alpha = a / 255;
      dst[o] = dst[o]! * (1 - alpha) + r / a * alpha;
      dst[o + 1] = dst[o + 1]! * (1 - alpha) + g / a * alpha;
      dst[o + 2] = dst[o + 2]! * (1 - alpha) + b / a * alpha;
      dst[o + 3] = 255;
    }
  }
}

/** Lighting gradient, colour cast and shadow band: one gain per pixel and channel. */
export function applyLighting(img: Rgba, fx: PhotoEffects): void {
  const { width, height, data } = img;
  const diag = Math.hypot(width, height);
  const ga = (fx.gradientAngleDeg * Math.PI) / 180;
  const [gx, gy] = [Math.cos(ga) / diag, Math.sin(ga) / diag];
  const sh = fx.shadow;
  const sa = sh ? (sh.angleDeg * Math.PI) / 180 : 0;
  const [nx, ny] = [-Math.sin(sa), Math.cos(sa)];
  const half = sh ? (sh.width * diag) / 2 : 0;
  const soft = half * 0.6;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let gain = fx.brightness * (1 + fx.gradient * ((x - width / 2) * gx + (y - height / 2) * gy));
      if (sh) {
        const d = Math.abs((x - width / 2) * nx + (y - height / 2) * ny - sh.offset * diag);
        // Full darkness inside the band, a smoothstep out to `soft` beyond its edge.
        const t = clamp((d - half) / soft + 1, 0, 1);
        const s = t * t * (3 - 2 * t);
        gain *= sh.darkness + (1 - sh.darkness) * s;
      }
      const o = (y * width + x) * 4;
      data[o] = clamp(data[o]! * gain * fx.cast[0], 0, 255);
      data[o + 1] = clamp(data[o + 1]! * gain * fx.cast[1], 0, 255);
      data[o + 2] = clamp(data[o + 2]! * gain * fx.cast[2], 0, 255);
    }
  }
}

/** `passes` of a separable [1 2 1]/4 blur (RGB). */
export function blur(img: Rgba, passes: number): void {
  const { width, height, data } = img;
  const tmp = new Uint8Array(data.length);
  for (let p = 0; p < passes; p++) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 4;
        const l = (y * width + Math.max(0, x - 1)) * 4;
        const r = (y * width + Math.min(width - 1, x + 1)) * 4;
        for (let c = 0; c < 3; c++) tmp[o + c] = (data[l + c]! + 2 * data[o + c]! + data[r + c]! + 2) >> 2;
        tmp[o + 3] = data[o + 3]!;
      }
    }
    for (let y = 0; y < height; y++) {
      const up = Math.max(0, y - 1);
      const down = Math.min(height - 1, y + 1);
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 4;
        const a = (up * width + x) * 4;
        const b = (down * width + x) * 4;
        for (let c = 0; c < 3; c++) data[o + c] = (tmp[a + c]! + 2 * tmp[o + c]! + tmp[b + c]! + 2) >> 2;
      }
    }
  }
}

/**
 * Zero-mean Gaussian noise of standard deviation `sigma`, per channel: a table of normal values
 * drawn from `rnd`, indexed by a fast xorshift seeded from it (a few ms a frame, not 60).
 */
export function addNoise(img: Rgba, sigma: number, rnd: () => number): void {
  if (sigma <= 0) return;
  const { data } = img;
  const table = new Float32Array(4096);
  for (let i = 0; i < table.length; i += 2) {
    const r = Math.sqrt(-2 * Math.log(1 - rnd()));
    const a = 2 * Math.PI * rnd();
    table[i] = r * Math.cos(a) * sigma;
    table[i + 1] = r * Math.sin(a) * sigma;
  }
  let state = (Math.floor(rnd() * 0xffffffff) | 1) >>> 0;
  for (let o = 0; o < data.length; o += 4) {
    for (let c = 0; c < 3; c++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      data[o + c] = clamp(data[o + c]! + table[(state >>> 20) & 4095]!, 0, 255);
    }
  }
}

/** Axis-aligned bounds of an outline after the homography, clamped to the image. */
export function warpedBounds(h: Homography, outline: readonly (readonly [number, number])[], width: number, height: number): { x: number; y: number; w: number; h: number } {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [u, v] of outline) {
    const [x, y] = applyHomography(h, u, v);
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  const round = (v: number): number => Math.round(v * 10) / 10;
  const [cx0, cy0, cx1, cy1] = [clamp(x0, 0, width), clamp(y0, 0, height), clamp(x1, 0, width), clamp(y1, 0, height)];
  return { x: round(cx0), y: round(cy0), w: round(cx1 - cx0), h: round(cy1 - cy0) };
}
