/**
 * The score request (DESIGN.md section 3, the conformance row format) as one valibot schema: the
 * shape, the bounds and the error path come from here, and the engine's own checks start from its
 * output (tile notation, meld shapes and the rules stay with the engine).
 *
 * Before the schema (which walks the value recursively) comes `jsonBoundsProblem`, an iterative
 * walk that refuses what is too deep or too large for any request: a row nested 5,000 levels
 * deep, a 10 MB string, a list of a million items. Pure: no DOM, no Node APIs.
 */
import * as v from 'valibot';

/**
 * Bounds of any request, checked before anything recursive. A conformance row is about 3 KB and
 * 6 levels deep (`expected.ema2016.fu_details[0][0]`); these leave room for extra fields without
 * letting one row cost more than a few MB.
 */
export const REQUEST_BOUNDS = Object.freeze({
  /** Levels of arrays and objects, the request itself being level 1. */
  maxDepth: 16,
  /** Values of any kind (objects, arrays, strings, numbers...) in the whole request. */
  maxNodes: 20_000,
  /** Characters of one string (a key included). */
  maxText: 10_000,
  /** Items of one array, or keys of one object. */
  maxItems: 1_000,
});
export type JsonBounds = typeof REQUEST_BOUNDS;

export const BOUNDS_PROBLEMS = ['too_deep', 'too_many_values', 'text_too_long', 'list_too_long'] as const;
export type BoundsProblem = (typeof BOUNDS_PROBLEMS)[number];

export interface BoundsIssue {
  readonly code: BoundsProblem;
  /** Where, as a dot path from the request (`hand.melds.0`); '' for the request itself. */
  readonly field: string;
  readonly message: string;
}

/**
 * The first way `value` exceeds `bounds`, or null. Iterative (an explicit stack), so its cost is
 * bounded by `maxNodes` whatever the nesting, and it never recurses.
 */
export function jsonBoundsProblem(value: unknown, bounds: JsonBounds = REQUEST_BOUNDS): BoundsIssue | null {
  const stack: { readonly value: unknown; readonly depth: number; readonly path: string }[] = [{ value, depth: 1, path: '' }];
  let nodes = 0;
  const at = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);
  while (stack.length > 0) {
    const { value: item, depth, path } = stack.pop()!;
    if (++nodes > bounds.maxNodes) return { code: 'too_many_values', field: path, message: `more than ${bounds.maxNodes} values in the request` };
    if (typeof item === 'string') {
      if (item.length > bounds.maxText) return { code: 'text_too_long', field: path, message: `text of ${item.length} characters (at most ${bounds.maxText})` };
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth > bounds.maxDepth) return { code: 'too_deep', field: path, message: `nested deeper than ${bounds.maxDepth} levels` };
    if (Array.isArray(item)) {
      if (item.length > bounds.maxItems) return { code: 'list_too_long', field: path, message: `a list of ${item.length} items (at most ${bounds.maxItems})` };
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], depth: depth + 1, path: at(path, i) });
      continue;
    }
    const keys = Object.keys(item);
    if (keys.length > bounds.maxItems) return { code: 'list_too_long', field: path, message: `an object of ${keys.length} keys (at most ${bounds.maxItems})` };
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (key.length > bounds.maxText) return { code: 'text_too_long', field: path, message: `a key of ${key.length} characters (at most ${bounds.maxText})` };
      stack.push({ value: (item as Record<string, unknown>)[key], depth: depth + 1, path: at(path, key) });
    }
  }
  return null;
}

const WINDS = ['1z', '2z', '3z', '4z'] as const;

/**
 * Tile text in mpsz: bounded here, read by the engine's notation parser. 64 characters hold the
 * 14 concealed tiles of any hand with spaces between every tile and group.
 */
const tileText = (max: number) => v.pipe(v.string(), v.maxLength(max, (i) => `at most ${max} characters, got ${i.received}`));
/**
 * Indicators: at most 5 dora indicators are turned (one, plus one per kong) and as many ura; 10
 * leaves the engine room to say which rule a longer list breaks instead of a bare bound.
 */
const indicators = v.pipe(v.array(tileText(8)), v.maxLength(10, (i) => `at most 10 indicators, got ${i.received}`));
/** Counters and riichi sticks on a table: 0-999 (issue 20's bound for every counter). */
const counter = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999));
const wind = v.picklist(WINDS);

const meldSchema = v.looseObject({
  /** chi, pon, kan, ankan, shouminkan, or an alias the engine knows (chow, pung...). */
  type: tileText(16),
  tiles: tileText(16),
  called_index: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)))),
  opened: v.optional(v.boolean()),
});

export const handSchema = v.looseObject({
  concealed: tileText(64),
  win_tile: v.optional(v.nullable(tileText(8))),
  /** Four melds make a hand; eight leaves the engine to say "too many melds" in its own words. */
  melds: v.optional(v.pipe(v.array(meldSchema), v.maxLength(8, (i) => `at most 8 melds, got ${i.received}`))),
  dora_indicators: v.optional(indicators),
  ura_indicators: v.optional(indicators),
});

const flag = v.optional(v.boolean());

export const contextSchema = v.looseObject({
  win: v.picklist(['ron', 'tsumo']),
  seat_wind: wind,
  round_wind: wind,
  dealer: flag,
  riichi: flag,
  double_riichi: flag,
  ippatsu: flag,
  haitei: flag,
  houtei: flag,
  rinshan: flag,
  chankan: flag,
  tenhou: flag,
  chiihou: flag,
  renhou: flag,
  nagashi_mangan: flag,
  dora_indicators: v.optional(indicators),
  ura_indicators: v.optional(indicators),
  honba: v.optional(counter),
  riichi_sticks: v.optional(counter),
  pao_seat: v.optional(v.nullable(wind)),
  discarder_seat: v.optional(v.nullable(wind)),
});

/** One score request: `id` (echoed), the Hand and the win situation; other fields (a conformance row's `expected`...) pass through. */
export const scoreRequestSchema = v.looseObject({
  id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(256)))),
  hand: handSchema,
  context: contextSchema,
});

export type ScoreRequestInput = v.InferInput<typeof scoreRequestSchema>;
export type ScoreRequestOutput = v.InferOutput<typeof scoreRequestSchema>;

/** Which part of the request a schema problem is in: the engine reports each part under its own code. */
export type RequestPart = 'request' | 'hand' | 'context';

export interface SchemaIssue {
  readonly part: RequestPart;
  /** Dot path from the request (`context.honba`, `hand.melds.0.tiles`). */
  readonly field: string;
  readonly message: string;
}

export type RequestCheck = { readonly ok: true; readonly value: ScoreRequestOutput } | { readonly ok: false; readonly bounds: BoundsIssue } | { readonly ok: false; readonly issues: readonly SchemaIssue[] };

/**
 * The request checked: bounds first (iteratively), then the schema. Every problem the schema finds
 * is returned, each with its path. Never throws.
 */
export function checkScoreRequest(input: unknown): RequestCheck {
  const bounds = jsonBoundsProblem(input);
  if (bounds !== null) return { ok: false, bounds };
  const parsed = v.safeParse(scoreRequestSchema, input);
  if (parsed.success) return { ok: true, value: parsed.output };
  return {
    ok: false,
    issues: parsed.issues.map((issue) => {
      const field = v.getDotPath(issue) ?? '';
      const root = field.split('.')[0];
      const part: RequestPart = root === 'hand' || root === 'context' ? root : 'request';
      return { part, field, message: `${field || 'the request'}: ${issue.message}` };
    }),
  };
}
