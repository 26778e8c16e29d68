/**
 * This browser's pairing with an overlay room (src/relay/pairing-link.ts): kept in localStorage
 * so a phone stays paired across reloads, and checked again whenever it is read, since storage
 * is the user's to edit. One pairing per browser: the device publishes its open game to it.
 */
import { checkPairing, readPairingLink, withoutPairing, type Pairing, type PairingRead } from '../relay/pairing-link.ts';
import { pageStorage } from './page-storage';

export const PAIRING_KEY = 'riichi-lens.overlay-pairing';

/** The pairing kept in this browser, or null (none, unreadable, or storage refused). */
export function storedPairing(): Pairing | null {
  const text = pageStorage()?.getItem(PAIRING_KEY);
  if (!text) return null;
  try {
    const x = JSON.parse(text) as { game?: unknown; secret?: unknown } | null;
    const read = checkPairing(x?.game, x?.secret);
    return read.kind === 'paired' ? read.pairing : null;
  } catch {
    return null;
  }
}

/** Keeps `pairing`, replacing any other; false where the browser refuses storage (then it holds for this page only). */
export function storePairing(pairing: Pairing): boolean {
  try {
    const storage = pageStorage();
    storage?.setItem(PAIRING_KEY, JSON.stringify({ game: pairing.game, secret: pairing.secret }));
    return storage !== undefined;
  } catch {
    return false;
  }
}

export function forgetPairing(): void {
  try {
    pageStorage()?.removeItem(PAIRING_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * Takes a pairing link the page was opened at: keeps the pairing it carries, and in every case
 * where the address was a pairing link (kept or refused) replaces it with the page's address
 * without the mark and the fragment, so the secret leaves the address bar and the history entry.
 */
export function takePairingLink(loc: Location = location, hist: History = history): PairingRead {
  const read = readPairingLink(loc.href);
  if (read.kind === 'none') return read;
  hist.replaceState(hist.state, '', withoutPairing(loc.href));
  if (read.kind === 'paired') storePairing(read.pairing);
  return read;
}
