/**
 * Red fives are kept in what a win leaves behind (issue 20): the scored reading, the hand note the
 * game records beside the win (which the history draws and the overlay shows) and the hands CSV.
 * The probe: a hand scored with two red-five han was recorded as `(5555m) 55p`.
 */
import { describe, expect, it } from 'vitest';
import { append, emptyLog, handsCsv, scoreRequest, type Envelope, type GameLog } from '../../../src/engine/index';
import { EXAMPLE_DRAFT, scoreDraft, type HandDraft } from '../../../src/ui/score/draft';
import { scoredWin, winEvent } from '../../../src/ui/game/win-record';
import { play, start } from '../../engine/game-play';
import { overlayStateOf } from '../../../src/relay/overlay-state';
import { parseOverlayState } from '../../../src/relay/overlay-shape';

// A concealed kong of fives with the red one, and a pair of fives with the red one: 2 red-five han.
const DRAFT: HandDraft = {
  ...EXAMPLE_DRAFT,
  preset: 'ema-2012',
  concealed: '123p789s234s05p',
  winTile: '3p',
  melds: [{ type: 'ankan', tiles: '0555m' }],
  dora: '',
  win: 'tsumo',
  seatWind: '2z',
  flags: { ...EXAMPLE_DRAFT.flags, riichi: true },
};

function envelope(id: string, e: Envelope['event'], hands?: Envelope['hands']): Envelope {
  return { id, at: '2026-11-26T00:00:00Z', by: 'test', event: e, ...(hands ? { hands } : {}) };
}

describe('red fives in recorded hands', () => {
  it('the scored reading writes each red five where the hand holds it', () => {
    const r = scoreDraft(DRAFT);
    expect(r.yaku).toContainEqual(['Aka Dora', 2, false]);
    expect(r.reading).toBe('123p 234s 789s (0555m) 05p');
  });

  it('a red five in an open meld stays in that meld, one among concealed sets on the first five of its suit', () => {
    const r = scoreRequest({ hand: { concealed: '345m406p555z22m', win_tile: '2m', melds: [{ type: 'pon', tiles: '550s' }] }, context: { win: 'ron', seat_wind: '2z', round_wind: '1z' } }, 'ema-2012');
    expect(r.error).toBeNull();
    expect(r.reading).toBe('345m 406p 555z [055s] 22m');
  });

  it('the game keeps the red fives in its hand note and in the hands CSV (was "(5555m) 55p")', () => {
    const first = append(emptyLog, envelope('e1', start('ema-2012')));
    if (!first.ok) throw new Error(first.error.code);
    const state = play(start('ema-2012'));
    const scored = scoredWin(state, DRAFT, scoreDraft(DRAFT));
    if (!scored.ok) throw new Error(scored.error.code);
    expect(scored.value.note.tiles).toBe('123p 234s 789s (0555m) 05p');
    const second = append(first.value, envelope('e2', winEvent(scored.value.win, scored.value.discarder), [scored.value.note]));
    if (!second.ok) throw new Error(second.error.code);
    const log: GameLog = second.value;
    const csv = handsCsv(log);
    expect(csv).toContain('123p 234s 789s (0555m) 05p');
    expect(csv).not.toContain('(5555m) 55p');
    // The stream overlay shows the same note: its state keeps the red fives and passes the relay's shape check.
    const overlay = overlayStateOf('Club night', log);
    expect(overlay?.lastHand?.wins[0]?.tiles).toBe('123p 234s 789s (0555m) 05p');
    expect(parseOverlayState(JSON.parse(JSON.stringify(overlay))).ok).toBe(true);
  });

  it('seven pairs are recorded with their tiles as entered, red fives included (the reading only names them)', () => {
    const pairs: HandDraft = { ...DRAFT, concealed: '1122m05p3344s66s7z', winTile: '7z', melds: [], flags: { ...DRAFT.flags, riichi: false } };
    const result = scoreDraft(pairs);
    expect(result.reading).toBe('chiitoitsu');
    const scored = scoredWin(play(start('ema-2012')), pairs, result);
    if (!scored.ok) throw new Error(scored.error.code);
    expect(scored.value.note.tiles).toBe('1122m05p3344s66s7z7z');
  });
});
