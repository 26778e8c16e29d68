/**
 * After a sync, the table's overlay state goes to the relay room of its game id, so
 * `overlay.html?game=GAME` shows any tournament table. Publishes of one game run one at a time and
 * each reads the log afresh: two syncs answered close together cannot leave the older state last.
 */
import { overlayStateOf } from '../../relay/overlay-state.ts';
import type { Relay } from '../../relay/relay-server.ts';
import type { Database } from '../database.ts';
import { loadLog, loadTable, loadTournament } from './tournament-store.ts';

/** The overlay state's longest title (`overlayStateSchema`): a longer one would be refused by every overlay. */
const OVERLAY_TITLE_MAX = 200;

export type TablePublisher = (game: string) => Promise<void>;

/** The overlay's title: the tournament's, cut to leave room for the session and table. */
export function overlayTitle(tournament: string, session: number, table: number): string {
  const suffix = ` · session ${session}, table ${table}`;
  return tournament.slice(0, OVERLAY_TITLE_MAX - suffix.length) + suffix;
}

async function publishNow(db: Database['db'], relay: Pick<Relay, 'publish'>, game: string): Promise<void> {
  const table = await loadTable(db, game);
  const tournament = table === null ? null : await loadTournament(db, table.tournament);
  if (table === null || tournament === null) return;
  const log = await loadLog(db, game);
  const state = overlayStateOf(overlayTitle(tournament.title, table.session, table.table), { entries: log.entries, cursor: log.entries.length });
  if (state !== null) await relay.publish(game, table.secretHash, state);
}

export function tablePublisher(db: Database['db'], relay: Pick<Relay, 'publish'>): TablePublisher {
  const chains = new Map<string, Promise<void>>();
  return (game) => {
    const next = (chains.get(game) ?? Promise.resolve()).then(() => publishNow(db, relay, game));
    const settled = next.catch(() => undefined);
    chains.set(game, settled);
    // The chain is forgotten once nothing waits behind this publish.
    void settled.then(() => {
      if (chains.get(game) === settled) chains.delete(game);
    });
    return next;
  };
}
