/**
 * How the tournament routes refuse (src/server/API.md): a status and `{ error, message, field? }`,
 * never a stack trace. A handler throws an `ApiRefusal`; the scope's error handler turns it,
 * Fastify's own body errors (too large, not JSON, wrong content type) and anything unexpected
 * into that shape.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { issuePath } from '../../formats/issue-path.ts';
import { isOwner } from '../../relay/owner-hash.ts';

/** The largest request body: a sync batch of 200 events with hand notes fits well inside. */
export const BODY_LIMIT = 256 * 1024;

export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  get body(): { error: string; message: string; field?: string } {
    return { error: this.code, message: this.message, ...(this.field === undefined ? {} : { field: this.field }) };
  }
}

export const notFound = (what: string): ApiRefusal => new ApiRefusal(404, 'not_found', `no such ${what}`);

/** The body as `schema` reads it, else 400 `bad_fields` naming the first field at fault. */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, body, { abortEarly: true });
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const field = issuePath(issue);
  throw new ApiRefusal(400, 'bad_fields', field === '' ? `the body is not what this route takes: ${issue.message}` : `${field}: ${issue.message}`, field === '' ? undefined : field);
}

/** The secret of `Authorization: Bearer SECRET`, or null. */
export function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{1,256})$/.exec(request.headers.authorization ?? '');
  return match === null ? null : match[1]!;
}

/** The bearer secret when its SHA-256 is `hash` (compared in constant time), else 401 `wrong_secret`. */
export function requireSecret(request: FastifyRequest, hash: string): string {
  const secret = bearerOf(request);
  if (secret === null || !isOwner(hash, secret)) throw new ApiRefusal(401, 'wrong_secret', 'this needs the secret, as Authorization: Bearer SECRET');
  return secret;
}

const BAD_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** Fastify's own refusals of a body, in the API's words; null for anything else. */
function bodyRefusal(error: FastifyError): ApiRefusal | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new ApiRefusal(413, 'too_large', `bodies are ${BODY_LIMIT} bytes at most`);
  if (BAD_JSON.has(error.code) || (error instanceof SyntaxError && error.statusCode === 400)) return new ApiRefusal(400, 'bad_json', 'the body is not JSON');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new ApiRefusal(415, 'unsupported_media_type', 'bodies are application/json');
  return null;
}

/** The scope's error handler: refusals as they are, Fastify's body errors translated, the rest a logged 500. */
export function handleErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = error instanceof ApiRefusal ? error : bodyRefusal(error);
    if (refusal !== null) return reply.code(refusal.status).send(refusal.body);
    if (error.statusCode === 429) return reply.code(429).send({ error: 'rate_limited', message: error.message });
    request.log.error({ err: error }, 'tournament route failed');
    return reply.code(500).send({ error: 'internal', message: 'the server could not answer this request' });
  });
}
