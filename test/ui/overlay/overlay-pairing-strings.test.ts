// The pairing panel's words in every language: a sentence for each reason a pairing link is
// refused, the overlay room named wherever the panel speaks of one, translated rather than left
// in English, and QR codes named apart from the links beside them (a search by label must find
// the link alone).
import { describe, expect, it } from 'vitest';
import { PAIRING_PROBLEMS } from '../../../src/relay/pairing-link';
import { LOCALES, STRINGS } from '../../../src/ui/i18n/strings';

const ROOM = 'ROOM-0001-abcd';

describe('pairing strings', () => {
  for (const locale of LOCALES) {
    const o = STRINGS[locale].overlay;

    it(`${locale}: a sentence for every reason a pairing link is refused`, () => {
      expect(Object.keys(o.pairingProblems).sort()).toEqual([...PAIRING_PROBLEMS].sort());
      for (const p of PAIRING_PROBLEMS) expect(o.pairingRefused(o.pairingProblems[p]), p).toContain(o.pairingProblems[p]);
    });

    it(`${locale}: the room is named in every sentence about one`, () => {
      for (const f of [o.pairedTo, o.pairedNoGame, o.pairedNow, o.relayRefused]) expect(f(ROOM)).toContain(ROOM);
    });

    it(`${locale}: a refused state names its field on the overlay`, () => {
      expect(o.stateRefused('seats[0].name')).toContain('seats[0].name');
    });

    it(`${locale}: the QR codes' names do not contain the links' labels`, () => {
      expect(o.overlayQr.toLowerCase()).not.toContain(o.linkLabel.toLowerCase());
      expect(o.publisherQr.toLowerCase()).not.toContain(o.publisherLinkLabel.toLowerCase());
      expect(o.overlayQr).not.toBe(o.publisherQr);
    });

    if (locale !== 'en') {
      it(`${locale}: translated, not English left in place`, () => {
        const en = STRINGS.en.overlay;
        for (const key of ['overlayQr', 'publisherReveal', 'publisherWarning', 'publisherLinkLabel', 'publisherQr', 'publisherHowTo', 'loopbackHint', 'unpair', 'unpaired', 'relayUnusable', 'relayFull', 'relayBadState'] as const) expect(o[key], key).not.toBe(en[key]);
        for (const p of PAIRING_PROBLEMS) expect(o.pairingProblems[p], p).not.toBe(en.pairingProblems[p]);
        expect(o.pairedTo(ROOM)).not.toBe(en.pairedTo(ROOM));
        expect(o.relayRefused(ROOM)).not.toBe(en.relayRefused(ROOM));
        expect(o.stateRefused('seats[0].name')).not.toBe(en.stateRefused('seats[0].name'));
      });
    }
  }
});
