// The server's environment (src/server/config.ts): loopback on 4173 with ./data when nothing is set.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { StartupError } from '../../src/server/startup-error';

describe('the server environment', () => {
  it('defaults to loopback, port 4173, ./data and the embedded database', () => {
    expect(readConfig({}, '/srv/app')).toEqual({ host: '127.0.0.1', port: 4173, dataDir: '/srv/app/data', databaseUrl: null, trustProxy: false, rateLimit: 600 });
  });

  it('reads HOST, PORT, RIICHI_LENS_DATA and DATABASE_URL', () => {
    const env = { HOST: '::1', PORT: '8080', RIICHI_LENS_DATA: '/var/lib/riichi', DATABASE_URL: 'postgres://u@db/riichi' };
    expect(readConfig(env, '/srv/app')).toMatchObject({ host: '::1', port: 8080, dataDir: '/var/lib/riichi', databaseUrl: 'postgres://u@db/riichi' });
  });

  it('opens to the LAN with RIICHI_LENS_LAN=1 unless HOST says otherwise', () => {
    expect(readConfig({ RIICHI_LENS_LAN: '1' }).host).toBe('0.0.0.0');
    expect(readConfig({ RIICHI_LENS_LAN: '1', HOST: '192.168.1.5' }).host).toBe('192.168.1.5');
    expect(readConfig({ RIICHI_LENS_LAN: '0' }).host).toBe('127.0.0.1');
  });

  it('refuses a port that is not one', () => {
    for (const port of ['http', '70000', '-1', '80.5']) expect(() => readConfig({ PORT: port })).toThrow(StartupError);
  });

  it('trusts X-Forwarded-For only when RIICHI_LENS_TRUST_PROXY says whom: a hop count or proxies’ addresses', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ RIICHI_LENS_TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readConfig({ RIICHI_LENS_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ RIICHI_LENS_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ RIICHI_LENS_TRUST_PROXY: ' 10.0.0.2, loopback,192.168.0.0/16 ,::1' }).trustProxy).toEqual(['10.0.0.2', 'loopback', '192.168.0.0/16', '::1']);
  });

  it('refuses a proxy setting that trusts everyone or is no address', () => {
    for (const value of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.lan', ',']) {
      expect(() => readConfig({ RIICHI_LENS_TRUST_PROXY: value }), value).toThrow(StartupError);
    }
  });

  it('reads RIICHI_LENS_RATE_LIMIT as requests per minute, 0 for none, and refuses anything else', () => {
    expect(readConfig({ RIICHI_LENS_RATE_LIMIT: '1200' }).rateLimit).toBe(1200);
    expect(readConfig({ RIICHI_LENS_RATE_LIMIT: '0' }).rateLimit).toBe(0);
    for (const value of ['-5', '1.5', 'lots', '1e3']) expect(() => readConfig({ RIICHI_LENS_RATE_LIMIT: value }), value).toThrow(StartupError);
  });
});
