/**
 * The score request / result of DESIGN.md section 3 (the conformance row format): plain JSON in,
 * plain JSON out. This is the one entry point the CLI, the UI and the tests share.
 */
import { type HandInput, parseHand } from './hand';
import { type ContextInput, parseSituation } from './situation';
import { type PresetName, PRESETS, type Ruleset } from './ruleset';
import { type HandScore, type ScoreError, scoreHand, scoreNagashi, describeReading } from './score';
import type { Payments } from './payments';
import type { Result } from './result';

export interface ScoreRequest {
  readonly id?: string;
  readonly hand: HandInput;
  readonly context: ContextInput;
}

export interface ScoreResultJson {
  readonly id?: string;
  readonly error: string | null;
  /** Readable reason for an error, and the individual problems found. */
  readonly message?: string;
  readonly details?: ScoreError['details'];
  readonly han: number | null;
  readonly fu: number | null;
  readonly yaku: readonly (readonly [string, number, boolean])[];
  readonly fu_details: readonly (readonly [string, number])[];
  readonly level: string | null;
  readonly hand_value: Payments | null;
  readonly payments: Payments | null;
  readonly riichi_sticks_bonus: number;
  readonly total: number;
  /** The reading that scored, in notation (`123m 456p [777z] 11z`), and its wait. */
  readonly reading?: string;
  readonly wait?: string;
}

/** Parses and scores one request. Never throws on bad input: problems come back as an error value. */
export function scoreRequestParsed(request: ScoreRequest, rules: Ruleset): Result<HandScore, ScoreError> {
  if (typeof request !== 'object' || request === null) return { ok: false, error: { code: 'invalid_hand', message: 'the request must be an object', details: [] } };
  const context = { ...(request.context ?? {}) } as ContextInput;
  const hand = (request.hand ?? {}) as HandInput;
  const sit = parseSituation(context, rules);
  if (!sit.ok) return { ok: false, error: { code: 'invalid_context', message: sit.error.message, details: [sit.error] } };
  // A nagashi mangan shows no winning hand: whatever tiles came with it are not looked at.
  if (sit.value.nagashiMangan) return scoreNagashi(sit.value, rules);
  // Indicators may come in the context (conformance rows) or in the Hand (vision output).
  const withIndicators: HandInput = {
    ...hand,
    dora_indicators: context.dora_indicators ?? hand.dora_indicators ?? [],
    ura_indicators: context.ura_indicators ?? hand.ura_indicators ?? [],
  };
  const parsed = parseHand(withIndicators, rules);
  if (!parsed.ok) return { ok: false, error: { code: 'invalid_hand', message: parsed.error.map((i) => i.message).join('; '), details: parsed.error } };
  return scoreHand(parsed.value, sit.value, rules);
}

export function toResultJson(result: Result<HandScore, ScoreError>, id?: string): ScoreResultJson {
  const head = id === undefined ? {} : { id };
  if (!result.ok) {
    const e = result.error;
    return { ...head, error: e.code, message: e.message, details: e.details, han: null, fu: null, yaku: [], fu_details: [], level: null, hand_value: null, payments: null, riichi_sticks_bonus: 0, total: 0 };
  }
  const s = result.value;
  return {
    ...head,
    error: null,
    han: s.han,
    fu: s.fu,
    yaku: s.yaku.map((y) => [y.name, y.han, y.yakuman] as const),
    fu_details: s.fuParts,
    level: s.level,
    hand_value: s.settlement.handValue,
    payments: s.settlement.payments,
    riichi_sticks_bonus: s.settlement.riichiSticksBonus,
    total: s.settlement.total,
    ...(s.reading ? { reading: describeReading(s.reading), wait: s.reading.wait } : {}),
  };
}

/** Scores one request under a preset and returns the result row (`id` echoed). */
export function scoreRequest(request: ScoreRequest, preset: PresetName): ScoreResultJson {
  return toResultJson(scoreRequestParsed(request, PRESETS[preset]), typeof request?.id === 'string' ? request.id : undefined);
}
