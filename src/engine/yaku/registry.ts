/**
 * The ordered yaku registry and the one resolver that applies "supersedes" as data: a yaku listed
 * in another present yaku's `supersedes` is dropped (Ryanpeikou over Iipeiko, Junchan over Chanta,
 * Chinitsu over Honitsu). Yakuman replace all regular yaku; that is decided in score.ts.
 */
import { SITUATIONAL_YAKU } from './situational';
import { SHAPE_YAKU } from './shape';
import { TILE_YAKU } from './tiles';
import { YAKUMAN } from './yakuman';
import type { YakuContext, YakuDefinition } from './types';

export const YAKU: readonly YakuDefinition[] = [...SITUATIONAL_YAKU, ...SHAPE_YAKU, ...TILE_YAKU];
export { YAKUMAN };

export interface YakuHit {
  readonly id: string;
  readonly name: string;
  readonly han: number;
  readonly yakuman: boolean;
}

/** Drops the hits superseded by another present one. */
function dropSuperseded(hits: YakuHit[], superseded: readonly string[]): YakuHit[] {
  return hits.filter((h) => !superseded.includes(h.id));
}

// Results are immutable, so each definition's hits are built once, not per reading (indexed
// like the registry arrays).
const CLOSED_HIT: readonly YakuHit[] = YAKU.map((d) => Object.freeze({ id: d.id, name: d.name, han: d.closedHan, yakuman: false }));
const OPEN_HIT: readonly YakuHit[] = YAKU.map((d) => Object.freeze({ id: d.id, name: d.name, han: d.openHan ?? 0, yakuman: false }));
const SINGLE_HIT: readonly YakuHit[] = YAKUMAN.map((d) => Object.freeze({ id: d.id, name: d.name, han: 13, yakuman: true }));
const DOUBLE_HIT: readonly YakuHit[] = YAKUMAN.map((d) => Object.freeze({ id: d.id, name: d.name, han: 26, yakuman: true }));
const YAKU_NEEDS: readonly number[] = YAKU.map((d) => d.needs ?? 0);
const YAKUMAN_NEEDS: readonly number[] = YAKUMAN.map((d) => d.needs ?? 0);

/** The regular yaku of one reading with their han (open or closed value). */
export function regularYaku(ctx: YakuContext): YakuHit[] {
  const menzen = ctx.hand.menzen;
  const table = menzen ? CLOSED_HIT : OPEN_HIT;
  const hits: YakuHit[] = [];
  let superseded: string[] | null = null;
  for (let i = 0; i < YAKU.length; i++) {
    const d = YAKU[i]!;
    if ((YAKU_NEEDS[i]! & ~ctx.have) !== 0 || (!menzen && d.openHan === null) || !d.test(ctx)) continue;
    hits.push(table[i]!);
    if (d.supersedes) (superseded ??= []).push(...d.supersedes);
  }
  return superseded ? dropSuperseded(hits, superseded) : hits;
}

/** The yakuman of one reading, each as 13 han times its multiplier under the ruleset. */
export function yakumanOf(ctx: YakuContext): YakuHit[] {
  const hits: YakuHit[] = [];
  let superseded: string[] | null = null;
  for (let i = 0; i < YAKUMAN.length; i++) {
    const d = YAKUMAN[i]!;
    if ((YAKUMAN_NEEDS[i]! & ~ctx.have) !== 0 || !d.test(ctx)) continue;
    hits.push((d.double && ctx.rules.doubleYakuman[d.double] ? DOUBLE_HIT : SINGLE_HIT)[i]!);
    if (d.supersedes) (superseded ??= []).push(...d.supersedes);
  }
  return superseded ? dropSuperseded(hits, superseded) : hits;
}
