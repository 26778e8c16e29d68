// The game dialogs' forms turned into events: each problem a form can have, the exact event of
// each valid form, and the engine's refusal surfacing from the dry run before anything is recorded.
import { describe, expect, it } from 'vitest';
import { PRESETS, PRESET_NAMES, reduce, type GameState, type PresetName, type Seat } from '../../../src/engine/index';
import { adjustSum, checkForm, maxWinners, parseWhole, type FormOutcome, type GameForm, type WinForm, type WorthForm } from '../../../src/ui/game/game-forms';
import { play, riichi, start } from '../../engine/game-play';

const game = (preset: PresetName = 'ema-2012', ...more: Parameters<typeof riichi>[0][]): GameState => play(start(preset), ...more.map(riichi));

const hanFu = (han: string, fu: string): WorthForm => ({ yakuman: false, han, fu, multiple: '1' });
const yakuman = (multiple: string): WorthForm => ({ yakuman: true, han: '', fu: '30', multiple });
const win = (winner: Seat, worth: WorthForm = hanFu('3', '30'), liable: Seat | null = null): WinForm => ({ winner, worth, liable });
const ronForm = (discarder: Seat | null, wins: WinForm[], onRiichiDiscard = false): GameForm => ({ type: 'win', by: 'ron', discarder, wins, onRiichiDiscard });
const tsumoForm = (...wins: WinForm[]): GameForm => ({ type: 'win', by: 'tsumo', discarder: null, wins, onRiichiDiscard: false });
const adjustForm = (deltas: string[], reason = 'wrong payment'): GameForm => ({ type: 'adjust', deltas, reason });

const problems = (o: FormOutcome) => (o.kind === 'problems' ? o.problems : []);
const refusalOf = (o: FormOutcome) => (o.kind === 'refused' ? o.error.code : o.kind);
const eventOf = (o: FormOutcome) => {
  if (o.kind !== 'event') expect.fail(`expected an event, got ${JSON.stringify(o)}`);
  return o.event;
};

describe('checkForm: form problems', () => {
  it('a win with no winner', () => {
    expect(problems(checkForm(game(), ronForm(1, [])))).toEqual([{ code: 'no_winner' }]);
    expect(problems(checkForm(game(), tsumoForm()))).toEqual([{ code: 'no_winner' }]);
  });

  it('a ron with no discarder, or the discarder among the winners', () => {
    expect(problems(checkForm(game(), ronForm(null, [win(0)])))).toEqual([{ code: 'no_discarder' }]);
    expect(problems(checkForm(game(), ronForm(2, [win(2)])))).toEqual([{ code: 'discarder_is_winner' }]);
  });

  // The bounds are the preset's (engine maxHanOf, maxFuOf, maxYakumanOf): ema-2012 counts up to
  // 101 han, 140 fu, and a double yakuman at most.
  it('han out of range: empty, zero, a fraction, above what the preset can count', () => {
    for (const han of ['', '0', '2.5', '102', 'x']) {
      expect(problems(checkForm(game(), tsumoForm(win(3, hanFu(han, '30')))))).toEqual([{ code: 'han_out_of_range', seat: 3, max: 101 }]);
    }
  });

  it('fu out of range or not a minipoint count', () => {
    for (const fu of ['', '10', '35', '150', '22', '1000000000']) {
      expect(problems(checkForm(game(), tsumoForm(win(1, hanFu('2', fu)))))).toEqual([{ code: 'fu_out_of_range', seat: 1, max: 140 }]);
    }
  });

  it('20 or 25 fu with one han is not a hand', () => {
    expect(problems(checkForm(game(), tsumoForm(win(0, hanFu('1', '20')))))).toEqual([{ code: 'fu_not_for_han', seat: 0, han: 1, fu: 20 }]);
    expect(problems(checkForm(game(), ronForm(0, [win(1, hanFu('1', '25'))])))).toEqual([{ code: 'fu_not_for_han', seat: 1, han: 1, fu: 25 }]);
    expect(checkForm(game(), tsumoForm(win(0, hanFu('2', '20')))).kind).toBe('event');
    // On a discard a pinfu hand counts 30: 20 fu is a self-draw's only.
    expect(problems(checkForm(game(), ronForm(0, [win(1, hanFu('2', '20'))])))).toEqual([{ code: 'fu_not_for_ron', seat: 1, fu: 20 }]);
  });

  it('yakuman multiple out of range', () => {
    for (const multiple of ['0', '3', '', '1.5']) {
      expect(problems(checkForm(game(), tsumoForm(win(2, yakuman(multiple)))))).toEqual([{ code: 'yakuman_out_of_range', seat: 2, max: 2 }]);
    }
  });

  it('more winners than the preset allows: one for tsumo, one on a discard under japanese', () => {
    expect(problems(checkForm(game(), tsumoForm(win(0), win(1))))).toEqual([{ code: 'too_many_winners', max: 1 }]);
    expect(problems(checkForm(game('japanese'), ronForm(0, [win(1), win(2)])))).toEqual([{ code: 'too_many_winners', max: 1 }]);
  });

  it('a chombo or nagashi with no player, an abortive draw with no reason', () => {
    expect(problems(checkForm(game(), { type: 'chombo', seat: null }))).toEqual([{ code: 'no_player' }]);
    expect(problems(checkForm(game(), { type: 'nagashi', seat: null, tenpai: [] }))).toEqual([{ code: 'no_player' }]);
    expect(problems(checkForm(game('ema-2008'), { type: 'abortive', reason: null }))).toEqual([{ code: 'no_reason' }]);
  });

  it('an adjustment that does not sum to zero says by how much', () => {
    expect(problems(checkForm(game(), adjustForm(['1000', '-500', '', '0'])))).toEqual([{ code: 'adjust_not_zero', sum: 500 }]);
    expect(problems(checkForm(game(), adjustForm(['-1000', '0', '0', '0'])))).toEqual([{ code: 'adjust_not_zero', sum: -1000 }]);
  });

  it('an adjustment field that is not a whole number, all zeros, an empty reason', () => {
    expect(problems(checkForm(game(), adjustForm(['1000', '-1000', '1e3', '0'])))).toEqual([{ code: 'adjust_not_whole', seat: 2 }]);
    expect(problems(checkForm(game(), adjustForm(['0', '', ' ', '0'])))).toEqual([{ code: 'adjust_all_zero' }]);
    expect(problems(checkForm(game(), adjustForm(['1000', '-1000', '', ''], '  ')))).toEqual([{ code: 'empty_reason' }]);
  });

  it('reports every problem of a form at once', () => {
    expect(problems(checkForm(game(), ronForm(null, [win(1, hanFu('', '')), win(2, yakuman('9'))])))).toEqual([
      { code: 'no_discarder' },
      { code: 'han_out_of_range', seat: 1, max: 101 },
      { code: 'fu_out_of_range', seat: 1, max: 140 },
      { code: 'yakuman_out_of_range', seat: 2, max: 2 },
    ]);
  });
});

describe('checkForm: valid forms give the exact event', () => {
  it('ron with a liable player, on the riichi-declaring discard', () => {
    const o = checkForm(game('ema-2012', 2), ronForm(2, [win(0, yakuman('1'), 3)], true));
    expect(eventOf(o)).toEqual({ v: 1, type: 'ron', discarder: 2, wins: [{ winner: 0, worth: { yakuman: 1 }, liable: 3 }], onRiichiDiscard: true });
  });

  it('ron without the riichi flag has no onRiichiDiscard key', () => {
    expect(eventOf(checkForm(game(), ronForm(0, [win(1, hanFu(' 3 ', '40'))])))).toEqual({ v: 1, type: 'ron', discarder: 0, wins: [{ winner: 1, worth: { han: 3, fu: 40 } }] });
  });

  it('double ron under ema-2012, winners in seat order; refused under japanese', () => {
    const form = ronForm(0, [win(3, hanFu('2', '30')), win(1, hanFu('5', '30'))]);
    expect(eventOf(checkForm(game('ema-2012'), form))).toEqual({
      v: 1,
      type: 'ron',
      discarder: 0,
      wins: [
        { winner: 1, worth: { han: 5, fu: 30 } },
        { winner: 3, worth: { han: 2, fu: 30 } },
      ],
    });
    expect(checkForm(game('japanese'), form).kind).toBe('problems');
  });

  it('tsumo', () => {
    expect(eventOf(checkForm(game(), tsumoForm(win(2, hanFu('4', '25')))))).toEqual({ v: 1, type: 'tsumo', win: { winner: 2, worth: { han: 4, fu: 25 } } });
  });

  it('exhaustive draw: tenpai seats sorted, none for all noten', () => {
    expect(eventOf(checkForm(game(), { type: 'draw', tenpai: [3, 0] }))).toEqual({ v: 1, type: 'draw', tenpai: [0, 3] });
    expect(eventOf(checkForm(game(), { type: 'draw', tenpai: [] }))).toEqual({ v: 1, type: 'draw', tenpai: [] });
  });

  it('chombo', () => {
    expect(eventOf(checkForm(game(), { type: 'chombo', seat: 1 }))).toEqual({ v: 1, type: 'chombo', seat: 1 });
  });

  it('adjustment: blanks are zero, a typographic minus reads, the reason is trimmed', () => {
    expect(eventOf(checkForm(game(), adjustForm(['2000', '\u22122000', '', ''], ' miscount ')))).toEqual({
      v: 1,
      type: 'adjust',
      deltas: [2000, -2000, 0, 0],
      reason: 'miscount',
    });
  });

  it('abortive draw where the preset has them', () => {
    expect(eventOf(checkForm(game('ema-2008'), { type: 'abortive', reason: 'nine-terminals' }))).toEqual({ v: 1, type: 'abortive', reason: 'nine-terminals' });
  });

  it('nagashi mangan where the preset has it', () => {
    expect(eventOf(checkForm(game('ema-2012'), { type: 'nagashi', seat: 2, tenpai: [2, 1] }))).toEqual({ v: 1, type: 'nagashi', seat: 2, tenpai: [1, 2] });
  });

  it('comes with the state the event leads to, as the reducer gives it', () => {
    const s = game();
    const o = checkForm(s, { type: 'chombo', seat: 1 });
    if (o.kind !== 'event') expect.fail(o.kind);
    const r = reduce(s, o.event);
    expect(r.ok && r.value).toEqual(o.next);
  });
});

describe('checkForm: the rules refuse before anything is recorded', () => {
  it('abortive draws under a preset without them', () => {
    const without = PRESET_NAMES.filter((p) => !PRESETS[p].game.abortiveDraws);
    expect(without.length).toBeGreaterThan(0);
    for (const p of without) expect(refusalOf(checkForm(game(p), { type: 'abortive', reason: 'four-winds' }))).toBe('no_abortive_draws');
  });

  it('nagashi mangan under a preset without it', () => {
    const without = PRESET_NAMES.filter((p) => !PRESETS[p].nagashiMangan);
    expect(without.length).toBeGreaterThan(0);
    for (const p of without) expect(refusalOf(checkForm(game(p), { type: 'nagashi', seat: 0, tenpai: [] }))).toBe('no_nagashi_mangan');
  });

  it('a riichi declarer left noten at a draw', () => {
    expect(refusalOf(checkForm(game('ema-2012', 1), { type: 'draw', tenpai: [0] }))).toBe('riichi_not_tenpai');
  });

  it('a win on the riichi discard of a player who did not declare', () => {
    expect(refusalOf(checkForm(game(), ronForm(2, [win(0)], true)))).toBe('riichi_discard_without_riichi');
  });

  it('the liable player is the winner', () => {
    expect(refusalOf(checkForm(game(), tsumoForm(win(0, yakuman('1'), 0))))).toBe('bad_liable');
  });

  it('a four-riichi washout without four riichi', () => {
    expect(refusalOf(checkForm(game('ema-2008', 0, 1), { type: 'abortive', reason: 'four-riichi' }))).toBe('not_four_riichi');
  });
});

describe('helpers', () => {
  it('maxWinners: everyone but the discarder where multiple ron is allowed, else one', () => {
    expect(maxWinners('ema-2012')).toBe(3);
    expect(maxWinners('japanese')).toBe(1);
    expect(maxWinners('kansai-sanma')).toBe(1);
  });

  it('parseWhole and adjustSum', () => {
    expect(parseWhole(' -1 000 ')).toBe(-1000);
    expect(parseWhole('+300')).toBe(300);
    expect(parseWhole('1,000')).toBeNull();
    expect(adjustSum(['1000', '', '-300'])).toBe(700);
    expect(adjustSum(['1000', 'abc'])).toBeNull();
  });
});
