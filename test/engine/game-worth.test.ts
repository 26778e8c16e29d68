/**
 * A win recorded from the engine's own score pays exactly what the scorer's settlement says:
 * the game reducer and the hand scorer share one payment computation.
 */
import { describe, expect, it } from 'vitest';
import { scoreRequestParsed, worthOf, PRESETS, type ScoreRequest } from '../../src/engine/index';
import { context, melds } from './referee';
import { play, ron, start, tsumo } from './game-play';

const scoreOf = (concealed: string, winTile: string, meldSpec: string, situation: string) => {
  const req: ScoreRequest = { hand: { concealed, win_tile: winTile, melds: melds(meldSpec) }, context: context(situation) };
  const r = scoreRequestParsed(req, PRESETS['ema-2012']);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

describe('win events from the scorer (ema-2012)', () => {
  it('a regular ron by South off North pays the settlement', () => {
    const score = scoreOf('234567m234p33444s', '4s', '', 'ron S E riichi');
    const s = play(start('ema-2012'), ron(3, 1, worthOf(score)));
    const paid = (score.settlement.payments as { discarder: number }).discarder;
    expect(s.points).toEqual([30000, 30000 + score.settlement.total, 30000, 30000 - paid]);
  });

  it('a yakuman tsumo by South records its multiple and pays the settlement', () => {
    const score = scoreOf('111z22z', '2z', 'pon 555z, pon 666z, pon 777z', 'tsumo S E');
    expect(worthOf(score)).toEqual({ yakuman: 1 });
    const s = play(start('ema-2012'), tsumo(1, worthOf(score)));
    expect(s.points[1]! - 30000).toBe(score.settlement.total);
  });
});
