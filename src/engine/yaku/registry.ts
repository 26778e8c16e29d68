/**
 * The ordered yaku registry and the one resolver that applies "supersedes" as data: a yaku listed
 * in another present yaku's `supersedes` is dropped (Ryanpeikou over Iipeiko, Junchan over Chanta,
 * Chinitsu over Honitsu). Yakuman replace all regular yaku; that is decided in score.ts.
 */
import { SITUATIONAL_YAKU } from './situational';
import { SHAPE_YAKU } from './shape';
import { TILE_YAKU } from './tiles';
import { YAKUMAN } from './yakuman';
import type { YakuContext, YakuDefinition, YakumanDefinition } from './types';

export const YAKU: readonly YakuDefinition[] = [...SITUATIONAL_YAKU, ...SHAPE_YAKU, ...TILE_YAKU];
export { YAKUMAN };

export interface YakuHit {
  readonly id: string;
  readonly name: string;
  readonly han: number;
  readonly yakuman: boolean;
}

function resolve<T extends { id: string; supersedes?: readonly string[] }>(present: T[]): T[] {
  const dropped = new Set(present.flatMap((d) => d.supersedes ?? []));
  return dropped.size === 0 ? present : present.filter((d) => !dropped.has(d.id));
}

/** The regular yaku of one reading with their han (open or closed value). */
export function regularYaku(ctx: YakuContext): YakuHit[] {
  const present = resolve(YAKU.filter((d) => (ctx.hand.menzen || d.openHan !== null) && d.test(ctx)));
  return present.map((d) => ({ id: d.id, name: d.name, han: ctx.hand.menzen ? d.closedHan : d.openHan!, yakuman: false }));
}

/** The yakuman of one reading, each as 13 han times its multiplier under the ruleset. */
export function yakumanOf(ctx: YakuContext): YakuHit[] {
  const present = resolve(YAKUMAN.filter((d: YakumanDefinition) => d.test(ctx)));
  return present.map((d) => ({ id: d.id, name: d.name, han: d.double && ctx.rules.doubleYakuman[d.double] ? 26 : 13, yakuman: true }));
}
