/**
 * What GET /api/tournaments/:id answers (`tournamentViewSchema`) and GET /api/games/:game's table
 * (`tableInfoSchema`), built from the stored rows: sessions with each table's progress, the live
 * standings (src/tournament/standings.ts) and the penalties. No secret goes in.
 */
import { replay, type Envelope } from '../../engine/index';
import type { TableInfo, TournamentView } from '../../formats/table-sync.ts';
import { tournamentStandings } from '../../tournament/standings.ts';
import type { PenaltyRecord, StoredLog, TableRecord, TournamentRecord } from './tournament-store.ts';

export interface TournamentData {
  readonly tournament: TournamentRecord;
  readonly tables: readonly TableRecord[];
  readonly logs: ReadonlyMap<string, StoredLog>;
  readonly penalties: readonly PenaltyRecord[];
}

const EMPTY: StoredLog = { entries: [], updatedAt: null };

export const sessionCountOf = (tables: readonly TableRecord[]): number => tables.reduce((n, t) => Math.max(n, t.session), 0);

function tableSummary(table: TableRecord, log: StoredLog): TournamentView['sessions'][number]['tables'][number] {
  const r = replay(log.entries);
  const state = r.ok ? r.value : null;
  return {
    number: table.table,
    game: table.game,
    players: [...table.players],
    events: log.entries.length,
    started: state !== null,
    ended: state?.ended ?? false,
    round: state === null ? null : { wind: state.round.wind, hand: state.round.hand },
    updatedAt: log.updatedAt?.toISOString() ?? null,
  };
}

export function tournamentView(data: TournamentData): TournamentView {
  const { tournament, tables, logs, penalties } = data;
  const sessionCount = sessionCountOf(tables);
  const logOf = (game: string): readonly Envelope[] => (logs.get(game) ?? EMPTY).entries;
  const standings = tournamentStandings(
    tournament.players,
    sessionCount,
    tables.map((t) => ({ session: t.session, players: t.players, log: logOf(t.game) })),
    penalties,
  );
  return {
    id: tournament.id,
    title: tournament.title,
    preset: tournament.preset,
    createdAt: tournament.createdAt.toISOString(),
    players: [...tournament.players],
    sessions: Array.from({ length: sessionCount }, (_, i) => ({
      number: i + 1,
      tables: tables.filter((t) => t.session === i + 1).map((t) => tableSummary(t, logs.get(t.game) ?? EMPTY)),
    })),
    standings: standings.map((r) => ({ ...r, sessions: [...r.sessions] })),
    penalties: penalties.map((p) => ({ player: p.player, points: p.points, reason: p.reason, at: p.at.toISOString() })),
  };
}

export function tableInfo(tournament: TournamentRecord, table: TableRecord): TableInfo {
  return {
    game: table.game,
    tournament: { id: tournament.id, title: tournament.title },
    preset: tournament.preset,
    session: table.session,
    table: table.table,
    players: [...table.players],
  };
}
