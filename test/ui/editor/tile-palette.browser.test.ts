// The tile palette in real Chromium: one tab stop, arrow keys over rows of different lengths,
// picks by click and by key, each tile named after itself.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RENDER_TILES } from '../../../src/vision/render/index';
import '../../../src/ui/editor/tile-palette';
import type { TilePalette } from '../../../src/ui/editor/tile-palette';

let palette: TilePalette;
let picks: string[];

beforeEach(async () => {
  palette = document.createElement('tile-palette');
  palette.label = 'All tiles';
  palette.tiles = RENDER_TILES;
  // Characters, circles, bamboo, honours (7), then the red fives and the back (4).
  palette.rowStarts = [9, 18, 27, 34];
  picks = [];
  palette.addEventListener('tile-pick', (e) => picks.push(e.detail.tile));
  document.body.append(palette);
  await palette.updateComplete;
});

afterEach(() => {
  document.body.replaceChildren();
});

const names = (els: readonly Element[]) => els.map((e) => e.getAttribute('aria-label'));
const focused = () => palette.shadowRoot!.activeElement?.getAttribute('aria-label');

describe('tile-palette', () => {
  it('names every tile, 38 in all, and is one stop in the tab order', async () => {
    const buttons = page.getByRole('group', { name: 'All tiles' }).getByRole('button').elements();
    expect(buttons.map((b) => b.getAttribute('aria-label')).slice(0, 2)).toEqual(['1 characters', '2 characters']);
    expect(buttons).toHaveLength(38);
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
  });

  it('moves by row and column with the arrow keys, shorter rows taking their last tile', async () => {
    palette.focus();
    await expect.poll(focused).toBe('1 characters');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{End}');
    expect(focused()).toBe('Face-down tile');
    await userEvent.keyboard('{ArrowUp}');
    // The back is the fourth tile of its row: up is the fourth honour.
    expect(focused()).toBe('North wind');
    await userEvent.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(focused()).toBe('9 bamboo');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('Red dragon');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('Face-down tile');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(focused()).toBe('Face-down tile');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(focused()).toBe('1 characters');
    // The tab stop follows the focus, so Tab out and back returns to the same tile.
    await userEvent.keyboard('{End}');
    const stops = palette.shadowRoot!.querySelectorAll('button[tabindex="0"]');
    expect([...stops].map((b) => b.getAttribute('aria-label'))).toEqual(['Face-down tile']);
  });

  it('picks a tile with Enter, Space or a click', async () => {
    palette.focus();
    await expect.poll(focused).toBe('1 characters');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await userEvent.keyboard('{ArrowRight} ');
    await page.getByRole('button', { name: 'red 5 circles' }).click();
    expect(picks).toEqual(['2m', '3m', '0p']);
  });

  it('marks the tile being changed as pressed, and red fives with a letter', async () => {
    palette.current = '7z';
    await palette.updateComplete;
    const pressed = palette.shadowRoot!.querySelectorAll('button[aria-pressed="true"]');
    expect([...pressed].map((b) => b.getAttribute('aria-label'))).toEqual(['Red dragon']);
    const marked = [...palette.shadowRoot!.querySelectorAll('button')].filter((b) => b.querySelector('tile-image')!.shadowRoot!.querySelector('.red'));
    expect(marked.map((b) => b.getAttribute('aria-label'))).toEqual(['red 5 characters', 'red 5 circles', 'red 5 bamboo']);
  });

  it('shows a note under each tile and says it with the tile’s name', async () => {
    palette.tiles = ['6p', '4p'];
    palette.notes = ['30%', '20%'];
    palette.rowStarts = [];
    await palette.updateComplete;
    const buttons = page.getByRole('group', { name: 'All tiles' }).getByRole('button').elements();
    expect(names(buttons)).toEqual(['6 circles, 30%', '4 circles, 20%']);
    await expect.element(page.getByText('30%')).toBeVisible();
  });
});
