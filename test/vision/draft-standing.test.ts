// The outside judgement `npm run eval` counts: every draft recognition gives is a legal hand, or
// no legal hand with tiles marked to check; an impossible one is what the guard must prevent.
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../src/engine/index';
import { draftStanding } from '../../src/vision/draft-standing';
import { guardDraft } from '../../src/vision/legal-draft';
import type { RecognisedHand } from '../../src/vision/types';
import { draft } from './drafts';

const RED = PRESETS['ema-2012'];
const NO_RED = PRESETS['ema-2016'];

const LEGAL = '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 2z';

/** The same draft with its first concealed tile marked to check. */
const withDoubt = (d: RecognisedHand): RecognisedHand => ({
  ...d,
  provenance: { ...d.provenance, concealed: d.provenance.concealed.map((s, i) => (i === 0 ? { ...s, doubted: true as const } : s)) },
});

describe('draftStanding', () => {
  it('a legal hand is legal, under either preset', () => {
    expect(draftStanding(draft({ concealed: LEGAL }), RED)).toBe('legal');
    expect(draftStanding(draft({ concealed: LEGAL }), NO_RED)).toBe('legal');
  });

  it('no legal hand: impossible with nothing marked, doubted once a tile is', () => {
    const short = draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 1z 1z 2z 2z 2z' });
    expect(draftStanding(short, RED)).toBe('impossible');
    expect(draftStanding(withDoubt(short), RED)).toBe('doubted');
  });

  it('a meld not of its type, or too many red fives, is impossible even with tiles marked', () => {
    const badChow = draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z', melds: [{ type: 'chi', tiles: '5s 4s 3z', called_index: 0 }] });
    expect(draftStanding(withDoubt(badChow), RED)).toBe('impossible');
    const twoReds = draft({ concealed: '0m 0m 5m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 2z' });
    expect(draftStanding(withDoubt(twoReds), RED)).toBe('impossible');
    // Without red fives in the set even one is impossible as given (the guard shows it plain).
    expect(draftStanding(draft({ concealed: '0m 4m 6m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 2z' }), NO_RED)).toBe('impossible');
  });

  it('the guard turns each of those into legal or doubted', () => {
    const cases = [
      draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 1z 1z 2z 2z 2z' }),
      draft({ concealed: '1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z', melds: [{ type: 'chi', tiles: '5s 4s 3z', called_index: 0 }] }),
      draft({ concealed: '0m 0m 5m 4p 5p 6p 7s 8s 9s 1z 1z 2z 2z 2z' }),
    ];
    for (const d of cases) expect(draftStanding(guardDraft(d, RED).draft, RED)).not.toBe('impossible');
  });
});
