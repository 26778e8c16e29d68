/**
 * Who may open the relay (relay-origin.ts), decided from the upgrade's headers: the same origin,
 * the origins the operator allows, no Origin only from loopback, and a Host that is loopback, an
 * IP literal, this machine or one the operator lists (DNS rebinding). And what the publisher makes
 * of each close code (overlay-link.ts).
 */
import { describe, expect, it } from 'vitest';
import { originPolicyFromEnv, upgradeRefusal } from '../../src/relay/relay-origin';
import { statusOfClose } from '../../src/ui/overlay/overlay-link';

const policy = originPolicyFromEnv({ RIICHI_LENS_ALLOWED_ORIGINS: ' http://OBS-Box.lan:8080 , not a url', RIICHI_LENS_ALLOWED_HOSTS: 'scores.club.example,.tables.example' });

describe('relay upgrade policy', () => {
  it('reads the operator lists, origins normalised and junk left out', () => {
    expect(policy).toEqual({ allowedOrigins: ['http://obs-box.lan:8080'], allowedHosts: ['scores.club.example', '.tables.example'] });
  });

  it('accepts the same origin under any host of ours, and the allowed origins', () => {
    expect(upgradeRefusal({ origin: 'http://192.168.1.5:4173', host: '192.168.1.5:4173' }, '192.168.1.20', policy)).toBeNull();
    expect(upgradeRefusal({ origin: 'https://scores.club.example', host: 'scores.club.example:443' }, '10.0.0.3', policy)).toBeNull();
    expect(upgradeRefusal({ origin: 'http://obs-box.lan:8080', host: '192.168.1.5:4173' }, '192.168.1.30', policy)).toBeNull();
    expect(upgradeRefusal({ origin: 'http://a.tables.example:4173', host: 'a.tables.example:4173' }, '10.0.0.3', policy)).toBeNull();
  });

  it('refuses another site, an origin of another port, a null origin and a malformed one', () => {
    for (const origin of ['http://evil.example', 'http://192.168.1.5:9999', 'null', '::']) {
      expect(upgradeRefusal({ origin, host: '192.168.1.5:4173' }, '192.168.1.20', policy), origin).toBe('origin not allowed');
    }
  });

  it('refuses a Host that is not ours (DNS rebinding), even with a matching Origin, and a missing Host', () => {
    expect(upgradeRefusal({ origin: 'http://evil.example:4173', host: 'evil.example:4173' }, '127.0.0.1', policy)).toBe('host not allowed');
    expect(upgradeRefusal({ origin: 'http://127.0.0.1:4173' }, '127.0.0.1', policy)).toBe('host not allowed');
  });

  it('accepts no Origin from loopback only', () => {
    expect(upgradeRefusal({ host: '127.0.0.1:4173' }, '127.0.0.1', policy)).toBeNull();
    expect(upgradeRefusal({ host: '[::1]:4173' }, '::ffff:127.0.0.1', policy)).toBeNull();
    expect(upgradeRefusal({ host: '192.168.1.5:4173' }, '192.168.1.20', policy)).toBe('no origin');
  });
});

describe('the publisher and the relay close codes', () => {
  it('says live never on a refusal: wrong secret, bad state, and full (too many games, connections, or fallen behind)', () => {
    expect([4001, 4003, 4002, 4005, 4006, 1006, undefined].map(statusOfClose)).toEqual(['refused', 'bad_state', 'full', 'full', 'full', 'offline', 'offline']);
  });
});
