/**
 * Per-address rate limits on /api (issue 22): one budget of `rateLimit` requests a minute for
 * everything under /api, and a far smaller one for opening tournaments (each makes a row, an admin
 * secret and its hash; nobody opens more than a few). The built app's files are not limited: a
 * club's phones behind one router all load the app at once when a session starts. The address is
 * Fastify's `request.ip`, which believes X-Forwarded-For only as far as RIICHI_LENS_TRUST_PROXY says.
 *
 * Must be registered before the routes: the plugin attaches itself to each route as it is added.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Opening tournaments may use this share of the per-minute budget (600 a minute: 10 tournaments). */
const CREATE_SHARE = 1 / 60;
const WINDOW_MS = 60_000;

const isApi = (request: FastifyRequest): boolean => /^\/api(?:[/?]|$)/.test(request.url);
const isCreate = (request: FastifyRequest): boolean => request.method === 'POST' && /^\/api\/tournaments\/?(?:\?|$)/.test(request.url);

/** The most requests a minute one address may make to /api; `createLimit` of them for POST /api/tournaments. */
export const createLimit = (perMinute: number): number => Math.max(1, Math.floor(perMinute * CREATE_SHARE));

/** Limits /api to `perMinute` requests per address (0: no limits at all). */
export async function registerRateLimits(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute === 0) return;
  await app.register(rateLimit, {
    timeWindow: WINDOW_MS,
    allowList: (request) => !isApi(request),
    // Two counters per address: opening tournaments does not use up the budget for reads and syncs.
    keyGenerator: (request) => (isCreate(request) ? `create ${request.ip}` : request.ip),
    max: (_request, key) => (key.startsWith('create ') ? createLimit(perMinute) : perMinute),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'rate_limited',
      message: `Too many requests from this address: at most ${context.max} a minute; retry in ${context.after}.`,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}
