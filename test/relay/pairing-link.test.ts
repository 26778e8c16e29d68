import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPairing, isLoopbackHost, pairingLink, publishingRoom, readPairingLink, withoutPairing, type Pairing } from '../../src/relay/pairing-link';

const GAME = 'game-0001-abcd';
const SECRET = 'aB3_-xYz0123456789abcdefGHIJ_-kl';
const APP = 'http://192.168.1.20:4173/';
const pairing: Pairing = { game: GAME, secret: SECRET };

describe('the pairing link', () => {
  it('carries the secret in the fragment only, with a bare ?pair marking it', () => {
    const link = pairingLink(APP, pairing);
    expect(link).toBe(`http://192.168.1.20:4173/?pair#game=${GAME}&secret=${SECRET}`);
    const url = new URL(link);
    // What a server would see of it: path and query, never the fragment.
    expect(url.pathname + url.search).not.toContain(SECRET);
  });

  it('keeps the app page path and drops whatever query or fragment the page had', () => {
    expect(pairingLink('https://example.org/riichi/index.html?lang=de#referee', pairing)).toBe(`https://example.org/riichi/index.html?pair#game=${GAME}&secret=${SECRET}`);
  });

  it('reads back what it makes', () => {
    expect(readPairingLink(pairingLink(APP, pairing))).toEqual({ kind: 'paired', pairing });
  });

  it('reads back any game id and secret of the relay patterns', () => {
    const idChar = fc.constantFrom(...'ABCXYZabcxyz0189_-');
    fc.assert(
      fc.property(fc.string({ unit: idChar, minLength: 8, maxLength: 64 }), fc.string({ unit: idChar, minLength: 22, maxLength: 128 }), (game, secret) => {
        expect(readPairingLink(pairingLink(APP, { game, secret }))).toEqual({ kind: 'paired', pairing: { game, secret } });
      }),
    );
  });

  it('refuses to make a link of a pairing that could not be read back', () => {
    expect(() => pairingLink(APP, { game: 'x', secret: SECRET })).toThrow(/bad_game/);
    expect(() => pairingLink(APP, { game: GAME, secret: 'short' })).toThrow(/bad_secret/);
  });
});

describe('reading the address a page was opened at', () => {
  it('an address that is no pairing link is none: the app opens as usual', () => {
    for (const href of ['http://127.0.0.1:4173/', 'http://127.0.0.1:4173/#referee', 'http://127.0.0.1:4173/?lang=de', 'http://127.0.0.1:4173/overlay.html?game=' + GAME, 'not a url', '']) {
      expect(readPairingLink(href), href).toEqual({ kind: 'none' });
    }
  });

  it('a marked link whose fragment was lost is refused as incomplete', () => {
    expect(readPairingLink('http://127.0.0.1:4173/?pair')).toEqual({ kind: 'refused', problem: 'missing_fragment' });
    expect(readPairingLink('http://127.0.0.1:4173/?pair#')).toEqual({ kind: 'refused', problem: 'missing_fragment' });
  });

  it('names the field at fault: missing, malformed or given twice', () => {
    const cases: [string, string][] = [
      [`?pair#secret=${SECRET}`, 'missing_game'],
      [`?pair#game=&secret=${SECRET}`, 'missing_game'],
      [`?pair#game=ab&secret=${SECRET}`, 'bad_game'],
      [`?pair#game=${GAME}!&secret=${SECRET}`, 'bad_game'],
      [`?pair#game=${'g'.repeat(65)}&secret=${SECRET}`, 'bad_game'],
      [`?pair#game=${GAME}&game=other-game-1&secret=${SECRET}`, 'bad_game'],
      [`?pair#game=${GAME}`, 'missing_secret'],
      [`?pair#game=${GAME}&secret=`, 'missing_secret'],
      [`?pair#game=${GAME}&secret=tooshort`, 'bad_secret'],
      [`?pair#game=${GAME}&secret=${SECRET.slice(0, 20)}%20${SECRET.slice(20)}`, 'bad_secret'],
      [`?pair#game=${GAME}&secret=${SECRET}&secret=${SECRET}`, 'bad_secret'],
      [`?pair#referee`, 'missing_game'],
      // Pairing fields without the mark are still a pairing attempt, and are checked as one.
      [`#game=${GAME}&secret=x`, 'bad_secret'],
    ];
    for (const [tail, problem] of cases) expect(readPairingLink(`http://127.0.0.1:4173/${tail}`), tail).toEqual({ kind: 'refused', problem });
  });

  it('never throws, whatever the address', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (query, fragment) => {
        const read = readPairingLink(`http://127.0.0.1:4173/?${query}#${fragment}`);
        expect(['none', 'paired', 'refused']).toContain(read.kind);
      }),
    );
  });
});

describe('after reading', () => {
  it('the address bar loses the mark and the fragment, and keeps the rest', () => {
    expect(withoutPairing(`http://127.0.0.1:4173/?pair#game=${GAME}&secret=${SECRET}`)).toBe('http://127.0.0.1:4173/');
    expect(withoutPairing(`http://127.0.0.1:4173/index.html?lang=de&pair#game=${GAME}`)).toBe('http://127.0.0.1:4173/index.html?lang=de');
  });

  it('a stored pairing is checked like a received one', () => {
    expect(checkPairing(GAME, SECRET)).toEqual({ kind: 'paired', pairing });
    expect(checkPairing(42, SECRET)).toEqual({ kind: 'refused', problem: 'bad_game' });
    expect(checkPairing(GAME, undefined)).toEqual({ kind: 'refused', problem: 'missing_secret' });
  });

  it('a paired device publishes into the paired room, an unpaired one into its own game', () => {
    expect(publishingRoom('own-game-123', pairing)).toEqual({ game: GAME, paired: true });
    expect(publishingRoom('own-game-123', null)).toEqual({ game: 'own-game-123', paired: false });
  });

  it('knows the loopback hosts a phone cannot reach', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', 'app.localhost', '[::1]', '::1']) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['192.168.1.20', 'example.org', '10.0.0.1', '[fe80::1]']) expect(isLoopbackHost(h), h).toBe(false);
  });
});
