/**
 * Furiten from the player's own discards (rule text 001, 3.4.5): a waiting player who could
 * complete the hand with one of his discards may not win on a discard, even when that discard
 * would give no yaku. Self-drawn wins are never furiten.
 */
import { type HandInput, type Result, type Ruleset, err, formatTiles, furitenOf, kindOf, ok, parseTiles } from '../engine/index';

export interface FuritenFinding {
  /** Every tile the hand waited on before the win. */
  readonly waits: readonly string[];
  /** The waits among the discards: any one makes the player furiten. */
  readonly discarded: readonly string[];
}

/** The hand before the winning tile: its concealed tiles less one copy of the winning tile. */
export function waitingHandOf(hand: HandInput): HandInput | null {
  const tiles = parseTiles(hand.concealed);
  const win = parseTiles(hand.win_tile ?? '');
  if (!tiles.ok || !win.ok || win.value.length !== 1) return null;
  const w = win.value[0]!;
  // The very tile (a red five) when it is there, else any of its kind.
  let i = tiles.value.indexOf(w);
  if (i < 0) i = tiles.value.findIndex((t) => kindOf(t) === kindOf(w));
  if (i < 0) return null;
  const rest = tiles.value.filter((_, j) => j !== i);
  return { ...hand, concealed: formatTiles(rest), win_tile: null };
}

/** The player's waits and those among `discards` (mpsz, e.g. `19m5z3p`); an error when the discards cannot be read. */
export function furitenFinding(hand: HandInput, discards: string, rules: Ruleset): Result<FuritenFinding, string> {
  const waiting = waitingHandOf(hand);
  if (waiting === null) return err('the hand before the win cannot be formed');
  const found = furitenOf({ concealed: waiting.concealed, melds: waiting.melds ?? [] }, discards.trim(), rules);
  if (!found.ok) return err(found.error.map((i) => i.message).join('; '));
  return ok({ waits: found.value.waits, discarded: found.value.discardedWaits });
}
