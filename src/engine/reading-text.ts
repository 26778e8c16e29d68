/**
 * The reading that scored, written in notation for people and records: sets separated by spaces,
 * called melds in brackets, concealed kongs in parentheses, `123m 406p [777z] (0555s) 11z`. Red
 * fives are written `0` where the hand holds them (a red five is worth a dora under some presets,
 * so a record that lost it could not be checked): a meld's own red five in that meld, the concealed
 * red fives on the first fives of their suit among the concealed sets and the pair.
 */
import { type TileKind, KINDS, isRed, numberOf, suitOf } from './tile';
import type { Block, Reading } from './decompose';
import type { WinningHand } from './hand';

const SUITS = 'mpsz';

/** Red fives per suit (m, p, s) among `codes`. */
function redsBySuit(codes: readonly number[]): number[] {
  const reds = [0, 0, 0];
  for (const c of codes) if (isRed(c)) reds[c - KINDS]!++;
  return reds;
}

/** The digits of a set or pair, a five written `0` while its suit has red fives left in `reds` (spent). */
function digits(kinds: readonly TileKind[], reds: number[]): string {
  return kinds
    .map((k) => {
      const suit = suitOf(k);
      if (suit < 3 && numberOf(k) === 5 && reds[suit]! > 0) {
        reds[suit]!--;
        return '0';
      }
      return String(numberOf(k));
    })
    .join('');
}

function blockKinds(b: Block): TileKind[] {
  if (b.type === 'chi') return [b.first, b.first + 1, b.first + 2];
  return Array<TileKind>(b.type === 'kan' ? 4 : 3).fill(b.first);
}

/**
 * The reading in notation. `hand` gives the red fives; without it every five is written `5`.
 * Seven pairs and thirteen orphans are named, not spelled out.
 */
export function describeReading(reading: Reading, hand?: Pick<WinningHand, 'concealed' | 'melds'>): string {
  if (reading.form !== 'standard') return reading.form;
  const melds = hand?.melds ?? [];
  // Melds are the last blocks of a reading, in the hand's order (decompose.ts).
  const firstMeld = reading.blocks.length - melds.length;
  const concealedReds = redsBySuit(hand?.concealed ?? []);
  const sets = reading.blocks.map((b, i) => {
    const meld = i >= firstMeld ? melds[i - firstMeld] : undefined;
    const text = `${digits(blockKinds(b), meld ? redsBySuit(meld.tiles) : concealedReds)}${SUITS[suitOf(b.first)]}`;
    return b.open ? `[${text}]` : b.type === 'kan' ? `(${text})` : text;
  });
  const pair = `${digits([reading.pair, reading.pair], concealedReds)}${SUITS[suitOf(reading.pair)]}`;
  return [...sets, pair].join(' ');
}

