/** A table's state in words, from the tournament view's summary (no engine: the server derived it). */
import type { TournamentView } from '../../formats/table-sync';
import type { UiStrings } from '../i18n/strings';
import { WIND_TILES } from '../game/table-seats';

export type TableSummary = TournamentView['sessions'][number]['tables'][number];

export function tableStatus(t: TableSummary, s: UiStrings): string {
  if (t.ended) return s.tournament.ended;
  if (!t.started || t.round === null) return s.tournament.notStarted;
  const wind = s.winds[WIND_TILES[t.round.wind]!];
  return s.tournament.playing(s.game.round(wind, t.round.hand + 1));
}
