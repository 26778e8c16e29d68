// Auto-capture's state machine fed frame by frame: it takes a hand only after N identical legal
// frames, once, and indicators that come and go do not make it another hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTO_CAPTURE_DEFAULTS,
  AUTO_CAPTURE_START,
  type AutoCaptureOptions,
  type FrameReading,
  autoCaptureProgress,
  autoCaptureStep,
  autoCaptureTaken,
  handKey,
  steadyCandidate,
} from '../../../src/ui/capture/auto-capture';
import type { RecognisedMeld, Severity, VisionWarningCode } from '../../../src/vision/types';

type Warning = FrameReading['warnings'][number];

/** A frame reading `concealed` + `win`, legal unless said otherwise. */
function frame(concealed: string, win: string, extra: { melds?: RecognisedMeld[]; warnings?: Warning[]; legal?: boolean; dora?: string[] } = {}): FrameReading & { draft: { dora_indicators: string[] } } {
  return {
    draft: { concealed, win_tile: win as FrameReading['draft']['win_tile'], melds: extra.melds ?? [], dora_indicators: extra.dora ?? ['2z'] },
    decoding: { readings: extra.legal === false ? [] : [{}] },
    warnings: extra.warnings ?? [],
  };
}

const warning = (code: VisionWarningCode, severity: Severity): Warning => ({ code, severity });

// Three legal hands (the camera scene's, a pinfu, a hand with a pung called) and their variants.
const HANDS = [
  () => frame('88m55567p666s444z8p', '8p'),
  () => frame('234m567m234p678s55s', '5s'),
  () => frame('123m456p789s1z1z', '1z', { melds: [{ type: 'pon', tiles: '777z', called_index: 1 }] }),
];

/** Runs the frames through the machine; the indices of the frames that captured. */
function run(frames: readonly (FrameReading | null)[], options: AutoCaptureOptions = AUTO_CAPTURE_DEFAULTS): number[] {
  let state = AUTO_CAPTURE_START;
  const captured: number[] = [];
  frames.forEach((f, i) => {
    const step = autoCaptureStep(state, f, options);
    state = step.state;
    if (step.capture) captured.push(i);
  });
  return captured;
}

const repeat = <T>(n: number, make: () => T): T[] => Array.from({ length: n }, make);

describe('which frames count', () => {
  it('a legal hand with no blocking warning counts; its key ignores tile order and the indicators', () => {
    const a = frame('88m55567p666s444z8p', '8p', { dora: ['2z'] });
    const b = frame('55567p88m444z666s8p', '8p', { dora: ['3z', '7p'] });
    expect(steadyCandidate(a)).not.toBeNull();
    expect(steadyCandidate(a)).toBe(steadyCandidate(b));
    expect(handKey(a.draft)).not.toBe(handKey(frame('88m55567p666s444z8p', '5p').draft));
    expect(handKey(a.draft)).not.toBe(handKey(frame('88m05567p666s444z8p', '8p').draft)); // a red five is another hand
  });

  it('no frame, no legal reading, an error or a layout ambiguity keeps a frame from counting', () => {
    expect(steadyCandidate(null)).toBeNull();
    expect(steadyCandidate(frame('88m55567p666s444z', '8p', { legal: false }))).toBeNull();
    expect(steadyCandidate({ ...frame('88m55567p666s444z8p', '8p'), decoding: null })).toBeNull();
    expect(steadyCandidate(frame('88m55567p666s444z8p', '8p', { warnings: [warning('tile_count', 'error')] }))).toBeNull();
    for (const code of ['ambiguous_orientation', 'ambiguous_grouping', 'no_winning_tile', 'unclear_meld', 'ungrouped_tiles'] as const) {
      expect(steadyCandidate(frame('88m55567p666s444z8p', '8p', { warnings: [warning(code, 'warning')] })), code).toBeNull();
    }
  });

  it('tiles to check, a corrected reading or clutter set aside do not block', () => {
    const warnings = [warning('low_confidence', 'warning'), warning('rules_corrected', 'warning'), warning('borderline_gap', 'warning'), warning('clutter_excluded', 'info')];
    expect(steadyCandidate(frame('88m55567p666s444z8p', '8p', { warnings }))).not.toBeNull();
  });
});

describe('autoCaptureStep', () => {
  it('takes a still hand once, on its Nth frame, however long it stays', () => {
    expect(run(repeat(200, HANDS[0]!))).toEqual([4]);
    expect(run(repeat(200, HANDS[0]!), { frames: 3, rearmAfter: 30 })).toEqual([2]);
  });

  it('counts progress up to N, then says the hand in view is taken', () => {
    let state = AUTO_CAPTURE_START;
    const seen: string[] = [];
    for (let i = 0; i < 7; i++) {
      state = autoCaptureStep(state, HANDS[0]!()).state;
      const p = autoCaptureProgress(state);
      seen.push(`${p.seen}/${p.needed}${p.taken ? ' taken' : ''}`);
    }
    expect(seen).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5 taken', '5/5 taken', '5/5 taken']);
  });

  it('a different hand, a missing frame or a blocked frame starts the count again', () => {
    const blocked = frame('88m55567p666s444z8p', '8p', { warnings: [warning('ambiguous_grouping', 'warning')] });
    expect(run([...repeat(4, HANDS[0]!), HANDS[1]!(), ...repeat(4, HANDS[0]!)])).toEqual([]);
    expect(run([...repeat(4, HANDS[0]!), null, ...repeat(4, HANDS[0]!)])).toEqual([]);
    expect(run([...repeat(4, HANDS[0]!), blocked, ...repeat(5, HANDS[0]!)])).toEqual([9]);
  });

  it('takes the next hand as soon as it is steady, and the first again only after it was gone rearmAfter frames', () => {
    expect(run([...repeat(10, HANDS[0]!), ...repeat(10, HANDS[1]!), ...repeat(10, HANDS[0]!)])).toEqual([4, 14, 24]);
    // A looping clip: the hand laid out again after a short gap is the hand already taken.
    const loop = [...repeat(8, () => null), ...repeat(20, HANDS[0]!)];
    expect(run([...loop, ...loop, ...loop])).toEqual([12]);
    expect(run([...repeat(10, HANDS[0]!), ...repeat(30, () => null), ...repeat(10, HANDS[0]!)])).toEqual([4, 44]);
    expect(run([...repeat(10, HANDS[0]!), ...repeat(29, () => null), ...repeat(10, HANDS[0]!)])).toEqual([4]);
  });

  it('does not take a hand the person already took with a tap', () => {
    let state = autoCaptureStep(AUTO_CAPTURE_START, HANDS[0]!()).state;
    state = autoCaptureTaken(state, HANDS[0]!());
    let captures = 0;
    for (let i = 0; i < 20; i++) {
      const step = autoCaptureStep(state, HANDS[0]!());
      state = step.state;
      if (step.capture) captures++;
    }
    expect(captures).toBe(0);
    expect(autoCaptureTaken(state, null)).toBe(state);
  });
});

// ----- properties --------------------------------------------------------------------------------

const DORA = ['1m', '2z', '7p', '3s', '0p'];

/** A frame: one of the hands (with any indicators, or blocked, or illegal), or none. */
const frameArb: fc.Arbitrary<FrameReading | null> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.integer({ min: 0, max: HANDS.length - 1 }), fc.subarray(DORA)).map(([h, dora]) => ({ ...HANDS[h]!(), draft: { ...HANDS[h]!().draft, dora_indicators: dora } })) },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: HANDS.length - 1 }).map((h) => ({ ...HANDS[h]!(), warnings: [warning('unclear_meld', 'warning')] })) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: HANDS.length - 1 }).map((h) => ({ ...HANDS[h]!(), decoding: { readings: [] } })) },
);
/** Runs of one frame repeated: still hands with moments between them. */
const clipArb = fc.array(fc.tuple(frameArb, fc.integer({ min: 1, max: 12 })), { maxLength: 30 }).map((runs) => runs.flatMap(([f, n]) => repeat(n, () => f)));
const optionsArb = fc.record({ frames: fc.integer({ min: 1, max: 8 }), rearmAfter: fc.integer({ min: 1, max: 20 }) });

describe('auto-capture properties', () => {
  it('never takes a hand before N consecutive frames read it', () => {
    fc.assert(
      fc.property(clipArb, optionsArb, (frames, options) => {
        for (const i of run(frames, options)) {
          if (i + 1 < options.frames) return false;
          const key = steadyCandidate(frames[i]!);
          if (key === null) return false;
          for (let j = i - options.frames + 1; j <= i; j++) if (steadyCandidate(frames[j]!) !== key) return false;
        }
        return true;
      }),
    );
  });

  it('never takes the same hand twice unless it was gone rearmAfter frames in between', () => {
    fc.assert(
      fc.property(clipArb, optionsArb, (frames, options) => {
        const captures = run(frames, options);
        return captures.every((i, n) => {
          const next = captures[n + 1];
          if (next === undefined) return true;
          const key = steadyCandidate(frames[i]!);
          if (steadyCandidate(frames[next]!) !== key) return true;
          let gone = 0;
          for (let j = i + 1; j < next; j++) {
            gone = steadyCandidate(frames[j]!) === key ? 0 : gone + 1;
            if (gone >= options.rearmAfter) return true;
          }
          return false;
        });
      }),
    );
  });

  it('takes a hand read N times in a row with indicators coming and going, exactly once, on its Nth frame', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: HANDS.length - 1 }), fc.array(fc.subarray(DORA), { minLength: 1, maxLength: 60 }), optionsArb, (h, indicators, options) => {
        const frames = indicators.map((dora) => ({ ...HANDS[h]!(), draft: { ...HANDS[h]!().draft, dora_indicators: dora } }));
        expect(run(frames, options)).toEqual(frames.length >= options.frames ? [options.frames - 1] : []);
      }),
    );
  });
});
