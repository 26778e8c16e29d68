// The game history in real Chromium: a game with a noted ron, a draw and a chombo, read back as
// a person sees it (words, point changes, tile pictures, photo, chart) in English and German,
// and checked with axe. Point changes are worked out by hand from the payment rules.
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { Envelope, GameEvent, HandNote } from '../../../src/engine/index';
import '../../../src/ui/game/game-history';
import type { GameHistory } from '../../../src/ui/game/game-history';
import '../../../src/ui/game/points-chart';
import { expectNoSeriousViolations } from '../axe';
import { inLocale } from '../in-locale';

// A 1x1 PNG: the history shows any data:image/ URL the record holds.
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const NOTE: HandNote = {
  winner: 1,
  tiles: '234m 567p 345s 678s 22p',
  yaku: [
    ['riichi', 1],
    ['pinfu', 1],
    ['tanyao', 1],
  ],
  dora: '1m',
  thumbnail: PIXEL,
};

const envelope = (i: number, event: GameEvent, hands?: HandNote[]): Envelope => ({ id: `e${i}`, at: '2026-01-01T10:00:00Z', by: 'test', event, ...(hands ? { hands } : {}) });

// ema-2012, 30,000 each; Ann deals first.
const GAME: Envelope[] = [
  envelope(0, { v: 1, type: 'start', players: ['Ann', 'Bob', 'Carol', 'Dan'], preset: 'ema-2012' }),
  envelope(1, { v: 1, type: 'riichi', seat: 3 }),
  // E1: 3 han 30 fu non-dealer ron = 3,900, plus Dan's stick: Bob +4,900, Carol -3,900.
  envelope(2, { v: 1, type: 'ron', discarder: 2, wins: [{ winner: 1, worth: { han: 3, fu: 30 } }] }, [NOTE]),
  // E2: Ann alone tenpai, 1,000 from each of the others.
  envelope(3, { v: 1, type: 'draw', tenpai: [0] }),
  // E3, 1 counter: Carol deals and commits chombo: the dealer pays 4,000 to each.
  envelope(4, { v: 1, type: 'chombo', seat: 2 }),
];

afterEach(() => {
  document.body.replaceChildren();
});

async function mount(entries: readonly Envelope[], locale: GameHistory['locale'] = 'en'): Promise<GameHistory> {
  const el = document.createElement('game-history');
  el.entries = entries;
  document.body.append(inLocale(locale, el));
  await el.updateComplete;
  return el;
}

/** The history's rows, newest first, as [type, heading, sentence]. */
const rows = (el: GameHistory) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('ol.rows > li')].map((li) => [li.dataset.type, li.querySelector('h3')!.textContent!.trim(), li.querySelector('.what')!.textContent!.trim()]);

/** One row's point changes as shown, and which are dimmed. */
const changes = (el: GameHistory, type: string) => {
  const items = [...el.shadowRoot!.querySelectorAll<HTMLElement>(`li[data-type='${type}'] .deltas > li`)];
  return { text: items.map((li) => li.textContent!.replace(/\s+/g, ' ').trim()), dimmed: items.filter((li) => li.classList.contains('zero')).length };
};

describe('game-history', () => {
  it('lists the events newest first with their round and what happened', async () => {
    const el = await mount(GAME);
    expect(rows(el)).toEqual([
      ['chombo', 'East 3, 1 counter', 'Chombo: Carol'],
      ['draw', 'East 2', 'Exhaustive draw: tenpai Ann'],
      ['ron', 'East 1', 'Ron: Bob from Carol · 3 han 30 fu'],
      ['riichi', 'East 1', 'Riichi: Dan'],
    ]);
  });

  it('shows each player’s change with its sign and dims the players it left alone', async () => {
    const el = await mount(GAME);
    expect(changes(el, 'ron')).toEqual({ text: ['Ann 0', 'Bob +4,900', 'Carol -3,900', 'Dan 0'], dimmed: 2 });
    expect(changes(el, 'riichi')).toEqual({ text: ['Ann 0', 'Bob 0', 'Carol 0', 'Dan -1,000'], dimmed: 3 });
    expect(changes(el, 'draw')).toEqual({ text: ['Ann +3,000', 'Bob -1,000', 'Carol -1,000', 'Dan -1,000'], dimmed: 0 });
    expect(changes(el, 'chombo')).toEqual({ text: ['Ann +4,000', 'Bob +4,000', 'Carol -12,000', 'Dan +4,000'], dimmed: 0 });
  });

  it('shows a noted win’s tiles as pictures, its yaku, dora indicators and photo', async () => {
    await mount(GAME);
    const hand = page.getByRole('group', { name: 'Bob’s winning hand', exact: true });
    await expect.element(hand.getByRole('img', { name: '2 characters', exact: true })).toBeVisible();
    expect(hand.getByRole('img').elements()).toHaveLength(14);
    const yaku = page.getByRole('list', { name: 'Yaku', exact: true });
    await expect.element(yaku).toHaveTextContent('riichi 1 han');
    await expect.element(yaku).toHaveTextContent('tanyao 1 han');
    const dora = page.getByRole('group', { name: 'Dora indicators', exact: true });
    await expect.element(dora.getByRole('img', { name: '1 characters', exact: true })).toBeVisible();
    const photo = page.getByRole('img', { name: 'Photo of Bob’s winning hand', exact: true });
    await expect.element(photo).toBeVisible();
    expect(photo.element().getAttribute('src')).toBe(PIXEL);
  });

  it('shows a reading that is not tile notation as text, and never a photo from outside the record', async () => {
    const note: HandNote = { ...NOTE, tiles: 'chiitoitsu', thumbnail: 'https://example.com/hand.jpg' };
    const el = await mount([...GAME.slice(0, 2), envelope(2, GAME[2]!.event, [note])]);
    const hand = page.getByRole('group', { name: 'Bob’s winning hand', exact: true });
    await expect.element(hand).toHaveTextContent('chiitoitsu');
    expect(hand.getByRole('img').elements()).toHaveLength(0);
    expect(el.shadowRoot!.querySelector('img')).toBeNull();
  });

  it('draws the chart with one line and one marker per step for each player, and the numbers in a table', async () => {
    const el = await mount(GAME);
    const chart = el.shadowRoot!.querySelector('points-chart')!;
    await chart.updateComplete;
    const lines = [...chart.shadowRoot!.querySelectorAll('g.line')];
    expect(lines.map((g) => g.getAttribute('data-player'))).toEqual(['Ann', 'Bob', 'Carol', 'Dan']);
    // Start, E1 (riichi folded in), E2, E3.
    expect(lines.map((g) => g.querySelector('polyline')!.getAttribute('points')!.split(' ').length)).toEqual([4, 4, 4, 4]);
    expect(lines.map((g) => g.querySelectorAll('circle, rect, path').length)).toEqual([4, 4, 4, 4]);
    // Lines differ by dash as well as by colour.
    expect(new Set(lines.map((g) => g.querySelector('polyline')!.getAttribute('stroke-dasharray') ?? 'solid')).size).toBe(4);
    const table = [...chart.shadowRoot!.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent!.trim()).join(' '));
    expect(table).toEqual(['Start 30,000 30,000 30,000 30,000', 'E1 30,000 34,900 26,100 29,000', 'E2 33,000 33,900 25,100 28,000', 'E3 1 counter 37,000 37,900 13,100 32,000']);
    const svg = page.getByRole('img', { name: /^Points over the game\./ });
    await expect.element(svg).toBeVisible();
  });

  it('speaks German', async () => {
    const el = await mount(GAME, 'de');
    await expect.element(page.getByRole('heading', { name: 'Spielverlauf', exact: true })).toBeVisible();
    expect(rows(el)).toEqual([
      ['chombo', 'Ost 3, 1 Zähler', 'Chombo: Carol'],
      ['draw', 'Ost 2', 'Remis (Wand leer): Tenpai Ann'],
      ['ron', 'Ost 1', 'Ron: Bob von Carol · 3 Han 30 Fu'],
      ['riichi', 'Ost 1', 'Riichi: Dan'],
    ]);
    expect(changes(el, 'ron').text).toEqual(['Ann 0', 'Bob +4.900', 'Carol -3.900', 'Dan 0']);
    await expect.element(page.getByRole('group', { name: 'Gewinnhand von Bob', exact: true }).getByRole('img', { name: '2 Zeichen', exact: true })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Foto der Gewinnhand von Bob', exact: true })).toBeVisible();
  });

  it('says so when no hand has been played', async () => {
    const el = await mount(GAME.slice(0, 1));
    await expect.element(page.getByText('No hands played yet.', { exact: false })).toBeVisible();
    expect(el.shadowRoot!.querySelector('points-chart')).toBeNull();
  });

  it('has no serious accessibility violations, with the table open', async () => {
    const el = await mount(GAME);
    const chart = el.shadowRoot!.querySelector('points-chart')!;
    await chart.updateComplete;
    chart.shadowRoot!.querySelector('details')!.open = true;
    await expectNoSeriousViolations();
  });
});

describe('points-chart', () => {
  async function chart(series: number[][]) {
    const el = document.createElement('points-chart');
    el.players = ['Ann', 'Bob'];
    el.series = series;
    el.labels = ['Start', 'E1', 'E2'];
    document.body.append(el);
    await el.updateComplete;
    return el;
  }

  it('draws a zero line only once a score is below zero, and names the players in a legend', async () => {
    const below = await chart([
      [30000, 52000, 61000],
      [30000, 8000, -1000],
    ]);
    expect(below.shadowRoot!.querySelectorAll('line.zero')).toHaveLength(1);
    const legend = page.getByRole('list', { name: 'Players', exact: true });
    expect(legend.getByRole('listitem').elements().map((li) => li.textContent!.trim())).toEqual(['Ann', 'Bob']);
    below.remove();
    const above = await chart([
      [30000, 32000, 31000],
      [30000, 28000, 29000],
    ]);
    expect(above.shadowRoot!.querySelectorAll('line.zero')).toHaveLength(0);
  });
});
