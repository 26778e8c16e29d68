/**
 * The referee's admin link, `tournament.html?t=ID#admin=SECRET`: opens the tournament with its
 * admin rights on another device. As with the publisher pairing link (src/relay/pairing-link.ts),
 * the secret travels in the fragment only, which browsers never send to a server (no request
 * line, log or Referer carries it), and the page removes it from the address bar once read.
 * DOM-free: plain strings in and out.
 */
import { SECRET_PATTERN } from '../../formats/pairing-link';
import { TOURNAMENT_ID_PATTERN } from '../../formats/table-sync';

/** The query parameter naming the tournament. */
export const TOURNAMENT_PARAM = 't';

/** The tournament page's public address for `id` (no secret), on the page at `pageHref`. */
export function tournamentUrl(pageHref: string, id: string): string {
  const url = new URL('tournament.html', pageHref);
  url.search = `?${TOURNAMENT_PARAM}=${encodeURIComponent(id)}`;
  return url.href;
}

/** The admin link: the public address with the secret in the fragment. */
export function adminLink(pageHref: string, id: string, secret: string): string {
  if (!SECRET_PATTERN.test(secret)) throw new Error('adminLink: not a secret');
  // A secret is URL-safe by its pattern: nothing to escape, nothing to undo when read.
  return `${tournamentUrl(pageHref, id)}#admin=${secret}`;
}

export interface PageAddress {
  /** The tournament in the query; null when none or not a valid id. */
  readonly id: string | null;
  /** The admin secret in the fragment; null when none or not a valid secret. */
  readonly secret: string | null;
  /** The fragment carried an admin field (valid or not): the address bar should lose it. */
  readonly hadSecret: boolean;
}

/** Reads the page's address: any string is accepted. */
export function readPageAddress(href: string): PageAddress {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { id: null, secret: null, hadSecret: false };
  }
  const raw = url.searchParams.get(TOURNAMENT_PARAM);
  const id = raw !== null && TOURNAMENT_ID_PATTERN.test(raw) ? raw : null;
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const secrets = fragment.getAll('admin');
  // Two secrets are ambiguous: neither is taken, both leave the address bar.
  const secret = secrets.length === 1 && SECRET_PATTERN.test(secrets[0]!) ? secrets[0]! : null;
  return { id, secret, hadSecret: secrets.length > 0 };
}

/** The address without the fragment: what the address bar shows once the secret is kept. */
export function withoutSecret(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}
