// What an uncertain tile's alternatives do to the score, scored by the real engine. Points by hand
// (base = fu x 2^(han+2); a non-dealer ron pays 4 x base, rounded up to 100).
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITUATION } from '../../../src/ui/score/situation';
import { confirmTile } from '../../../src/ui/editor/hand-edit';
import { draftFromReading } from '../../../src/vision/hand-draft';
import { scoreImpacts, totalOf } from '../../../src/ui/score/score-impact';
import type { RecognisedHand, TileSource } from '../../../src/vision/types';
import { src } from '../tile-source';

/**
 * 123m 456p 789s 1z 3z 222z + 2z in the default situation (South seat, East round, ron): the
 * second East read as West at 0.5 (East 0.45), so the hand as read is incomplete. The dora
 * indicator 1p read at 0.6 (East 0.3), an ura indicator 4s at 0.5 (5s 0.4). The player declared
 * riichi (RIICHI below): ura indicators are turned over only then (issue 20 refuses them otherwise;
 * this fixture had them without riichi, so its figures gained riichi's han).
 */
function draft(): RecognisedHand {
  const row = [...'123456789'].map((d, i) => src(i, `${d}${'mps'[Math.floor(i / 3)]}` as TileSource['seen'], 0.99));
  return {
    concealed: '123m456p789s13222z',
    win_tile: '2z',
    melds: [],
    dora_indicators: ['1p'],
    ura_indicators: ['4s'],
    provenance: {
      concealed: [...row, src(9, '1z', 0.99), src(10, '3z', 0.5, ['1z', 0.45], ['4z', 0.03]), src(11, '2z', 0.99), src(12, '2z', 0.99), src(13, '2z', 0.99)],
      win_tile: src(13, '2z', 0.99),
      melds: [],
      dora_indicators: [src(20, '1p', 0.6, ['1z', 0.3])],
      ura_indicators: [src(21, '4s', 0.5, ['5s', 0.4])],
    },
  };
}

const RIICHI = { ...DEFAULT_SITUATION, flags: { ...DEFAULT_SITUATION.flags, riichi: true } };

describe('scoreImpacts', () => {
  it('scores each alternative of each flagged tile, and says which tiles matter', () => {
    const hand = draftFromReading(draft());
    expect(totalOf(hand, RIICHI)).toBe(0); // 13 tiles that make no hand: no valid win
    const impacts = scoreImpacts(hand, RIICHI);
    expect(impacts.map((i) => i.at)).toEqual([{ row: 'concealed', index: 10 }, { row: 'dora', index: 0 }, { row: 'ura', index: 0 }]);

    // West -> East completes the hand: riichi + yakuhai (South pung) 2 han 40 fu = 2,560 -> 2,600.
    const [west, dora, ura] = impacts;
    expect(west!.alternatives.map((a) => [a.tile, a.total, a.delta])).toEqual([
      ['1z', 2600, 2600],
      ['4z', 0, 0],
    ]);
    expect(west!.matters).toBe(true);
    // While the hand is no win, no indicator changes anything.
    expect(dora!.matters).toBe(false);
    expect(ura!.matters).toBe(false);
  });

  it('weighs an indicator against the corrected hand: East as dora indicator makes the South pung three dora', () => {
    const hand = draftFromReading(draft());
    const corrected = { ...hand, concealed: hand.concealed.map((t, i) => (i === 10 ? { ...t, tile: '1z' as const, confirmed: true } : t)) };
    expect(totalOf(corrected, RIICHI)).toBe(2600);
    const [dora, ura] = scoreImpacts(corrected, RIICHI);
    // 5 han (riichi, yakuhai, three dora): a mangan, 8,000.
    expect(dora!.alternatives).toEqual([{ tile: '1z', p: 0.3, total: 8000, delta: 5400 }]);
    expect(dora!.matters).toBe(true);
    // The ura indicator read as 5s would point at 6s: no tile of the hand.
    expect(ura!.alternatives.map((a) => a.delta)).toEqual([0]);
    expect(ura!.matters).toBe(false);
  });

  it('leaves out tiles the person has confirmed, and gives nothing when no tile is flagged', () => {
    const hand = draftFromReading(draft());
    const checked = confirmTile(confirmTile(confirmTile(hand, { row: 'concealed', index: 10 }), { row: 'dora', index: 0 }), { row: 'ura', index: 0 });
    expect(scoreImpacts(checked, RIICHI)).toEqual([]);
    expect(scoreImpacts(hand, RIICHI, 0.4)).toEqual([]);
  });
});
