// The tile renderer: every tile in every style is a well-formed, self-contained SVG; the same
// arguments always give the same text; every tile of a style looks different from every other;
// rotations turn the picture; the style registry keeps one style out of training.
import { describe, expect, it } from 'vitest';
import {
  CALIBRATION_TEST_STYLES,
  DEFAULT_UI_STYLE,
  HELD_OUT_STYLES,
  RENDER_TILES,
  ROTATIONS,
  TILE_KINDS,
  TILE_STYLE_NAMES,
  TILE_STYLES,
  TRAINING_STYLES,
  type RenderTile,
  type TileStyle,
  isRenderTile,
  renderTileSvg,
  tileSvgSize,
} from '../../src/vision/render/index';

const STYLES = Object.values(TILE_STYLES);

/**
 * A small XML well-formedness check: tags balance and nest, attributes are `name="value"`, no
 * attribute holds NaN/undefined/null/Infinity, text holds no stray `<` or `>`.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
  let at = 0;
  let roots = 0;
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const text = xml.slice(at, lt === -1 ? xml.length : lt);
    if (text.includes('>')) problems.push(`stray '>' in text at ${at}`);
    if (lt === -1) break;
    token.lastIndex = lt;
    const m = token.exec(xml);
    if (!m) {
      problems.push(`malformed tag at ${lt}: ${xml.slice(lt, lt + 40)}`);
      break;
    }
    const [, closing, name, attrs, selfClosing] = m;
    for (const [, key, value] of attrs!.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      if (/NaN|undefined|null|Infinity/.test(value!)) problems.push(`<${name} ${key}="${value}">`);
    }
    const keys = [...attrs!.matchAll(/([\w:-]+)="/g)].map((k) => k[1]);
    if (new Set(keys).size !== keys.length) problems.push(`duplicate attribute in <${name}>`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name!);
    } else if (stack.length === 0) {
      roots++;
    }
    at = token.lastIndex;
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

/** Everything but the accessible name, which says which tile it is without drawing it. */
const artOf = (svg: string): string => svg.replace(/<title>.*?<\/title>/, '').replace(/ aria-label="[^"]*"/, '');
/** How many shapes a picture draws. */
const marks = (svg: string): number => svg.match(/<(path|circle|ellipse|rect|line)\b/g)?.length ?? 0;
const viewBoxOf = (svg: string): string => /viewBox="([^"]*)"/.exec(svg)![1]!;

describe('the well-formedness check used below', () => {
  it('catches what it is meant to catch', () => {
    expect(xmlProblems('<svg><g><rect x="1"/></g></svg>')).toEqual([]);
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><rect x="NaN"/></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><rect x="undefined"/></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><rect x=1/></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg x="1" x="2"></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg></svg><svg></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg>a > b</svg>')).not.toEqual([]);
  });
});

describe('the tile list', () => {
  it('has the 34 kinds, the three red fives and the back, each once', () => {
    expect(TILE_KINDS).toHaveLength(34);
    expect(RENDER_TILES).toHaveLength(38);
    expect(new Set(RENDER_TILES).size).toBe(38);
    expect(RENDER_TILES).toEqual(expect.arrayContaining(['1m', '9p', '5s', '7z', '0m', '0p', '0s', 'back']));
  });

  it('accepts exactly those names', () => {
    for (const t of RENDER_TILES) expect(isRenderTile(t)).toBe(true);
    for (const t of ['0z', '8z', '10m', '5x', '', 'Back', '5', 5, null]) expect(isRenderTile(t)).toBe(false);
  });
});

describe('the style registry', () => {
  it('has at least five named styles, keyed by their names', () => {
    expect(STYLES.length).toBeGreaterThanOrEqual(5);
    for (const [key, style] of Object.entries(TILE_STYLES)) expect(style.name).toBe(key);
    expect(Object.keys(TILE_STYLES)).toEqual([...TILE_STYLE_NAMES]);
  });

  it('keeps at least one style out of training, and the app style in', () => {
    expect(HELD_OUT_STYLES.length).toBeGreaterThanOrEqual(1);
    expect(HELD_OUT_STYLES.every((s) => s.heldOut)).toBe(true);
    expect(TRAINING_STYLES.some((s) => s.heldOut)).toBe(false);
    expect(TRAINING_STYLES.length + HELD_OUT_STYLES.length + CALIBRATION_TEST_STYLES.length).toBe(STYLES.length);
    expect(DEFAULT_UI_STYLE.heldOut).toBe(false);
  });

  it('keeps the calibration test style out of training and out of the held-out set', () => {
    expect(CALIBRATION_TEST_STYLES.map((s) => s.name)).toEqual(['orchid']);
    for (const s of CALIBRATION_TEST_STYLES) {
      expect(s.heldOut).toBe(true);
      expect(TRAINING_STYLES).not.toContain(s);
      expect(HELD_OUT_STYLES).not.toContain(s);
    }
  });

  it('varies the look across styles: bodies, backs, glyph looks, frames, indices, 1 bamboo and white dragon', () => {
    const distinct = (f: (s: TileStyle) => unknown) => new Set(STYLES.map(f)).size;
    expect(distinct((s) => s.body)).toBe(STYLES.length);
    expect(distinct((s) => s.back)).toBe(STYLES.length);
    expect(distinct((s) => s.glyphLook)).toBe(3);
    expect(distinct((s) => s.strokeWeight)).toBeGreaterThanOrEqual(3);
    expect(distinct((s) => s.frame === null)).toBe(2);
    expect(distinct((s) => s.cornerIndex)).toBe(2);
    expect(distinct((s) => s.oneBamboo)).toBe(2);
    expect(distinct((s) => s.whiteDragon)).toBe(2);
    expect(distinct((s) => s.pinLook)).toBe(2);
  });
});

describe.each(STYLES.map((s) => [s.name, s] as const))('style %s', (_name, style) => {
  it('renders every tile as one well-formed, self-contained SVG document', () => {
    for (const tile of RENDER_TILES) {
      for (const rotation of ROTATIONS) {
        const svg = renderTileSvg(tile, style, { rotation, seed: 7 });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="')).toBe(true);
        expect(xmlProblems(svg), `${tile} at ${rotation}`).toEqual([]);
        // Nothing from outside: no links, images, fonts or text set in a font.
        expect(svg).not.toMatch(/href|<image|<text|font|@import|url\((?!#)/);
        // Every reference points at something defined in the same document.
        for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${id}"`);
      }
    }
  });

  it('draws every tile differently from every other tile', () => {
    const arts = RENDER_TILES.map((t) => artOf(renderTileSvg(t, style)));
    expect(new Set(arts).size).toBe(RENDER_TILES.length);
  });

  it('prints on every face: only the white dragon may be blank, and only if the style says so', () => {
    const blank = marks(renderTileSvg('5z', { ...style, whiteDragon: 'blank' }));
    for (const t of RENDER_TILES) {
      if (t === 'back' || (t === '5z' && style.whiteDragon === 'blank')) continue;
      expect(marks(renderTileSvg(t, style)), t).toBeGreaterThan(blank);
    }
  });

  it('gives the same text for the same tile, style, rotation and seed', () => {
    for (const tile of RENDER_TILES) {
      expect(renderTileSvg(tile, style, { seed: 42, rotation: 90 })).toBe(renderTileSvg(tile, style, { seed: 42, rotation: 90 }));
      expect(renderTileSvg(tile, style)).toBe(renderTileSvg(tile, style));
    }
  });

  it('varies the print with the seed, and draws clean without one', () => {
    const seeds = [1, 2, 3, 4, 5].map((seed) => renderTileSvg('5p', style, { seed }));
    expect(new Set(seeds).size).toBe(5);
    expect(seeds).not.toContain(renderTileSvg('5p', style));
  });

  it('turns the picture with the rotation: sideways tiles swap width and height', () => {
    const { width, height } = tileSvgSize(style);
    expect(width / height).toBeGreaterThan(0.6);
    expect(width / height).toBeLessThan(0.8);
    const upright = renderTileSvg('3m', style);
    expect(viewBoxOf(upright)).toBe(`0 0 ${width} ${height}`);
    for (const rotation of [90, 270] as const) {
      const sideways = renderTileSvg('3m', style, { rotation });
      const size = tileSvgSize(style, rotation);
      expect(size.width).toBeGreaterThan(size.height);
      expect(viewBoxOf(sideways)).toBe(`0 0 ${size.width} ${size.height}`);
      expect(sideways).toMatch(new RegExp(`<g transform="[^"]*rotate\\(${rotation}\\)"`));
    }
    const upsideDown = renderTileSvg('3m', style, { rotation: 180 });
    expect(viewBoxOf(upsideDown)).toBe(viewBoxOf(upright));
    expect(upsideDown).toContain('rotate(180)');
    const all = ROTATIONS.map((rotation) => renderTileSvg('3m', style, { rotation }));
    expect(new Set(all).size).toBe(4);
  });
});

describe('renderTileSvg', () => {
  it('draws red fives in red where the plain five has other inks', () => {
    const style = TILE_STYLES.classic;
    const red = style.palette.red;
    for (const [plain, redFive] of [['5m', '0m'], ['5p', '0p'], ['5s', '0s']] as const) {
      const count = (svg: string) => svg.split(`"${red}"`).length - 1;
      expect(count(renderTileSvg(redFive, style)), redFive).toBeGreaterThan(count(renderTileSvg(plain, style)));
      expect(renderTileSvg(redFive, style)).not.toContain(`"${style.palette.blue}"`);
    }
  });

  it('tells a face-down tile from a blank white dragon by colour', () => {
    for (const style of STYLES) {
      expect(renderTileSvg('back', style)).toContain(style.back);
      expect(artOf(renderTileSvg('back', style))).not.toBe(artOf(renderTileSvg('5z', style)));
    }
  });

  it('adds an accessible name only when asked, escaped', () => {
    const plain = renderTileSvg('1z', DEFAULT_UI_STYLE);
    expect(plain).not.toContain('role=');
    const named = renderTileSvg('1z', DEFAULT_UI_STYLE, { label: 'East <wind> & "co"' });
    expect(named).toContain('role="img"');
    expect(named).toContain('aria-label="East &lt;wind&gt; &amp; &quot;co&quot;"');
    expect(named).toContain('<title>East &lt;wind&gt; &amp; &quot;co&quot;</title>');
    expect(xmlProblems(named)).toEqual([]);
  });

  it('refuses a tile or rotation it does not know, naming it', () => {
    expect(() => renderTileSvg('8z' as RenderTile, DEFAULT_UI_STYLE)).toThrow(/unknown tile '8z'/);
    expect(() => renderTileSvg('1m', DEFAULT_UI_STYLE, { rotation: 45 as 0 })).toThrow(/rotation must be/);
  });

  it('shows corner indices only in styles that have them', () => {
    const withIndex = STYLES.find((s) => s.cornerIndex)!;
    const without = STYLES.find((s) => !s.cornerIndex)!;
    const flip = (style: TileStyle) => ({ ...style, cornerIndex: !style.cornerIndex });
    for (const t of ['7p', '1z', '0m'] as const) {
      expect(marks(renderTileSvg(t, withIndex)), t).toBeGreaterThan(marks(renderTileSvg(t, flip(withIndex))));
      expect(marks(renderTileSvg(t, without)), t).toBeLessThan(marks(renderTileSvg(t, flip(without))));
    }
    // Dragons carry no index.
    expect(marks(renderTileSvg('7z', withIndex))).toBe(marks(renderTileSvg('7z', flip(withIndex))));
  });
});
