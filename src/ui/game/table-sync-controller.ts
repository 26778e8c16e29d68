/**
 * The game view's link to the tournament server (issue 22, point 4): asks whether a paired game is
 * a tournament table, opens it, keeps a syncer (src/sync/table-syncer.ts) on the open game while
 * it is a table's, and takes the server's game when the user resolves a divergence. The decisions
 * are src/sync's; this holds their state for the view and tells it when to redraw.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Pairing } from '../../relay/pairing-link';
import type { GameStore, StoredGame } from '../../store/game-store';
import { memorySyncStore, openSyncStore, type SyncRecord, type SyncRecordStore } from '../../store/sync-store';
import { TITLE_MAX } from '../../formats/game-record';
import { openTable, takeServerGame, type TableError } from '../../sync/table-game';
import { lookUpTable, type Lookup, type LookupStatus } from '../../sync/table-lookup';
import { PAGE_TIMERS, TableSyncer, type SyncStatus, type Timers } from '../../sync/table-syncer';
import type { Http } from '../../sync/sync-http';
import { STRINGS, type Locale } from '../i18n/strings';
import { refusalText } from './sync-status';

export interface TableHost extends ReactiveControllerHost {
  readonly locale: Locale;
  /** Shows `game` as the open game (null: the start form), already stored. */
  showGame(game: StoredGame | null): void;
  /** The open game's id, or null. */
  readonly openGameId: string | null;
}

/** What the last "take the server's game" came to, for the view to say. */
export type TakeNote = { readonly kind: 'taken'; readonly kept: string | null } | { readonly kind: 'failed'; readonly error: TableError };

const pageHttp = (): Http => ({ fetch: (input, init) => fetch(input, init), base: location.origin });

export class TableSyncController implements ReactiveController {
  status: SyncStatus | null = null;
  lookup: LookupStatus | null = null;
  /** A table with no game on this device yet: the start form is for it. */
  pendingTable: SyncRecord | null = null;
  taking = false;
  takeNote: TakeNote | null = null;
  http: Http = pageHttp();
  timers: Timers = PAGE_TIMERS;

  private _games: GameStore | null = null;
  private _records: SyncRecordStore | null = null;
  private _syncer: TableSyncer | null = null;
  private _lookup: Lookup | null = null;
  private _closeRecords: () => void = () => undefined;
  /** Each follow() call's turn: a slower earlier one must not set up a syncer over a later one's. */
  private _turn = 0;
  private readonly _online = () => {
    void this._syncer?.retryNow();
    this._lookup?.retryNow();
  };

  constructor(private readonly host: TableHost) {
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('online', this._online);
  }

  hostDisconnected(): void {
    removeEventListener('online', this._online);
    this._syncer?.close();
    this._syncer = null;
    this._lookup?.cancel();
    this._lookup = null;
    // The view opens its stores again when it is connected again (game-view's _open).
    this._closeRecords();
    this._closeRecords = () => undefined;
  }

  /** Opens the sync records beside the games; a browser refusing them keeps them for this page only. */
  async attach(games: GameStore, database: string, factory: IDBFactory): Promise<void> {
    this._games = games;
    try {
      const records = await openSyncStore(`${database}-sync`, factory);
      this._closeRecords();
      this._records = records;
      this._closeRecords = () => records.close();
    } catch {
      this._records = memorySyncStore();
    }
  }

  /**
   * Asks the server whether `pairing`'s game is a tournament table. `fresh`: the pairing link was
   * just opened, so the table's game is opened; a pairing kept from before only offers the
   * table's start form when no game is open (a reload never switches the open game).
   */
  lookUp(pairing: Pairing, fresh: boolean): void {
    this._lookup?.cancel();
    this._lookup = lookUpTable(this.http, pairing.game, this.timers, (s) => {
      this.lookup = s;
      this.host.requestUpdate();
      if (s.kind === 'table') void this._opened(pairing, s, fresh);
    });
  }

  private async _opened(pairing: Pairing, s: Extract<LookupStatus, { kind: 'table' }>, fresh: boolean): Promise<void> {
    const games = this._games;
    const records = this._records;
    if (games === null || records === null) return;
    const t = s.server.table;
    const title = STRINGS[this.host.locale].sync.tableTitle(t.tournament.title, t.session, t.table).slice(0, TITLE_MAX);
    const r = await openTable({ games, records }, pairing, s.server, title, new Date().toISOString());
    if (!r.ok) {
      this.takeNote = { kind: 'failed', error: r.error };
      this.host.requestUpdate();
      return;
    }
    this.pendingTable = r.value.game === null ? r.value.record : null;
    if (fresh || this.host.openGameId === null) this.host.showGame(r.value.game);
    else this.host.requestUpdate();
  }

  /** The start form goes back to an ordinary game's (the table stays offered after a reload). */
  dropPendingTable(): void {
    this.pendingTable = null;
    this.host.requestUpdate();
  }

  /** The open game changed: a table's game is synced from here on, any other is not. */
  async follow(game: StoredGame | null): Promise<void> {
    const turn = ++this._turn;
    if (game !== null && this._syncer?.record.game === game.id) {
      await this._syncer.update(game.log);
      return;
    }
    this._syncer?.close();
    this._syncer = null;
    this.status = null;
    const record = game === null ? null : await this._records?.load(game.id).catch(() => null);
    if (turn !== this._turn || game === null || record === null || record === undefined) return this.host.requestUpdate();
    const syncer = new TableSyncer({ http: this.http, records: this._records!, timers: this.timers, onStatus: (st) => this._status(syncer, st) }, record);
    this._syncer = syncer;
    if (this.pendingTable?.game === game.id) this.pendingTable = null;
    await syncer.update(game.log);
  }

  private _status(syncer: TableSyncer, status: SyncStatus): void {
    if (syncer !== this._syncer) return;
    this.status = status;
    this.host.requestUpdate();
  }

  /**
   * Whether the event at `index` of the open game is one the server has acknowledged: undoing or
   * correcting it makes the logs diverge, so the view asks first. False for a game that is no table's.
   */
  heldByServer(index: number): boolean {
    return this._syncer !== null && index < this._syncer.record.acked;
  }

  retryNow(): void {
    void this._syncer?.retryNow();
  }

  /** Replaces the open table game by the server's, keeping this device's version as a game of its own. */
  async take(game: StoredGame, keptId: string): Promise<void> {
    const syncer = this._syncer;
    const games = this._games;
    const records = this._records;
    if (syncer === null || games === null || records === null || this.taking) return;
    this.taking = true;
    this.host.requestUpdate();
    const keptTitle = STRINGS[this.host.locale].sync.keptTitle(game.title).slice(0, TITLE_MAX);
    const r = await takeServerGame(this.http, { games, records }, game, syncer.record, keptTitle, keptId);
    this.taking = false;
    if (!r.ok) {
      this.takeNote = { kind: 'failed', error: r.error };
      this.host.requestUpdate();
      return;
    }
    this.takeNote = { kind: 'taken', kept: r.value.kept?.title ?? null };
    await syncer.adopt(r.value.record, r.value.game?.log ?? null);
    if (r.value.game === null) this.pendingTable = r.value.record;
    this.host.showGame(r.value.game);
  }
}

/** The sentence for what the last lookup or take came to (null: nothing to say). */
export function tableNoteText(locale: Locale, c: TableSyncController): string | null {
  const y = STRINGS[locale].sync;
  const note = c.takeNote;
  if (note?.kind === 'taken') return y.taken(note.kept);
  if (note?.kind === 'failed') {
    const e = note.error;
    if (e.code === 'offline') return y.takeOffline;
    const reason = e.code === 'stopped' ? (e.reason === 'refused_event' ? y.stopReasons.refused_event(refusalText(locale, e.message)) : y.stopReasons[e.reason]) : e.code === 'not_table' ? y.stopReasons.not_found : e.code === 'unreadable' ? y.unreadable : e.reason;
    return y.takeFailed(reason);
  }
  const l = c.lookup;
  if (l === null || l.kind === 'plain') return null;
  if (l.kind === 'asking') return y.asking;
  // No countdown here: the note is redrawn when the lookup changes, not every second.
  if (l.kind === 'retrying') return y.askAgain;
  if (l.kind === 'stopped') return y.stopped(l.reason === 'refused_event' ? y.stopReasons.refused_event(refusalText(locale, l.message)) : y.stopReasons[l.reason]);
  const t = l.server.table;
  return y.tableFound(y.tableTitle(t.tournament.title, t.session, t.table));
}
