// Tile pictures in real Chromium: <tile-image> draws an SVG image named after its tile, and the
// score breakdown shows the scored reading's tiles as pictures next to its text. The results come
// from the real engine.
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { scoreRequest, type ScoreRequest } from '../../../src/engine/index';
import '../../../src/ui/score/score-breakdown';
import '../../../src/ui/shared/tile-image';
import type { TileImage } from '../../../src/ui/shared/tile-image';

afterEach(() => {
  document.body.replaceChildren();
});

async function mountTile(attrs: Record<string, string>): Promise<TileImage> {
  const el = document.createElement('tile-image');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const image = (name: string) => page.getByRole('img', { name, exact: true });

describe('tile-image', () => {
  it('draws an upright SVG picture named after its tile', async () => {
    await mountTile({ tile: '5m' });
    await expect.element(image('5 characters')).toBeVisible();
    const svg = image('5 characters').element();
    expect(svg).toBeInstanceOf(SVGSVGElement);
    const box = svg.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(10);
    expect(box.height / box.width).toBeGreaterThan(1.2);
    // Drawn from shapes, not text in a font.
    expect(svg.querySelectorAll('path, circle, rect').length).toBeGreaterThan(5);
    expect(svg.querySelector('text, image, foreignObject')).toBeNull();
  });

  it.each([
    ['0p', 'red 5 circles'],
    ['1s', '1 bamboo'],
    ['9m', '9 characters'],
    ['1z', 'East wind'],
    ['4z', 'North wind'],
    ['5z', 'White dragon'],
    ['6z', 'Green dragon'],
    ['7z', 'Red dragon'],
    ['back', 'Face-down tile'],
  ])('names %s "%s"', async (tile, name) => {
    await mountTile({ tile });
    await expect.element(image(name)).toBeVisible();
    expect(page.getByRole('img').all()).toHaveLength(1);
  });

  it('marks a red five with a visible letter, hidden from screen readers, and no other tile', async () => {
    const red = await mountTile({ tile: '0s' });
    const plain = await mountTile({ tile: '5s' });
    const mark = red.shadowRoot!.querySelector<HTMLElement>('.red')!;
    expect(mark.textContent).toBe('R');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    const box = mark.getBoundingClientRect();
    const tile = red.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(3);
    expect(box.right).toBeLessThanOrEqual(tile.right);
    expect(box.bottom).toBeLessThanOrEqual(tile.bottom);
    expect(plain.shadowRoot!.querySelector('.red')).toBeNull();
    await expect.element(image('red 5 bamboo')).toBeVisible();
    red.locale = 'ja';
    await red.updateComplete;
    expect(red.shadowRoot!.querySelector('.red')!.textContent).toBe('赤');
  });

  it('follows changes of its tile', async () => {
    const el = await mountTile({ tile: '2p' });
    await expect.element(image('2 circles')).toBeVisible();
    el.tile = '3p';
    await expect.element(image('3 circles')).toBeVisible();
    expect(image('2 circles').query()).toBeNull();
  });

  it('lies sideways when rotated a quarter turn', async () => {
    await mountTile({ tile: '7s', rotation: '90' });
    const box = image('7 bamboo').element().getBoundingClientRect();
    expect(box.width).toBeGreaterThan(box.height);
  });

  it('draws another style when asked, and falls back to the app style for an unknown one', async () => {
    const app = await mountTile({ tile: '1s' });
    const classic = await mountTile({ tile: '1s', 'tile-style': 'classic' });
    const unknown = await mountTile({ tile: '1s', 'tile-style': 'no-such-style' });
    const svgOf = (el: TileImage) => el.shadowRoot!.querySelector('svg')!.outerHTML;
    expect(svgOf(classic)).not.toBe(svgOf(app));
    expect(svgOf(unknown)).toBe(svgOf(app));
  });

  it('shows nothing for something that is not a tile', async () => {
    await mountTile({ tile: '8z' });
    await mountTile({ tile: '' });
    expect(page.getByRole('img').all()).toHaveLength(0);
  });
});

const CONTEXT = { win: 'ron', seat_wind: '2z', round_wind: '1z' } as const;

async function mountBreakdown(hand: ScoreRequest['hand']) {
  const el = document.createElement('score-breakdown');
  el.result = scoreRequest({ hand, context: CONTEXT } as ScoreRequest, 'ema-2016');
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const score = () => page.getByRole('region', { name: 'Score', exact: true });
const handTiles = () => score().getByRole('group', { name: 'Hand tiles', exact: true });
const names = (imgs: readonly HTMLElement[] | readonly Element[]) => imgs.map((e) => e.getAttribute('aria-label'));

describe('score-breakdown tile pictures', () => {
  it('shows one picture per tile of a plain hand, 14, in the order of the reading text', async () => {
    await mountBreakdown({ concealed: '123m456p789s11222z', win_tile: '2z', melds: [] });
    await expect.element(score()).toHaveTextContent('Hand: 123m 456p 789s 222z 11z');
    await expect.poll(() => handTiles().getByRole('img').all().length).toBe(14);
    expect(names(handTiles().getByRole('img').elements())).toEqual([
      ...['1 characters', '2 characters', '3 characters'],
      ...['4 circles', '5 circles', '6 circles'],
      ...['7 bamboo', '8 bamboo', '9 bamboo'],
      ...['South wind', 'South wind', 'South wind'],
      ...['East wind', 'East wind'],
    ]);
    for (const img of handTiles().getByRole('img').elements()) {
      expect(img.getBoundingClientRect().width).toBeGreaterThan(10);
    }
  });

  it('marks a called meld and a concealed kong, one picture per tile (15)', async () => {
    await mountBreakdown({
      concealed: '123m456p11z',
      win_tile: '3m',
      melds: [
        { type: 'pon', tiles: '777z', called_index: 0 },
        { type: 'ankan', tiles: '1111s' },
      ],
    });
    await expect.element(score()).toHaveTextContent('Hand: 123m 456p [777z] (1111s) 11z');
    await expect.poll(() => handTiles().getByRole('img').all().length).toBe(15);
    const called = handTiles().getByRole('group', { name: 'called', exact: true });
    const kong = handTiles().getByRole('group', { name: 'concealed kong', exact: true });
    expect(names(called.getByRole('img').elements())).toEqual(['Red dragon', 'Red dragon', 'Red dragon']);
    expect(names(kong.getByRole('img').elements())).toEqual(['1 bamboo', '1 bamboo', '1 bamboo', '1 bamboo']);
  });

  it('keeps only the text for a reading that names its form (seven pairs)', async () => {
    await mountBreakdown({ concealed: '1155m2288p3399s11z', win_tile: '1z', melds: [] });
    await expect.element(score()).toHaveTextContent('Hand: chiitoitsu');
    expect(handTiles().query()).toBeNull();
    expect(score().getByRole('img').all()).toHaveLength(0);
  });

  it('shows no pictures for an error result', async () => {
    await mountBreakdown({ concealed: '123m456p789s1122z', win_tile: '3z', melds: [] });
    await expect.element(page.getByRole('alert')).toBeVisible();
    expect(score().getByRole('img').all()).toHaveLength(0);
  });
});
