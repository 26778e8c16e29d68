/**
 * A session's seating: the referee's own tables checked against the tournament, or `auto`, which
 * seats every player keeping repeat meetings few. Deterministic (the same tournament and history
 * give the same tables), so a test, a retry or a second server agree.
 */
import { type Result, ok, err } from '../engine/result';

export interface SeatingError {
  readonly code: 'bad_seating';
  readonly message: string;
  /** The field of the request at fault (`tables[1][2]`), where there is one. */
  readonly field?: string;
}

/** Names compare as the tournament's uniqueness rule says: trimmed, case-insensitive. */
export const nameKey = (name: string): string => name.trim().toLowerCase();

/** The players' names with a name given twice (compared by `nameKey`), or null. */
export function duplicateName(players: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const p of players) {
    if (seen.has(nameKey(p))) return p;
    seen.add(nameKey(p));
  }
  return null;
}

/**
 * The referee's tables, each name written as the tournament writes it: every table has
 * `tableSize` seats, every name is a player, and nobody sits twice in the session.
 */
export function checkTables(tables: readonly (readonly string[])[], players: readonly string[], tableSize: number): Result<string[][], SeatingError> {
  const byKey = new Map(players.map((p) => [nameKey(p), p]));
  const seated = new Set<string>();
  const out: string[][] = [];
  for (const [t, table] of tables.entries()) {
    if (table.length !== tableSize) return err({ code: 'bad_seating', message: `a table seats ${tableSize} players`, field: `tables[${t}]` });
    const row: string[] = [];
    for (const [s, name] of table.entries()) {
      const player = byKey.get(nameKey(name));
      if (player === undefined) return err({ code: 'bad_seating', message: `${name} is no player of this tournament`, field: `tables[${t}][${s}]` });
      if (seated.has(player)) return err({ code: 'bad_seating', message: `${player} is seated twice in this session`, field: `tables[${t}][${s}]` });
      seated.add(player);
      row.push(player);
    }
    out.push(row);
  }
  return ok(out);
}

/** mulberry32: a small seeded generator, so `auto` is deterministic yet not the same order every session. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How often each pair of players (by index) has met at a table before. */
function meetings(players: readonly string[], previous: readonly (readonly (readonly string[])[])[]): number[][] {
  const index = new Map(players.map((p, i) => [p, i]));
  const met = players.map(() => players.map(() => 0));
  for (const session of previous) {
    for (const table of session) {
      const seats = table.map((p) => index.get(p)).filter((i): i is number => i !== undefined);
      for (const a of seats) for (const b of seats) if (a !== b) met[a]![b]!++;
    }
  }
  return met;
}

/** Repeat meetings a table's players bring with them, each earlier meeting of a pair counted once. */
export function repeatMeetings(tables: readonly (readonly string[])[], previous: readonly (readonly (readonly string[])[])[], players: readonly string[]): number {
  const met = meetings(players, previous);
  const index = new Map(players.map((p, i) => [p, i]));
  let total = 0;
  for (const table of tables) {
    const seats = table.map((p) => index.get(p)!);
    for (let i = 0; i < seats.length; i++) for (let j = i + 1; j < seats.length; j++) total += met[seats[i]!]![seats[j]!]!;
  }
  return total;
}

/** What swapping seat `a` of one table with seat `b` of another changes in repeat meetings. */
function swapGain(met: number[][], tables: number[][], ta: number, a: number, tb: number, b: number): number {
  const pa = tables[ta]![a]!;
  const pb = tables[tb]![b]!;
  let delta = 0;
  for (const x of tables[ta]!) if (x !== pa) delta += met[pb]![x]! - met[pa]![x]!;
  for (const y of tables[tb]!) if (y !== pb) delta += met[pa]![y]! - met[pb]![y]!;
  return delta;
}

/** Swaps players between tables while a swap lowers the repeat meetings (a local search: few, not always the fewest). */
function improve(met: number[][], tables: number[][]): void {
  const MAX_PASSES = 50;
  for (let pass = 0, better = true; better && pass < MAX_PASSES; pass++) {
    better = false;
    for (let ta = 0; ta < tables.length; ta++) {
      for (let tb = ta + 1; tb < tables.length; tb++) {
        for (let a = 0; a < tables[ta]!.length; a++) {
          for (let b = 0; b < tables[tb]!.length; b++) {
            if (swapGain(met, tables, ta, a, tb, b) >= 0) continue;
            [tables[ta]![a], tables[tb]![b]] = [tables[tb]![b]!, tables[ta]![a]!];
            better = true;
          }
        }
      }
    }
  }
}

/** Tries of the local search from different shuffles: it stops at a local minimum, another start may reach a lower one. */
const STARTS = 24;

/** A seeded shuffle of the player indexes cut into tables, then improved by swaps. */
function seatOnce(met: number[][], players: number, tableSize: number, random: () => number): number[][] {
  const order = Array.from({ length: players }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const tables = Array.from({ length: players / tableSize }, (_, t) => order.slice(t * tableSize, (t + 1) * tableSize));
  improve(met, tables);
  return tables;
}

function costOf(met: number[][], tables: readonly number[][]): number {
  let total = 0;
  for (const t of tables) for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) total += met[t[i]!]![t[j]!]!;
  return total;
}

/**
 * Seats every player at tables of `tableSize` for session number `session` (1-based), given the
 * earlier sessions' tables: seeded shuffles, each improved by swaps between tables while they
 * lower the number of pairs meeting again; the best is kept (the first with none stops the
 * search). The player count must divide by the table size.
 */
export function autoSeating(players: readonly string[], tableSize: number, session: number, previous: readonly (readonly (readonly string[])[])[]): Result<string[][], SeatingError> {
  if (players.length % tableSize !== 0) return err({ code: 'bad_seating', message: `${players.length} players do not fill tables of ${tableSize}: seat them by hand`, field: 'seating' });
  const met = meetings(players, previous);
  const random = seeded(session * 2654435761);
  // Big fields get fewer starts: each one's search grows with the square of the tables.
  const starts = Math.max(1, Math.min(STARTS, Math.floor(2000 / players.length)));
  let best: number[][] = [];
  let bestCost = Infinity;
  for (let i = 0; i < starts && bestCost > 0; i++) {
    const tables = seatOnce(met, players.length, tableSize, random);
    const cost = costOf(met, tables);
    if (cost < bestCost) [best, bestCost] = [tables, cost];
  }
  return ok(best.map((t) => t.map((i) => players[i]!)));
}
