/**
 * The history of a game as rows to show: one per event after the start, with the round as it stood
 * before the event and each player's change in points. Every number comes from folding the
 * engine's reducer over the events in effect, so the history can never disagree with the score.
 * Pure and DOM-free, so it is tested in Node.
 */
import { reduce } from '../../engine/index';
import type { Envelope, GameEvent, GameState, HandNote, Seat } from '../../engine/index';

/** Where the table stood: prevalent wind (0 East .. 3 North), 0-based hand within the wind, counters. */
export interface RoundLabel {
  readonly wind: number;
  readonly hand: number;
  readonly honba: number;
}

export interface HistoryRow {
  readonly id: string;
  /** Index of the envelope in the log. */
  readonly index: number;
  /** The round before the event (a win is shown under the hand it finished, not the next one). */
  readonly round: RoundLabel;
  /** The dealer's seat before the event. */
  readonly dealer: Seat;
  readonly players: readonly string[];
  readonly event: Exclude<GameEvent, { type: 'start' }>;
  /** Points after minus points before, per seat; a riichi declaration shows its 1000 deposit. */
  readonly deltas: readonly number[];
  readonly points: readonly number[];
  /** Riichi sticks on the table after the event. */
  readonly sticks: number;
  /** What the table saw of the winning hands; empty when none was noted. */
  readonly hands: readonly HandNote[];
}

interface Step {
  readonly envelope: Envelope;
  readonly index: number;
  readonly before: GameState | null;
  readonly after: GameState;
}

/**
 * The envelopes folded through the reducer. The log's own check (append, import) already refused
 * anything invalid, so a refused event here means a log built by hand: the fold stops there and
 * the history shows what came before rather than throwing away the whole screen.
 */
function steps(entries: readonly Envelope[]): Step[] {
  const out: Step[] = [];
  let state: GameState | null = null;
  for (const [index, envelope] of entries.entries()) {
    const next = reduce(state, envelope.event);
    if (!next.ok) break;
    out.push({ envelope, index, before: state, after: next.value });
    state = next.value;
  }
  return out;
}

const roundOf = (s: GameState): RoundLabel => ({ wind: s.round.wind, hand: s.round.hand, honba: s.honba });

/** One row per event after the start, oldest first, for the envelopes in effect (`entries.slice(0, cursor)`). */
export function gameTimeline(entries: readonly Envelope[]): HistoryRow[] {
  const rows: HistoryRow[] = [];
  for (const { envelope, index, before, after } of steps(entries)) {
    const event = envelope.event;
    if (event.type === 'start' || before === null) continue;
    rows.push({
      id: envelope.id,
      index,
      round: roundOf(before),
      dealer: before.round.hand,
      players: after.players,
      event,
      deltas: after.points.map((p, seat) => p - before.points[seat]!),
      points: after.points,
      sticks: after.sticks,
      hands: envelope.hands ?? [],
    });
  }
  return rows;
}

/** A point of the series: the start, a finished hand (with the round it was played in) or an adjustment. */
export type SeriesStep = { readonly kind: 'start' } | { readonly kind: 'hand' | 'adjust'; readonly round: RoundLabel };

export interface PointsSeries {
  readonly players: readonly string[];
  readonly steps: readonly SeriesStep[];
  /** `points[seat][step]`: the player's points after that step. */
  readonly points: readonly (readonly number[])[];
}

/**
 * Each player's points after the start and after each finished hand (win, draw, abortive draw,
 * nagashi, chombo) or adjustment. A riichi declaration is not a step of its own: its 1000 shows in
 * the step of the hand it was declared in (as the hands sheet does), so each step is one hand on
 * the chart's x axis. A riichi after the last finished hand shows in no step until that hand ends.
 */
export function pointsSeries(entries: readonly Envelope[]): PointsSeries {
  const all = steps(entries);
  const first = all[0];
  if (first === undefined) return { players: [], steps: [], points: [] };
  const players = first.after.players;
  const seriesSteps: SeriesStep[] = [{ kind: 'start' }];
  const points: number[][] = players.map((_, seat) => [first.after.points[seat]!]);
  for (const { envelope, before, after } of all.slice(1)) {
    const type = envelope.event.type;
    if (before === null || type === 'riichi') continue;
    seriesSteps.push({ kind: type === 'adjust' ? 'adjust' : 'hand', round: roundOf(before) });
    after.points.forEach((p, seat) => points[seat]!.push(p));
  }
  return { players, steps: seriesSteps, points };
}
