/** Tile labels as recognition writes them (`5m`, `0p`, `7z`, `back`) and their mpsz strings. */
import { formatTiles, parseTiles, tileName } from '../engine/index';
import type { DetectionKind, TileLabel } from './types';

const NUMBERS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The 34 kinds then the red fives, in mpsz order. */
export const TILE_LABELS: readonly TileLabel[] = [
  ...['m', 'p', 's'].flatMap((suit) => NUMBERS.map((n) => `${n}${suit}` as TileLabel)),
  ...NUMBERS.slice(0, 7).map((n) => `${n}z` as TileLabel),
  '0m',
  '0p',
  '0s',
];
const LABEL_SET: ReadonlySet<string> = new Set(TILE_LABELS);

export const isTileLabel = (value: unknown): value is TileLabel => typeof value === 'string' && LABEL_SET.has(value);
export const isDetectionKind = (value: unknown): value is DetectionKind => value === 'back' || isTileLabel(value);

/** The kind a label shows with red fives counted as fives: `0m` -> `5m`. */
export const plainLabel = (label: TileLabel): TileLabel => (label[0] === '0' ? (`5${label[1]}` as TileLabel) : label);

/** Labels as one compact mpsz string, order kept: [5m, 5m, 0m, 7z] -> `550m7z`. */
export function compactTiles(labels: readonly TileLabel[]): string {
  const parsed = parseTiles(labels.join(''));
  return parsed.ok ? formatTiles(parsed.value) : labels.join('');
}

/** The tiles of an mpsz string as labels (`123m` -> 1m 2m 3m); empty when it does not parse. */
export function labelsOf(text: string): TileLabel[] {
  const parsed = parseTiles(text);
  return parsed.ok ? parsed.value.map((code) => tileName(code) as TileLabel) : [];
}
