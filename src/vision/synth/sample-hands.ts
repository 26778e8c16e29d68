/**
 * A deterministic generator of legal complete hands: four sets and a pair (or seven pairs), no
 * more than four of a kind, only tiles of the preset's set, some sets called as melds (no chow
 * melds where the preset forbids them), a red five now and then, and a random situation. The
 * bench's built-in set and the engine's property tests both draw from it.
 */
import { seededRandom } from '../random';
import { PRESETS, type ContextInput, type MeldInput, type PresetName, type ScoreRequest } from '../../engine/index';

const SUITS = 'mpsz';
const WINDS = ['1z', '2z', '3z', '4z'] as const;
const kindName = (k: number): string => `${(k % 9) + 1}${SUITS[Math.floor(k / 9)]}`;

export interface Generated {
  readonly request: ScoreRequest;
  readonly preset: PresetName;
  readonly riichi: boolean;
}

type SetKind = 'chi' | 'pon' | 'kan';

export interface HandOptions {
  /**
   * The chance that a set is a kong (open, concealed or added, one in three each), the rest chows
   * and pungs in the usual proportion. Default 0.1, as hands come; training scenes ask for more
   * where the detector misses kongs' stacked and face-down tiles.
   */
  readonly kongRate?: number;
}

/**
 * A complete hand: four sets and a pair (or seven pairs), no more than four of a kind, only tiles
 * of the preset's set, some sets called as melds (no chi melds where the preset forbids them),
 * a red five now and then, the winning tile one of the concealed tiles.
 */
export function completeHand(seed: number, preset: PresetName, options: HandOptions = {}): Generated {
  const kongRate = options.kongRate;
  if (kongRate !== undefined && !(kongRate >= 0 && kongRate <= 1)) throw new RangeError(`kongRate must be within 0..1, got ${kongRate}`);
  const rnd = seededRandom(seed);
  // Without a rate the draw is the one it always was, so every seed still gives the same hand.
  const setKind = (r: number): SetKind =>
    kongRate === undefined ? (r < 0.55 ? 'chi' : r < 0.9 ? 'pon' : 'kan') : r < kongRate ? 'kan' : r < kongRate + (1 - kongRate) * (0.55 / 0.9) ? 'chi' : 'pon';
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const rules = PRESETS[preset];
  const allowed = (k: number): boolean => !rules.absentKinds.includes(k);
  const kinds = Array.from({ length: 34 }, (_, k) => k).filter(allowed);
  const counts = new Array<number>(34).fill(0);
  const sets: { kind: SetKind; first: number }[] = [];
  const concealed: number[] = [];
  const meldInputs: MeldInput[] = [];

  const sevenPairs = rnd() < 0.1;
  if (sevenPairs) {
    const chosen = new Set<number>();
    while (chosen.size < 7) chosen.add(pick(kinds));
    for (const k of chosen) concealed.push(k, k);
  } else {
    for (let attempt = 0; sets.length < 4 && attempt < 200; attempt++) {
      const first = pick(kinds);
      const r = rnd();
      const kind = setKind(r);
      const tiles = kind === 'chi' ? [first, first + 1, first + 2] : new Array<number>(kind === 'kan' ? 4 : 3).fill(first);
      if (kind === 'chi' && (first >= 27 || first % 9 > 6 || !tiles.every(allowed))) continue;
      if (tiles.some((t) => counts[t]! + tiles.filter((u) => u === t).length > 4)) continue;
      for (const t of tiles) counts[t]!++;
      sets.push({ kind, first });
    }
    let pair = pick(kinds);
    while (counts[pair]! > 2) pair = pick(kinds);
    counts[pair]! += 2;
    concealed.push(pair, pair);
    for (const s of sets) {
      const tiles = s.kind === 'chi' ? [s.first, s.first + 1, s.first + 2] : new Array<number>(s.kind === 'kan' ? 4 : 3).fill(s.first);
      const text = tiles.map(kindName).join('').replace(/(\d)[mpsz](?=\d)/g, '$1');
      if (s.kind === 'kan') meldInputs.push({ type: pick(['kan', 'ankan', 'shouminkan'] as const), tiles: text });
      else if (rnd() < 0.3 && (s.kind === 'pon' || rules.chiMeldsAllowed)) meldInputs.push({ type: s.kind === 'chi' ? 'chi' : 'pon', tiles: text });
      else concealed.push(...tiles);
    }
  }
  const winKind = pick(concealed);
  // One red five per suit at most, written in place of a plain five of the concealed tiles.
  const names = concealed.map(kindName);
  for (const suit of ['m', 'p', 's']) {
    const i = names.indexOf(`5${suit}`);
    if (i >= 0 && rnd() < 0.4) names[i] = `0${suit}`;
  }
  const menzen = meldInputs.every((m) => m.type === 'ankan');
  const riichi = menzen && rnd() < 0.5;
  const seats = rules.players === 3 ? WINDS.slice(0, 3) : WINDS;
  const context: ContextInput = {
    win: rnd() < 0.5 ? 'ron' : 'tsumo',
    seat_wind: pick(seats),
    round_wind: pick(WINDS.slice(0, 2)),
    ...(riichi ? { riichi: true } : {}),
    honba: Math.floor(rnd() * 4),
    riichi_sticks: Math.floor(rnd() * 3),
  };
  return { request: { hand: { concealed: names.join(' '), win_tile: kindName(winKind), melds: meldInputs }, context }, preset, riichi };
}


/** `count` hands under one preset, seeds 1..count (the bench's built-in set). */
export function sampleRequests(count: number, preset: PresetName): ScoreRequest[] {
  return Array.from({ length: count }, (_, i) => ({ id: `s${i + 1}`, ...completeHand(i + 1, preset).request }));
}
