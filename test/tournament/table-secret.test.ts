// Table secrets (src/tournament/table-secret.ts) against Node's own HMAC: the derivation API.md
// states, in a form that fits a pairing link.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECRET_PATTERN } from '../../src/formats/pairing-link';
import { base64url, randomToken, tableSecretOf } from '../../src/tournament/table-secret';

describe('tableSecretOf', () => {
  it('is base64url(HMAC-SHA256(admin secret, "table:" + game)), 43 characters a pairing link takes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 64 }), fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), async (admin, game) => {
        const secret = await tableSecretOf(admin, game);
        expect(secret).toBe(createHmac('sha256', admin).update(`table:${game}`).digest('base64url'));
        expect(secret).toMatch(SECRET_PATTERN);
        expect(secret).toHaveLength(43);
      }),
      { numRuns: 50 },
    );
  });

  it('differs between the games of one tournament and between tournaments', async () => {
    const secrets = new Set(await Promise.all(['a', 'b'].flatMap((admin) => ['game-0001', 'game-0002'].map((g) => tableSecretOf(admin, g)))));
    expect(secrets.size).toBe(4);
  });
});

describe('base64url and randomToken', () => {
  it('encode as RFC 4648 section 5 without padding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(base64url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      }),
    );
  });

  it('makes fresh tokens of the asked length', () => {
    expect(randomToken(32)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken(12)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(randomToken(12)).not.toBe(randomToken(12));
  });
});
