/**
 * A failed request in the page's words: each refusal the API can give (src/server/API.md) gets
 * its own sentence; a refusal this page does not know is said with the server's own sentence.
 */
import type { UiStrings } from '../i18n/strings';
import type { ApiProblem } from './tournament-api';
import { seatingFault } from './seating-text';

/** Whether trying the same request again may help (no answer, or the rate limit). */
export const isRetryable = (p: ApiProblem): boolean => p.kind === 'offline' || (p.kind === 'refused' && p.status === 429);

export function problemText(p: ApiProblem, s: UiStrings): string {
  const t = s.tournament;
  if (p.kind === 'offline') return t.offline;
  if (p.kind === 'bad_answer') return t.badAnswer;
  switch (p.error) {
    case 'wrong_secret':
      return t.wrongSecret;
    case 'not_found':
      return t.notFound;
    case 'rate_limited':
      return t.rateLimited;
    case 'too_large':
      return t.tooLarge;
    default:
      if (p.status === 401) return t.wrongSecret;
      // A 404 the API did not word itself (`http_404`): no tournament routes behind this address at all.
      if (p.status === 404) return p.error === 'http_404' ? t.noApi : t.notFound;
      if (p.status === 429) return t.rateLimited;
      return t.refused(p.message);
  }
}

/** A refused seating: the table and the player at fault first, when the server's field names them. */
export function seatingProblemText(p: ApiProblem, tables: readonly (readonly string[])[], s: UiStrings): string {
  if (p.kind !== 'refused' || p.status === 401 || p.status === 404 || p.status === 429) return problemText(p, s);
  const fault = seatingFault(p.field, tables);
  return fault === null ? problemText(p, s) : s.tournament.seatingRefused(fault.table, fault.name, p.message);
}

/** A refused player list: the line and the name at fault first, when the server's field names one (`players[3]`). */
export function playersProblemText(p: ApiProblem, players: readonly string[], s: UiStrings): string {
  const m = p.kind === 'refused' && p.field !== undefined ? /^players\D*(\d+)/.exec(p.field) : null;
  const name = m === null ? undefined : players[Number(m[1])];
  return p.kind !== 'refused' || m === null || name === undefined ? problemText(p, s) : s.tournament.playerRefused(Number(m[1]) + 1, name, p.message);
}
