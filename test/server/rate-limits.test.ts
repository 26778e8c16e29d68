// The per-address limits on /api (src/server/rate-limits.ts) and whom X-Forwarded-For is believed
// from (src/server/client-address.ts), on a bare Fastify with stand-in routes: the limits do not
// depend on which routes exist, and a spoofed header must not buy a fresh budget.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddressOf, trustFunction, type TrustProxy } from '../../src/server/client-address';
import { createLimit, registerRateLimits } from '../../src/server/rate-limits';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function app(perMinute: number, trust: TrustProxy = false): Promise<FastifyInstance> {
  const fastify = Fastify({ logger: false, trustProxy: trustFunction(trust) });
  apps.push(fastify);
  await registerRateLimits(fastify, perMinute);
  fastify.get('/api/health', async () => ({ ok: true }));
  fastify.post('/api/tournaments', async (_request, reply) => reply.code(201).send({ made: true }));
  fastify.get('/index.html', async () => 'page');
  return fastify;
}

const get = (fastify: FastifyInstance, url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => fastify.inject({ method: 'GET', url, headers, remoteAddress });

describe('rate limits on /api', () => {
  it('answers past the budget 429 rate_limited with Retry-After, per address; files are never limited', async () => {
    const fastify = await app(5);
    for (let i = 0; i < 5; i++) expect((await get(fastify, '/api/health')).statusCode).toBe(200);
    const refused = await get(fastify, '/api/health');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', message: expect.stringContaining('at most 5 a minute') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget; the app's files have none.
    expect((await get(fastify, '/api/health', {}, '10.0.0.9')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) expect((await get(fastify, '/index.html')).statusCode).toBe(200);
  });

  it('allows fewer tournaments opened than reads, on a budget of their own', async () => {
    const fastify = await app(120);
    expect(createLimit(120)).toBe(2);
    expect(createLimit(600)).toBe(10);
    const create = () => fastify.inject({ method: 'POST', url: '/api/tournaments', payload: {} });
    expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(429);
    expect((await get(fastify, '/api/health')).statusCode).toBe(200);
  });

  it('RIICHI_LENS_RATE_LIMIT=0 turns the limits off', async () => {
    const fastify = await app(0);
    for (let i = 0; i < 50; i++) expect((await get(fastify, '/api/health')).statusCode).toBe(200);
  });
});

describe('X-Forwarded-For', () => {
  it('untrusted: spoofed addresses share the socket address’s budget', async () => {
    const fastify = await app(3);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await get(fastify, '/api/health', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('trusted (the proxy’s address, or one hop): each client behind the proxy has its own budget', async () => {
    for (const trust of [['127.0.0.1'], 1] as const) {
      const fastify = await app(3, trust);
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await get(fastify, '/api/health', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
      expect(codes).toEqual([200, 200, 200, 200]);
    }
  });

  it('trusted proxy list: a request from elsewhere is not believed', async () => {
    const fastify = await app(3, ['10.0.0.2']);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await get(fastify, '/api/health', { 'x-forwarded-for': `203.0.113.${i}` }, '10.0.0.66')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('the client address (the relay’s and Fastify’s one notion)', () => {
  const request = (socket: string, xff?: string) => ({ socket: { remoteAddress: socket }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as Parameters<typeof clientAddressOf>[0];

  it('walks X-Forwarded-For from the nearest hop only while the hop is trusted', () => {
    expect(clientAddressOf(request('127.0.0.1', '6.6.6.6'), trustFunction(false))).toBe('127.0.0.1');
    expect(clientAddressOf(request('127.0.0.1', '6.6.6.6, 192.168.1.7'), trustFunction(1))).toBe('192.168.1.7');
    expect(clientAddressOf(request('127.0.0.1', '6.6.6.6, 192.168.1.7'), trustFunction(2))).toBe('6.6.6.6');
    expect(clientAddressOf(request('::ffff:127.0.0.1', '6.6.6.6, 192.168.1.7'), trustFunction(['loopback']))).toBe('192.168.1.7');
    expect(clientAddressOf(request('::ffff:10.0.0.2', '6.6.6.6, 10.0.0.3'), trustFunction(['10.0.0.0/24']))).toBe('6.6.6.6');
    expect(clientAddressOf(request('10.9.0.1', '6.6.6.6'), trustFunction(['10.0.0.0/24']))).toBe('10.9.0.1');
    expect(clientAddressOf(request('127.0.0.1'), trustFunction(1))).toBe('127.0.0.1');
  });
});
