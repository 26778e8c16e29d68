import { describe, expect, it } from 'vitest';
import { addPenalty, addSession, createTournament, getTournament, resultsCsvUrl, type Fetch } from '../../../src/ui/tournament/tournament-api';
import { VIEW } from './tournament-fixtures';

const SECRET = 'A'.repeat(43);

/** A server that answers one request with `status` and `body`, recording what it was asked. */
function server(status: number, body: unknown): { fetch: Fetch; asked: { url: string; init: RequestInit | undefined }[] } {
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  return {
    asked,
    fetch: async (url, init) => {
      asked.push({ url, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  };
}

describe('the tournament API client', () => {
  it('sends the admin secret as a bearer token and the body as JSON, and reads the view back', async () => {
    const s = server(201, VIEW);
    const r = await addSession({ base: 'http://host:4173/tournament.html?t=x', fetch: s.fetch }, VIEW.id, SECRET, { seating: 'auto' });
    expect(r).toEqual({ ok: true, value: VIEW });
    expect(s.asked[0]!.url).toBe(`http://host:4173/api/tournaments/${VIEW.id}/sessions`);
    expect(s.asked[0]!.init?.method).toBe('POST');
    expect((s.asked[0]!.init?.headers as Record<string, string>).authorization).toBe(`Bearer ${SECRET}`);
    expect(JSON.parse(String(s.asked[0]!.init?.body))).toEqual({ seating: 'auto' });
  });

  it('sends no secret on public reads', async () => {
    const s = server(200, VIEW);
    await getTournament({ base: 'http://host/', fetch: s.fetch }, VIEW.id);
    expect((s.asked[0]!.init?.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('gives a refusal its status, code, sentence and field', async () => {
    const s = server(422, { error: 'bad_seating', message: 'Zed is no player of this tournament', field: 'tables.1.2' });
    const r = await addSession({ base: 'http://host/', fetch: s.fetch }, VIEW.id, SECRET, { tables: [['a', 'b', 'c', 'd']] });
    expect(r).toEqual({ ok: false, problem: { kind: 'refused', status: 422, error: 'bad_seating', message: 'Zed is no player of this tournament', field: 'tables.1.2' } });
  });

  it('says a refusal without the contract’s body by its status', async () => {
    const s = server(502, '<html>Bad gateway</html>');
    const r = await getTournament({ base: 'http://host/', fetch: s.fetch }, VIEW.id);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatchObject({ kind: 'refused', status: 502, error: 'http_502' });
  });

  it('refuses an answer the schema does not accept', async () => {
    const s = server(201, { tournament: VIEW, adminSecret: 'short' });
    const r = await createTournament({ base: 'http://host/', fetch: s.fetch }, { title: 'x', preset: 'ema-2016', players: ['a', 'b', 'c'] });
    expect(r).toEqual({ ok: false, problem: { kind: 'bad_answer', status: 201 } });
  });

  it('says offline when no answer comes', async () => {
    const r = await addPenalty({ base: 'http://host/', fetch: () => Promise.reject(new TypeError('Failed to fetch')) }, VIEW.id, SECRET, { player: 'Bo', points: 1000, reason: 'x' });
    expect(r).toEqual({ ok: false, problem: { kind: 'offline' } });
  });

  it('escapes the id in the path', () => {
    expect(resultsCsvUrl('http://host/tournament.html', 'a/b')).toBe('http://host/api/tournaments/a%2Fb/results.csv');
  });
});
