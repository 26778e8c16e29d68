/**
 * From the engine's score of a hand to the worth a win event records. A yakuman records its
 * multiple (base / 8000), a regular hand its han and minipoints: the reducer turns either back
 * into the same base with value.ts, so the event stays small and readable and the payment
 * arithmetic lives only in payments.ts.
 */
import type { HandScore } from '../score';
import { YAKUMAN_BASE } from '../value';
import type { HandWorth } from './events';

export function worthOf(score: Pick<HandScore, 'han' | 'fu' | 'base' | 'yakuman'>): HandWorth {
  return score.yakuman ? { yakuman: score.base / YAKUMAN_BASE } : { han: score.han, fu: score.fu };
}
