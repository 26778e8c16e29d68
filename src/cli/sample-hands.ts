/**
 * A deterministic generator of legal winning hands (four sets and a pair, some melds, random
 * situation), used as the bench's built-in set when no --jsonl file is given. Seeded, so every
 * run times the same hands.
 */
import type { ScoreRequest } from '../engine/index';

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUITS = 'mps';
const name = (kind: number): string => (kind < 27 ? `${(kind % 9) + 1}${SUITS[Math.floor(kind / 9)]}` : `${kind - 26}z`);

export function sampleRequests(count: number, seed = 1): ScoreRequest[] {
  const rand = rng(seed);
  const pick = (n: number): number => Math.floor(rand() * n);
  const out: ScoreRequest[] = [];
  while (out.length < count) {
    const used = new Uint8Array(34);
    const take = (k: number, n: number): boolean => {
      if (used[k]! + n > 4) return false;
      used[k]! += n;
      return true;
    };
    const concealed: number[] = [];
    const melds: { type: 'chi' | 'pon' | 'kan' | 'ankan'; tiles: string }[] = [];
    let ok = true;
    for (let s = 0; s < 4 && ok; s++) {
      const chow = rand() < 0.55;
      const meld = rand() < 0.25;
      if (chow) {
        const first = pick(3) * 9 + pick(7);
        ok = take(first, 1) && take(first + 1, 1) && take(first + 2, 1);
        if (meld) melds.push({ type: 'chi', tiles: `${name(first)[0]}${name(first + 1)[0]}${name(first + 2)}` });
        else concealed.push(first, first + 1, first + 2);
      } else {
        const k = pick(34);
        const kan = meld && rand() < 0.2;
        ok = take(k, kan ? 4 : 3);
        if (meld) melds.push({ type: kan ? (rand() < 0.5 ? 'kan' : 'ankan') : 'pon', tiles: `${name(k)[0]!.repeat(kan ? 4 : 3)}${name(k)[1]}` });
        else concealed.push(k, k, k);
      }
    }
    const pair = pick(34);
    if (!ok || !take(pair, 2)) continue;
    concealed.push(pair, pair);
    concealed.sort((a, b) => a - b);
    const win = concealed[pick(concealed.length)]!;
    const seat = 1 + pick(4);
    out.push({
      id: `s${out.length}`,
      hand: { concealed: concealed.map(name).join(''), win_tile: name(win), melds },
      context: {
        win: rand() < 0.5 ? 'ron' : 'tsumo',
        seat_wind: `${seat}z` as '1z',
        round_wind: `${1 + pick(2)}z` as '1z',
        riichi: melds.every((m) => m.type === 'ankan') && rand() < 0.5,
        dora_indicators: [name(pick(34))],
        honba: pick(3),
        riichi_sticks: pick(2),
      },
    });
  }
  return out;
}
