/** Small, exact helpers for writing SVG text: numbers, attributes, elements, path mapping, hashing. */

/** A coordinate as short, stable text (2 decimals). A non-finite number is a bug in the caller. */
export function num(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`tile renderer produced a non-finite number (${n})`);
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export type AttrValue = string | number | null | undefined;

/** One element. Numbers go through `num`; null/undefined attributes are left out. */
export function el(name: string, attrs: Readonly<Record<string, AttrValue>>, children = ''): string {
  let out = `<${name}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return children === '' ? `${out}/>` : `${out}>${children}</${name}>`;
}

/** A group with an optional transform; an empty body gives nothing. */
export function group(transform: string | null, body: string, extra: Readonly<Record<string, AttrValue>> = {}): string {
  return body === '' ? '' : el('g', { transform, ...extra }, body);
}

export type PointMap = (x: number, y: number) => readonly [number, number];

/**
 * Maps every point of a path written with absolute M, L, Q, C and Z commands (the only ones our
 * glyph tables use) through `map`, so strokes keep their width while the glyph box is stretched.
 */
export function mapPath(d: string, map: PointMap): string {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+/g) ?? [];
  const out: string[] = [];
  let pending: number[] = [];
  for (const token of tokens) {
    if (/^[MLQCZ]$/.test(token)) {
      if (pending.length > 0) throw new Error(`glyph path has a dangling coordinate: ${d}`);
      out.push(token);
      continue;
    }
    pending.push(Number(token));
    if (pending.length === 2) {
      const [x, y] = map(pending[0]!, pending[1]!);
      out.push(`${num(x)} ${num(y)}`);
      pending = [];
    }
  }
  if (pending.length > 0) throw new Error(`glyph path has a dangling coordinate: ${d}`);
  return out.join(' ');
}

/** The first point of a path (`M x y ...`). */
export function startOf(d: string): readonly [number, number] {
  const m = /^M\s*(-?\d*\.?\d+)\s+(-?\d*\.?\d+)/.exec(d);
  if (!m) throw new Error(`glyph path must start with an absolute move: ${d}`);
  return [Number(m[1]), Number(m[2])];
}

/** FNV-1a, 32 bits: a stable short hash for ids and for mixing seeds. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes two colours `#rrggbb` (t = 0 gives a, 1 gives b). */
export function mixColor(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const c = pa.map((v, i) => Math.round(v + (pb[i]! - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function parseHex(color: string): number[] {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) throw new Error(`colour must be #rrggbb, got ${color}`);
  return [0, 2, 4].map((i) => parseInt(m[1]!.slice(i, i + 2), 16));
}
