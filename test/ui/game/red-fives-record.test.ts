/**
 * Red fives are kept in what a win leaves behind (issue 20): the scored reading, the hand note the
 * game records beside the win (which the history draws and the overlay shows) and the hands CSV.
 * The probe: a hand scored with two red-five han was recorded as `(5555m) 55p`.
 */
import { describe, expect, it } from 'vitest';
import { append, emptyLog, handsCsv, scoreRequest, type Envelope, type GameLog } from '../../../src/engine/index';
import { DEFAULT_SITUATION, scoreHand } from '../../../src/ui/score/situation';
import { typedHand } from '../typed-hand';
import { scoredWin, winEvent } from '../../../src/ui/game/win-record';
import { play, start } from '../../engine/game-play';
import { overlayStateOf } from '../../../src/relay/overlay-state';
import { parseOverlayState } from '../../../src/relay/overlay-shape';

// A concealed kong of fives with the red one, and a pair of fives with the red one: 2 red-five han.
const HAND = typedHand('12p789s234s05p win:3p ankan:0555m');
const SITUATION = { ...DEFAULT_SITUATION, preset: 'ema-2012', win: 'tsumo', seatWind: '2z', flags: { ...DEFAULT_SITUATION.flags, riichi: true } } as const;

function envelope(id: string, e: Envelope['event'], hands?: Envelope['hands']): Envelope {
  return { id, at: '2026-11-26T00:00:00Z', by: 'test', event: e, ...(hands ? { hands } : {}) };
}

describe('red fives in recorded hands', () => {
  it('the scored reading writes each red five where the hand holds it', () => {
    const r = scoreHand(HAND, SITUATION);
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
    const scored = scoredWin(state, HAND, SITUATION, scoreHand(HAND, SITUATION));
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
    const pairs = typedHand('1122m05p3344s66s7z win:7z');
    const situation = { ...SITUATION, flags: { ...SITUATION.flags, riichi: false } };
    const result = scoreHand(pairs, situation);
    expect(result.reading).toBe('chiitoitsu');
    const scored = scoredWin(play(start('ema-2012')), pairs, situation, result);
    if (!scored.ok) throw new Error(scored.error.code);
    expect(scored.value.note.tiles).toBe('1122m05p334466s77z');
  });
});
