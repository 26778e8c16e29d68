/**
 * Waiting hands: which tiles complete a 13-tile hand (tenpai), furiten against the player's own
 * discards, and whether a 14-tile hand is complete. Used by the referee view (a furiten ron is not
 * a valid win) and by the camera pipeline (a read that is one tile from complete is suspicious).
 */
import { type Result, ok, err } from './result';
import { KINDS, kindOf, tileName } from './tile';
import { parseTiles } from './notation';
import { type HandInput, type HandIssue, parseHandParts } from './hand';
import { isCompleteShape } from './decompose';
import type { Ruleset } from './ruleset';

export type WaitingHandInput = Omit<HandInput, 'win_tile'>;

/**
 * The kinds that complete a 13-tile hand, in kind order (`1m`... `7z`). A kind of which the hand
 * already holds all four is not a wait: "A player is not considered tenpai if he is waiting only
 * for a tile of which he already has 4" (001, 3.3.13). An empty list means the hand is not tenpai.
 */
export function waitsOf(input: WaitingHandInput, rules: Ruleset): Result<string[], HandIssue[]> {
  const issues: HandIssue[] = [];
  const parts = parseHandParts(input, rules, 13, issues);
  if (parts === null) return err(issues);
  const counts = Array.from(parts.counts);
  const held = counts.slice();
  for (const m of parts.melds) for (const t of m.tiles) held[kindOf(t)]!++;
  const waits: string[] = [];
  for (let k = 0; k < KINDS; k++) {
    if (held[k]! >= 4 || rules.absentKinds.includes(k)) continue;
    counts[k]!++;
    if (isCompleteShape(counts, parts.melds.length)) waits.push(tileName(k));
    counts[k]!--;
  }
  return ok(waits);
}

export interface FuritenResult {
  readonly waits: readonly string[];
  /** The player may not win on a discard: one of the waits is among the player's own discards (000 "Furiten"; 001, 3.4.5). */
  readonly furiten: boolean;
  /** The waits found among the discards. */
  readonly discardedWaits: readonly string[];
}

/** Furiten of a 13-tile hand given the player's own discards (mpsz, red fives count as fives). */
export function furitenOf(input: WaitingHandInput, discards: string, rules: Ruleset): Result<FuritenResult, HandIssue[]> {
  const waits = waitsOf(input, rules);
  if (!waits.ok) return waits;
  const parsed = parseTiles(discards);
  if (!parsed.ok) return err([{ code: 'bad_notation', field: 'discards', message: parsed.error.message }]);
  const discarded = new Set<string>(parsed.value.map((t) => tileName(kindOf(t))));
  const discardedWaits = waits.value.filter((w) => discarded.has(w));
  return ok({ waits: waits.value, furiten: discardedWaits.length > 0, discardedWaits });
}

/** Whether 14 tiles (a kong counting 3) form a complete hand: four sets and a pair, seven pairs or thirteen orphans. Yaku are not considered. */
export function isCompleteHand(input: WaitingHandInput, rules: Ruleset): Result<boolean, HandIssue[]> {
  const issues: HandIssue[] = [];
  const parts = parseHandParts(input, rules, 14, issues);
  if (parts === null) return err(issues);
  return ok(isCompleteShape(parts.counts, parts.melds.length));
}
