/**
 * The hand being scored (src/ui/score/scoring-session.ts), kept between visits: a reload, or a
 * phone discarding the tab, comes back to the same hand, its corrections and its photo. Stored as
 * JSON under one key of the page's storage (`localStorage`, like the situation in
 * situation-memory.ts: small, and read before the first paint). What comes back is checked
 * against a schema; a stored session that does not pass is removed and reported as damaged, never
 * thrown. The situation inside is checked field by field by whoever restores it (`withSituation`).
 * A storage that refuses (private browsing, quota, disabled) is the same as an empty one.
 */
import * as v from 'valibot';
import type { DetectionKind, TileSource } from '../vision/types';
import { isDetectionKind } from '../vision/tile-labels';
import { MELD_TYPES } from '../engine/index';

export const SCORING_SESSION_KEY = 'riichi-lens.scoring-session.v1';

/** Storage as the page has it (`localStorage`); only these three calls are used. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const Kind = v.custom<DetectionKind>(isDetectionKind, 'not a tile');
const Probability = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const Source: v.GenericSchema<unknown, TileSource> = v.object({
  id: v.pipe(v.number(), v.integer()),
  seen: Kind,
  p: Probability,
  alternatives: v.array(v.object({ kind: Kind, p: Probability })),
  doubted: v.optional(v.literal(true)),
}) as v.GenericSchema<unknown, TileSource>;
const Tile = v.object({ tile: Kind, source: v.nullable(Source), confirmed: v.boolean() });
const Row = v.pipe(v.array(Tile), v.maxLength(40));
const Hand = v.object({
  concealed: Row,
  win: v.nullable(Tile),
  melds: v.pipe(
    v.array(v.object({ type: v.picklist(MELD_TYPES), tiles: v.pipe(v.array(Tile), v.maxLength(4)), calledIndex: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3))) })),
    v.maxLength(4),
  ),
  dora: Row,
  ura: Row,
});
const Box = v.object({ tile: v.string(), x: v.number(), y: v.number(), w: v.number(), h: v.number() });

/** What is stored: version 1. */
const StoredSessionSchema = v.object({
  v: v.literal(1),
  hand: v.nullable(Hand),
  asRead: v.nullable(Hand),
  /** A data URL of an image, nothing else (it is shown in an `<img>`). */
  thumbnail: v.nullable(v.pipe(v.string(), v.startsWith('data:image/'))),
  photo: v.nullable(v.object({ width: v.number(), height: v.number(), boxes: v.array(Box) })),
  /** Checked field by field on restore (`withSituation`): a field of an older shape keeps its default. */
  situation: v.record(v.string(), v.unknown()),
  recorded: v.boolean(),
});

export type StoredSession = v.InferOutput<typeof StoredSessionSchema>;

export type SessionRead =
  | { readonly state: 'none' }
  | { readonly state: 'ok'; readonly session: StoredSession }
  /** Something was stored that is not a session this app can read: it has been removed. */
  | { readonly state: 'damaged' };

/** The stored session, if there is one that reads. A damaged one is removed, so it is reported once. */
export function readSession(storage: SessionStorage | undefined): SessionRead {
  let text: string | null | undefined;
  try {
    text = storage?.getItem(SCORING_SESSION_KEY);
  } catch {
    return { state: 'none' }; // a storage that refuses: nothing remembered
  }
  if (text === null || text === undefined) return { state: 'none' };
  let parsed: v.SafeParseResult<typeof StoredSessionSchema>;
  try {
    parsed = v.safeParse(StoredSessionSchema, JSON.parse(text));
  } catch {
    parsed = { success: false } as v.SafeParseResult<typeof StoredSessionSchema>;
  }
  if (parsed.success) return { state: 'ok', session: parsed.output };
  try {
    storage?.removeItem(SCORING_SESSION_KEY);
  } catch {
    // the next read reports it again; the app works on
  }
  return { state: 'damaged' };
}

/** Stores the session; true when the storage took it (without its thumbnail, if the whole did not fit). */
export function writeSession(storage: SessionStorage | undefined, session: StoredSession): boolean {
  if (storage === undefined) return false;
  try {
    storage.setItem(SCORING_SESSION_KEY, JSON.stringify(session));
    return true;
  } catch {
    try {
      storage.setItem(SCORING_SESSION_KEY, JSON.stringify({ ...session, thumbnail: null }));
      return true;
    } catch {
      return false; // quota or disabled storage: the app works on, it just forgets
    }
  }
}

/**
 * Writes the latest of a burst of changes once they pause (`delayMs`), or at once on `flush`
 * (the page being hidden: a phone may discard the tab next).
 */
export function debouncedWriter(storage: SessionStorage | undefined, delayMs = 250) {
  let pending: StoredSession | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending !== null) writeSession(storage, pending);
    pending = null;
  };
  const write = (session: StoredSession): void => {
    pending = session;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  };
  return { write, flush };
}
