/**
 * From the game dialogs' values to a game event (issue 5). Pure and DOM-free: the dialogs of
 * `<game-actions>` hold their fields as the user left them (numbers as typed text), this turns
 * them into a `GameEvent`, or says what the form lacks. A form that reads well is then tried on the
 * engine's reducer, so a rules refusal is shown while the dialog is still open, before anything is
 * recorded. The rules stay in the engine: the checks here are only what a form must settle before
 * there is an event to ask about (a number that is not one, a choice left empty).
 */
import { POINTS_LIMIT, PRESETS, adjustProblem, fuChoicesOf, maxFuOf, maxHanOf, maxYakumanOf, reduce, worthProblem, type AbortiveReason, type GameError, type GameEvent, type GameState, type HandWorth, type PresetName, type Seat, type Win } from '../../engine/index';

export type { AbortiveReason };

/**
 * The bounds of the worth fields under a preset: the engine's own (`worthProblem` checks them),
 * so the dialog offers exactly what an import accepts.
 */
export function worthBounds(preset: PresetName): { readonly hanMax: number; readonly fuChoices: readonly number[]; readonly fuMax: number; readonly yakumanMax: number } {
  const rules = PRESETS[preset];
  return { hanMax: maxHanOf(rules), fuChoices: fuChoicesOf(rules), fuMax: maxFuOf(rules), yakumanMax: maxYakumanOf(rules) };
}

/** One winner's worth as the dialog holds it: han and fu, or a yakuman multiple. */
export interface WorthForm {
  readonly yakuman: boolean;
  readonly han: string;
  readonly fu: string;
  readonly multiple: string;
}

export interface WinForm {
  readonly winner: Seat;
  readonly worth: WorthForm;
  readonly liable: Seat | null;
}

export type GameForm =
  | { readonly type: 'win'; readonly by: 'ron' | 'tsumo'; readonly discarder: Seat | null; readonly wins: readonly WinForm[]; readonly onRiichiDiscard: boolean }
  | { readonly type: 'draw'; readonly tenpai: readonly Seat[] }
  | { readonly type: 'abortive'; readonly reason: AbortiveReason | null }
  | { readonly type: 'nagashi'; readonly seat: Seat | null; readonly tenpai: readonly Seat[] }
  | { readonly type: 'chombo'; readonly seat: Seat | null }
  | { readonly type: 'adjust'; readonly deltas: readonly string[]; readonly reason: string };

export type GameFormType = GameForm['type'];

/** What a form lacks before it makes an event; `seat` names the winner or player a field belongs to. */
export type FormProblem =
  | { readonly code: 'no_winner' }
  | { readonly code: 'too_many_winners'; readonly max: number }
  | { readonly code: 'no_discarder' }
  | { readonly code: 'discarder_is_winner' }
  | { readonly code: 'han_out_of_range'; readonly seat: Seat; readonly max: number }
  | { readonly code: 'fu_out_of_range'; readonly seat: Seat; readonly max: number }
  | { readonly code: 'fu_not_for_han'; readonly seat: Seat; readonly han: number; readonly fu: number }
  | { readonly code: 'fu_not_for_ron'; readonly seat: Seat; readonly fu: number }
  | { readonly code: 'yakuman_out_of_range'; readonly seat: Seat; readonly max: number }
  | { readonly code: 'no_player' }
  | { readonly code: 'no_reason' }
  | { readonly code: 'adjust_not_whole'; readonly seat: Seat }
  | { readonly code: 'adjust_out_of_range'; readonly seat: Seat; readonly max: number }
  | { readonly code: 'adjust_not_zero'; readonly sum: number }
  | { readonly code: 'adjust_all_zero' }
  | { readonly code: 'empty_reason' };

export type FormProblemCode = FormProblem['code'];

export type FormOutcome =
  | { readonly kind: 'event'; readonly event: GameEvent; readonly next: GameState }
  | { readonly kind: 'problems'; readonly problems: readonly FormProblem[] }
  | { readonly kind: 'refused'; readonly error: GameError };

/**
 * How many players may win on one discard: one where the preset takes only the first winner,
 * else everyone but the discarder. The dialog offers that many, so the limit is the form's own.
 */
export function maxWinners(preset: PresetName): number {
  const rules = PRESETS[preset];
  return rules.game.multipleRon ? rules.players - 1 : 1;
}

/** A whole number as typed: blank is none; a typographic minus and spaces are accepted. */
export function parseWhole(text: string): number | null {
  const t = text.replace(/\s/g, '').replace(/\u2212/g, '-');
  return /^[+-]?\d{1,9}$/.test(t) ? Number(t) : null;
}

/** The adjustment's running sum, blanks counting as zero; `null` while a field is not a number. */
export function adjustSum(deltas: readonly string[]): number | null {
  let sum = 0;
  for (const d of deltas) {
    const n = d.trim() === '' ? 0 : parseWhole(d);
    if (n === null) return null;
    sum += n;
  }
  return sum;
}

/** The worth as typed, checked by the engine's `worthProblem`: the one check an import applies too. */
function worthOf(w: WinForm, preset: PresetName, by: 'ron' | 'tsumo', problems: FormProblem[]): HandWorth | null {
  const seat = w.winner;
  const rules = PRESETS[preset];
  if (w.worth.yakuman) {
    const multiple = parseWhole(w.worth.multiple);
    if (multiple === null || worthProblem({ yakuman: multiple }, rules, by) !== null) {
      problems.push({ code: 'yakuman_out_of_range', seat, max: maxYakumanOf(rules) });
      return null;
    }
    return { yakuman: multiple };
  }
  // A field left blank or not a number is out of range; each field says so on its own.
  const han = parseWhole(w.worth.han) ?? Number.NaN;
  const fu = parseWhole(w.worth.fu) ?? Number.NaN;
  const hanOk = worthProblem({ han, fu: 30 }, rules, by) !== 'han_out_of_range';
  const fuOk = worthProblem({ han: 2, fu }, rules, 'tsumo') !== 'fu_out_of_range';
  if (!hanOk) problems.push({ code: 'han_out_of_range', seat, max: maxHanOf(rules) });
  if (!fuOk) problems.push({ code: 'fu_out_of_range', seat, max: maxFuOf(rules) });
  if (!hanOk || !fuOk) return null;
  const problem = worthProblem({ han, fu }, rules, by);
  if (problem === 'fu_not_for_han') problems.push({ code: 'fu_not_for_han', seat, han, fu });
  if (problem === 'fu_not_for_ron') problems.push({ code: 'fu_not_for_ron', seat, fu });
  if (problem !== null) return null;
  return { han, fu };
}

function winEvent(state: GameState, f: Extract<GameForm, { type: 'win' }>, problems: FormProblem[]): GameEvent | null {
  if (f.wins.length === 0) problems.push({ code: 'no_winner' });
  const max = f.by === 'tsumo' ? 1 : maxWinners(state.preset);
  if (f.wins.length > max) problems.push({ code: 'too_many_winners', max });
  if (f.by === 'ron') {
    if (f.discarder === null) problems.push({ code: 'no_discarder' });
    else if (f.wins.some((w) => w.winner === f.discarder)) problems.push({ code: 'discarder_is_winner' });
  }
  const wins: Win[] = [];
  for (const w of [...f.wins].sort((a, b) => a.winner - b.winner)) {
    const worth = worthOf(w, state.preset, f.by, problems);
    if (worth !== null) wins.push(w.liable === null ? { winner: w.winner, worth } : { winner: w.winner, worth, liable: w.liable });
  }
  if (problems.length > 0) return null;
  if (f.by === 'tsumo') return { v: 1, type: 'tsumo', win: wins[0]! };
  const ron = { v: 1, type: 'ron', discarder: f.discarder!, wins } as const;
  return f.onRiichiDiscard ? { ...ron, onRiichiDiscard: true } : ron;
}

function adjustEvent(state: GameState, f: Extract<GameForm, { type: 'adjust' }>, problems: FormProblem[]): GameEvent | null {
  const deltas = state.players.map((_, seat) => {
    const text = f.deltas[seat] ?? '';
    const n = text.trim() === '' ? 0 : parseWhole(text);
    if (n === null) problems.push({ code: 'adjust_not_whole', seat });
    return n ?? 0;
  });
  deltas.forEach((d, seat) => {
    if (Math.abs(d) > POINTS_LIMIT) problems.push({ code: 'adjust_out_of_range', seat, max: POINTS_LIMIT });
  });
  if (problems.length === 0) {
    // The engine's check, as the reducer and an import apply it (the sum is exact once each delta is bounded).
    const problem = adjustProblem(deltas, state.players.length);
    if (problem === 'adjust_not_zero') problems.push({ code: 'adjust_not_zero', sum: deltas.reduce((a, b) => a + b, 0) });
    else if (problem === 'adjust_all_zero') problems.push({ code: 'adjust_all_zero' });
  }
  const reason = f.reason.trim();
  if (reason === '') problems.push({ code: 'empty_reason' });
  return problems.length > 0 ? null : { v: 1, type: 'adjust', deltas, reason };
}

function eventOf(state: GameState, f: GameForm, problems: FormProblem[]): GameEvent | null {
  const seats = (tenpai: readonly Seat[]): Seat[] => [...new Set(tenpai)].sort((a, b) => a - b);
  switch (f.type) {
    case 'win':
      return winEvent(state, f, problems);
    case 'draw':
      return { v: 1, type: 'draw', tenpai: seats(f.tenpai) };
    case 'abortive':
      if (f.reason === null) problems.push({ code: 'no_reason' });
      return f.reason === null ? null : { v: 1, type: 'abortive', reason: f.reason };
    case 'nagashi':
      if (f.seat === null) problems.push({ code: 'no_player' });
      return f.seat === null ? null : { v: 1, type: 'nagashi', seat: f.seat, tenpai: seats(f.tenpai) };
    case 'chombo':
      if (f.seat === null) problems.push({ code: 'no_player' });
      return f.seat === null ? null : { v: 1, type: 'chombo', seat: f.seat };
    case 'adjust':
      return adjustEvent(state, f, problems);
  }
}

/**
 * The form's event, tried on the reducer: the event and the state it would lead to, the form's
 * problems, or the rules' refusal. Nothing is recorded: the caller records the event it gets.
 */
export function checkForm(state: GameState, form: GameForm): FormOutcome {
  const problems: FormProblem[] = [];
  const event = eventOf(state, form, problems);
  if (event === null || problems.length > 0) return { kind: 'problems', problems };
  const tried = reduce(state, event);
  return tried.ok ? { kind: 'event', event, next: tried.value } : { kind: 'refused', error: tried.error };
}

const worthForm = (worth: HandWorth): WorthForm =>
  'yakuman' in worth ? { yakuman: true, han: '', fu: '30', multiple: String(worth.yakuman) } : { yakuman: false, han: String(worth.han), fu: String(worth.fu), multiple: '1' };

const winForm = (w: Win): WinForm => ({ winner: w.winner, worth: worthForm(w.worth), liable: w.liable ?? null });

/**
 * The form that gives back `event`, to correct a recorded hand in the dialog it was entered in.
 * `null` for riichi and start: they have no dialog (undo takes them back).
 */
export function formOf(event: GameEvent): GameForm | null {
  switch (event.type) {
    case 'ron':
      return { type: 'win', by: 'ron', discarder: event.discarder, wins: event.wins.map(winForm), onRiichiDiscard: event.onRiichiDiscard === true };
    case 'tsumo':
      return { type: 'win', by: 'tsumo', discarder: null, wins: [winForm(event.win)], onRiichiDiscard: false };
    case 'draw':
      return { type: 'draw', tenpai: [...event.tenpai] };
    case 'abortive':
      return { type: 'abortive', reason: event.reason };
    case 'nagashi':
      return { type: 'nagashi', seat: event.seat, tenpai: [...event.tenpai] };
    case 'chombo':
      return { type: 'chombo', seat: event.seat };
    case 'adjust':
      return { type: 'adjust', deltas: event.deltas.map(String), reason: event.reason };
    case 'riichi':
    case 'start':
      return null;
  }
}

/** Whether a recorded event can be corrected in a dialog. */
export const isEditable = (event: GameEvent): boolean => formOf(event) !== null;
