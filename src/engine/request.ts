/**
 * The score request / result of DESIGN.md section 3 (the conformance row format): plain JSON in,
 * plain JSON out. This is the one entry point the CLI, the UI and the tests share.
 */
import { type HandInput, parseHand } from './hand';
import { type ContextInput, parseSituation } from './situation';
import { type PresetName, PRESETS, type Ruleset } from './ruleset';
import { type HandScore, type ScoreError, scoreHand, scoreNagashi } from './score';
import type { Payments } from './payments';
import type { Result } from './result';
import { checkScoreRequest, type RequestCheck } from './request-schema';

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

/**
 * A dot path of the request schema as the engine names fields: `hand.melds.1.tiles` is `melds[1]`,
 * `context.honba` is `honba` (the UI words fields by these names).
 */
function engineField(path: string): string {
  const [, ...rest] = path.split('.');
  const [name, index] = rest;
  if (name === undefined) return '';
  return index !== undefined && /^\d+$/.test(index) ? `${name}[${index}]` : name;
}

/**
 * Why the request's shape or bounds refuse it, as a score error: a problem inside the hand is
 * `invalid_hand` (`bad_hand`), inside the situation `invalid_context` (`bad_context`), anywhere
 * else (the request itself, its id) `invalid_request`; the situation is reported before the hand,
 * as the engine checks it first.
 */
function refusal(check: Exclude<RequestCheck, { ok: true }>): ScoreError {
  if ('bounds' in check) {
    const { code, field, message } = check.bounds;
    const part = field.split('.')[0];
    const text = `${field || 'the request'}: ${message}`;
    if (part === 'hand') return { code: 'invalid_hand', message: text, details: [{ code: 'bad_hand', field: engineField(field), message: text }] };
    if (part === 'context') return { code: 'invalid_context', message: text, details: [{ code: 'bad_context', field: engineField(field), message: text }] };
    return { code: 'invalid_request', message: text, details: [{ code, field, message: text }] };
  }
  for (const [part, code, detail] of [['request', 'invalid_request', 'bad_request'], ['context', 'invalid_context', 'bad_context'], ['hand', 'invalid_hand', 'bad_hand']] as const) {
    const issues = check.issues.filter((i) => i.part === part);
    if (issues.length > 0) return { code, message: issues.map((i) => i.message).join('; '), details: issues.map((i) => ({ code: detail, field: part === 'request' ? i.field : engineField(i.field), message: i.message })) };
  }
  return { code: 'invalid_request', message: 'the request was refused', details: [] };
}

/**
 * Parses and scores one request. Accepts anything (a row of a file, a value from a worker): the
 * request schema checks its shape and bounds first. Never throws on bad input: problems come back
 * as an error value.
 */
export function scoreRequestParsed(request: unknown, rules: Ruleset): Result<HandScore, ScoreError> {
  const checked = checkScoreRequest(request);
  if (!checked.ok) return { ok: false, error: refusal(checked) };
  const context = checked.value.context as ContextInput;
  const hand = checked.value.hand as HandInput;
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
    ...(s.reading ? { reading: s.readingText ?? '', wait: s.reading.wait } : {}),
  };
}

/** Scores one request under a preset and returns the result row (`id` echoed). */
export function scoreRequest(request: ScoreRequest, preset: PresetName): ScoreResultJson {
  return toResultJson(scoreRequestParsed(request, PRESETS[preset]), idOf(request));
}

/** The request's id when it is one the result may echo (text within the schema's bound). */
function idOf(request: unknown): string | undefined {
  if (typeof request !== 'object' || request === null) return undefined;
  const id = (request as { id?: unknown }).id;
  return typeof id === 'string' && id.length <= 256 ? id : undefined;
}
