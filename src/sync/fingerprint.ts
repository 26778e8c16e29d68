/**
 * A fingerprint of the events the server has acknowledged, so the device can tell later whether
 * its own events in effect still begin with exactly those (an undo or an edit of a synced event
 * changes them) without keeping a second copy of the log. Synchronous and cheap, since it is
 * checked on every change of the game: not a security measure (the server compares envelopes
 * itself), only a guard against sending on top of a log the server no longer agrees with.
 */
import { canonicalJson } from '../formats/content-hash';
import type { Envelope } from '../engine/index';

/** cyrb53 (a public-domain 53-bit string hash): two 32-bit lanes, enough to tell edits apart. */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The fingerprint of `entries` (in order): canonical JSON, so key order (as IndexedDB or the
 * server's JSON gives it back) does not matter, only content. Two seeds make 106 bits.
 */
export function fingerprintOf(entries: readonly Envelope[]): string {
  const text = canonicalJson(entries);
  return `${entries.length}:${hash53(text, 1).toString(36)}.${hash53(text, 2).toString(36)}`;
}
