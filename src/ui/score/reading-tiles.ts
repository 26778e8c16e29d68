/**
 * The scored reading's text (`123m 456p [777z] (1111s) 11z`, as the engine writes it) split into
 * groups of tiles for pictures: `[..]` is a called meld, `(..)` a concealed kong, anything else a
 * concealed set or the pair. Pure text handling, no rules: readings without tiles (seven pairs,
 * thirteen orphans are named, not spelled out) give no groups.
 */
import { parseTiles, tileName } from '../../engine/index';
import { type RenderTile, isRenderTile } from '../../vision/render/index';

export const READING_GROUP_KINDS = { concealed: 'concealed', called: 'called', concealedKong: 'concealed-kong' } as const;
export type ReadingGroupKind = (typeof READING_GROUP_KINDS)[keyof typeof READING_GROUP_KINDS];

export interface ReadingGroup {
  readonly kind: ReadingGroupKind;
  readonly tiles: readonly RenderTile[];
}

const GROUP = /^(\[([0-9mpsz]+)\]|\(([0-9mpsz]+)\)|([0-9mpsz]+))$/;

/** The groups of a reading, or none when any part of it is not tile notation. */
export function readingGroups(reading: string): ReadingGroup[] {
  const groups: ReadingGroup[] = [];
  for (const part of reading.trim().split(/\s+/)) {
    const m = GROUP.exec(part);
    if (!m) return [];
    const notation = m[2] ?? m[3] ?? m[4]!;
    const parsed = parseTiles(notation);
    if (!parsed.ok) return [];
    const tiles = parsed.value.map((code) => tileName(code));
    if (!tiles.every(isRenderTile)) return [];
    const kind = m[2] !== undefined ? READING_GROUP_KINDS.called : m[3] !== undefined ? READING_GROUP_KINDS.concealedKong : READING_GROUP_KINDS.concealed;
    groups.push({ kind, tiles });
  }
  return groups;
}
