/**
 * The publisher pairing link: how a second device (a phone at the table, the laptop beside OBS)
 * learns an overlay room and the secret that publishes to it, from a link or its QR code.
 *
 *   http://HOST:4173/?pair#game=GAME-ID&secret=SECRET
 *
 * The secret travels in the fragment only: browsers never send a fragment to the server, so it
 * stays out of request lines, server logs and Referer headers. The bare `?pair` carries nothing
 * secret; it marks the link as a pairing link, so a link whose fragment was lost on the way (a
 * scanner or a chat app cutting it) is refused with a message instead of opening the app as if
 * nothing had been asked. DOM-free: made and read from plain strings, tested in Node.
 */
import * as v from 'valibot';
import { pairingSchema, type Pairing } from '../formats/pairing-link.ts';

/** What a device keeps once paired: the overlay room it publishes to and that room's secret. */
export type { Pairing };

/** Why a pairing link cannot be used (each has a message in every language, strings `overlay.pairingProblems`). */
export const PAIRING_PROBLEMS = ['missing_fragment', 'missing_game', 'bad_game', 'missing_secret', 'bad_secret'] as const;
export type PairingProblem = (typeof PAIRING_PROBLEMS)[number];

export type PairingRead =
  /** Not a pairing link at all (no `?pair`, no pairing fields in the fragment): the app opens as usual. */
  | { readonly kind: 'none' }
  | { readonly kind: 'paired'; readonly pairing: Pairing }
  | { readonly kind: 'refused'; readonly problem: PairingProblem };

/** The query parameter that marks a pairing link. */
export const PAIR_PARAM = 'pair';

const isMissing = (x: unknown): boolean => x === undefined || x === null || x === '';

/** A pairing as stored or received, checked by its schema; the first problem found (game before secret), or the pairing. */
export function checkPairing(game: unknown, secret: unknown): PairingRead {
  const parsed = v.safeParse(pairingSchema, { game, secret }, { abortEarly: true });
  if (parsed.success) return { kind: 'paired', pairing: parsed.output };
  // The schema names the field; a field left out or empty is missing rather than bad.
  const field = parsed.issues[0].path?.[0]?.key === 'secret' ? 'secret' : 'game';
  const value = field === 'game' ? game : secret;
  return { kind: 'refused', problem: `${isMissing(value) ? 'missing' : 'bad'}_${field}` };
}

/**
 * The pairing link for `pairing` on the app at `appHref` (the scoring page's address: its
 * origin and path are kept, its query and fragment replaced).
 */
export function pairingLink(appHref: string, pairing: Pairing): string {
  const checked = checkPairing(pairing.game, pairing.secret);
  if (checked.kind !== 'paired') throw new Error(`pairingLink: ${checked.kind === 'refused' ? checked.problem : 'none'}`);
  const url = new URL(appHref);
  url.search = `?${PAIR_PARAM}`;
  // Both fields are URL-safe by their patterns: no escaping needed, and none to undo when read.
  url.hash = `game=${pairing.game}&secret=${pairing.secret}`;
  return url.href;
}

/** One field of the fragment; `undefined` when absent, `null` when given twice (ambiguous, so refused). */
function field(params: URLSearchParams, name: string): string | null | undefined {
  const all = params.getAll(name);
  return all.length === 0 ? undefined : all.length > 1 ? null : all[0];
}

/**
 * Reads the address a page was opened at. Any string is accepted: what is not a URL, or not a
 * pairing link, is `none`; a pairing link that cannot be used is `refused` with the reason.
 */
export function readPairingLink(href: string): PairingRead {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { kind: 'none' };
  }
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const marked = url.searchParams.has(PAIR_PARAM);
  // The app's own fragments (`#referee`) are not pairing attempts; one naming a game or a secret is, marked or not.
  if (!marked && !fragment.has('game') && !fragment.has('secret')) return { kind: 'none' };
  if (url.hash === '' || url.hash === '#') return { kind: 'refused', problem: 'missing_fragment' };
  const game = field(fragment, 'game');
  const secret = field(fragment, 'secret');
  if (game === null) return { kind: 'refused', problem: 'bad_game' };
  if (secret === null) return { kind: 'refused', problem: 'bad_secret' };
  return checkPairing(game, secret);
}

/**
 * The address to show once a pairing link has been read (kept or refused): the same page without
 * `?pair` and without the fragment, so the secret leaves the address bar, and a reload or a
 * bookmark does not pair again.
 */
export function withoutPairing(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(PAIR_PARAM);
  url.hash = '';
  // URL keeps a bare "?" when the last parameter goes; drop it too.
  return url.href.replace(/\?$/, '');
}

/** Where a device publishes: the room it is paired to if any, else its own open game's. */
export function publishingRoom(openGame: string, pairing: Pairing | null): { readonly game: string; readonly paired: boolean } {
  return pairing === null ? { game: openGame, paired: false } : { game: pairing.game, paired: true };
}

/** Loopback hosts: a link made on one cannot be opened from another device. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}
