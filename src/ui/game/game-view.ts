import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { formStyles } from '../shared/form-styles';
import { customElement, property, query, state } from 'lit/decorators.js';
import { exportGame, gameFileSizeRefusal, importGame, type ImportedGame } from '../../formats/game-file';
import { titleApart } from '../../formats/game-duplicates';
import { TITLE_MAX } from '../../formats/game-record';
import { NAME_MAX, PRESETS, PRESET_NAMES, handsCsv, replay, resultsSheet, resultsSheetCsv, stateOf, type GameState, type PresetName } from '../../engine/index';
import { type GameStore, type GameSummary, type StoredGame, openGameStore } from '../../store/game-store';
import { PAGE_CLOCK, type SessionClock, type SessionError, type Saved, canRedoGame, canUndoGame, editEvent, recordEvent, redoEvent, startGame, undoEvent } from './game-session';
import type { GameEditDetail, GameEventDetail } from './game-session';
import type { GameActions } from './game-actions';
import type { EditRequestDetail } from './game-history';
import { pageStorage } from '../../store/page-storage';
import type { PairingRead } from '../../relay/pairing-link';
import { WIND_TILES } from './table-seats';
import { DEFAULT_LOCALE, type Locale, STRINGS, formatDate } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { type Result, err } from '../../engine/result';
import './game-table';
import './game-actions';
import './game-history';
import '../overlay/overlay-pairing';
import { gameFileText } from '../i18n/strings-issues';
import { storedPairing } from '../../store/pairing-store';
import { startFitsTable } from '../../sync/table-game';
import { TableSyncController, tableNoteText, type TableHost } from './table-sync-controller';
import './sync-status';

/** Detail of `game-change`: the open game's state (null when none is open). */
export interface GameChangeDetail {
  readonly state: GameState | null;
  /** Which game is open (null when none): the calibration view keeps a tile set per table. */
  readonly game: { readonly id: string; readonly title: string } | null;
}

/** Where the page remembers the game it had open, so a reload resumes it. */
export const OPEN_GAME_KEY = 'riichi-lens.open-game';

type Status = { readonly kind: 'idle' } | { readonly kind: 'saving' } | { readonly kind: 'info'; readonly text: string } | { readonly kind: 'error'; readonly text: string };

/**
 * The game record: start a game, open a saved one (the last one open is reopened after a
 * reload), the table, recording, undo and redo, export and import. Every change goes through the
 * session (`game-session.ts`): the store commits it before the screen shows it, and while a
 * change is being saved nothing else can be asked for.
 *
 * @fires game-change - after the open game changed, was opened or closed; `detail` is a {@link GameChangeDetail}.
 */
@customElement('game-view')
export class GameView extends LitElement implements TableHost {
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;
  /** The IndexedDB database name (tests use their own). */
  @property({ attribute: 'database' }) accessor database = 'riichi-lens';
  /** Whose IndexedDB to use: the page's own unless another realm's is given (a test's second page). Set before connecting. */
  @property({ attribute: false }) accessor idbFactory: IDBFactory | null = null;
  /** What the page made of a pairing link it was opened at (main.ts): the overlay panel says it, paired or refused. */
  @property({ attribute: false }) accessor pairingNotice: PairingRead | null = null;

  @state() private accessor _store: GameStore | null = null;
  @state() private accessor _storeError: string | null = null;
  @state() private accessor _games: readonly GameSummary[] = [];
  @state() private accessor _game: StoredGame | null = null;
  @state() private accessor _status: Status = { kind: 'idle' };
  @state() private accessor _preset: PresetName = 'ema-2012';
  /** An undo or a correction of an event the tournament server holds, waiting for "anyway". */
  @state() private accessor _held: { readonly kind: 'undo' } | { readonly kind: 'edit'; readonly index: number } | null = null;

  @query('game-actions') private accessor _actions: GameActions | null = null;

  /** The tournament server's side: a paired table's lookup, its sync, taking the server's game. */
  private readonly _table = new TableSyncController(this);
  /** Whether the pairing link's notice was acted on already (it opens the table's game once). */
  private _pairingTaken = false;

  /**
   * While a change is saved, or the server's game is being taken (it replaces this log: an event
   * recorded meanwhile would be in neither the kept copy nor the server's), nothing else is asked.
   */
  private get _busy(): boolean {
    return this._status.kind === 'saving' || this._table.taking;
  }

  get openGameId(): string | null {
    return this._game?.id ?? null;
  }

  /** Shows a game the table controller stored (a table's game, or the server's after a pull); null shows the start form. */
  showGame(game: StoredGame | null): void {
    this._game = game;
    this._status = { kind: 'idle' };
    this._changed();
    void this._refresh();
    this._focusHeading();
  }

  /** The clock and ids of new events (tests give their own). */
  clock: SessionClock = PAGE_CLOCK;

  static override styles = [
    formStyles,
    css`
    :host {
      display: block;
    }
    section.card {
      border: 1px solid var(--color-border);
      border-radius: 12px;
      background: var(--color-surface-alt);
      padding: var(--space-3) var(--space-4) var(--space-4);
    }
    h2 {
      margin: 0 0 10px;
      font-size: 1.2rem;
    }
    h3 {
      margin: 14px 0 6px;
      font-size: var(--font-size-base);
    }
    form {
      display: grid;
      gap: 10px;
      grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
      align-items: end;
    }
    label {
      display: grid;
      gap: 3px;
      font-size: var(--font-size-sm);
      font-weight: 600;
      color: var(--color-text-secondary);
    }
    input,
    select,
    button {
      min-height: 40px;
    }
    input,
    select {
      padding: var(--space-1) var(--space-2);
    }
    input[type='file'] {
      border: 1px solid var(--color-control-border);
      border-radius: var(--radius-sm);
      background: var(--color-surface);
    }
    button {
      padding: 0 14px;
      border-radius: var(--radius);
      background: var(--color-surface);
    }
    button.primary {
      background: var(--color-accent);
      border-color: var(--color-accent);
      color: var(--color-on-accent);
      font-weight: 650;
    }
    ul.games {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 6px;
    }
    ul.games li {
      display: flex;
      flex-wrap: wrap;
      gap: var(--space-2);
      align-items: center;
      background: var(--color-surface);
      border: 1px solid var(--color-border);
      border-radius: var(--radius);
      padding: 6px 10px;
    }
    ul.games .what {
      flex: 1 1 200px;
    }
    .damaged {
      color: var(--color-danger);
    }

    .bar {
      display: flex;
      flex-wrap: wrap;
      gap: var(--space-2);
      margin: var(--space-3) 0;
    }
    .status {
      min-height: 1.4em;
      margin: 6px 0;
    }
    .status.error {
      color: var(--color-danger);
      font-weight: 600;
    }
    .held {
      margin: var(--space-2) 0;
      padding: var(--space-2);
      border: 1px solid var(--color-warning);
      border-radius: var(--radius-sm);
      background: var(--color-surface);
    }
    .held p {
      margin: 0 0 var(--space-2);
    }
    .heading {
      display: flex;
      flex-wrap: wrap;
      gap: var(--space-1) var(--space-3);
      align-items: baseline;
    }
    .heading span {
      color: var(--color-muted);
    }
  `,
  ];

  /** The store being opened: a file chosen before it is open waits for it rather than being dropped. */
  private _opening: Promise<void> = Promise.resolve();

  override connectedCallback(): void {
    super.connectedCallback();
    this._opening = this._open();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._store?.close();
    this._store = null;
  }

  /** The open game's state, for the page (null when none is open). */
  get gameState(): GameState | null {
    return this._game === null ? null : stateOf(this._game.log);
  }

  /** Records an event in the open game (from the table, the dialogs or the score card). */
  async record(detail: GameEventDetail): Promise<boolean> {
    const store = this._store;
    const game = this._game;
    if (store === null || game === null || this._busy) return false;
    return this._apply(recordEvent(store, this.clock, game, detail.event, detail.hands));
  }

  /** Corrects a recorded event; later events that no longer apply are dropped, and the status says how many. */
  async edit(detail: GameEditDetail): Promise<boolean> {
    const store = this._store;
    const game = this._game;
    if (store === null || game === null || this._busy) return false;
    return this._apply(editEvent(store, this.clock, game, detail.index, detail.event));
  }

  /**
   * Undoes the last event in effect. One the tournament server already holds is undone only once
   * confirmed: the device's game would then differ from the server's, which keeps it.
   */
  private _undo(game: StoredGame, confirmed = false): void {
    if (!confirmed && this._table.heldByServer(game.log.cursor - 1)) {
      this._held = { kind: 'undo' };
      return;
    }
    this._held = null;
    if (this._store !== null) void this._apply(undoEvent(this._store, game));
  }

  /** Opens the dialog of a recorded event, tried against the game as it stood before that event (asked first, as `_undo`, for one the server holds). */
  private _requestEdit(index: number, confirmed = false): void {
    if (!confirmed && this._table.heldByServer(index)) {
      this._held = { kind: 'edit', index };
      return;
    }
    this._held = null;
    const entries = this._game?.log.entries ?? [];
    const entry = entries[index];
    const before = replay(entries.slice(0, index));
    if (entry === undefined || !before.ok || before.value === null) return;
    void this._actions?.edit(index, entry.event, before.value);
  }

  private async _open(): Promise<void> {
    try {
      this._store = await openGameStore(this.database, this.idbFactory ?? indexedDB);
    } catch (e) {
      this._storeError = e instanceof Error ? e.message : String(e);
      return;
    }
    await this._table.attach(this._store, this.database, this.idbFactory ?? indexedDB);
    await this._refresh();
    const last = pageStorage()?.getItem(OPEN_GAME_KEY);
    if (last) await this._resume(last);
    // A pairing may be a tournament table's: the server is asked (again after a reload, or while offline).
    // The link's notice opens the table once; a view connected again is like a reload.
    const fresh = this.pairingNotice?.kind === 'paired' && !this._pairingTaken ? this.pairingNotice.pairing : null;
    this._pairingTaken = true;
    const pairing = fresh ?? storedPairing();
    if (pairing !== null) this._table.lookUp(pairing, fresh !== null);
  }

  private async _refresh(): Promise<void> {
    if (this._store !== null) this._games = await this._store.listGames();
  }

  private _changed(): void {
    const id = this._game?.id;
    const storage = pageStorage();
    if (id === undefined) storage?.removeItem(OPEN_GAME_KEY);
    else storage?.setItem(OPEN_GAME_KEY, id);
    void this._table.follow(this._game);
    this.dispatchEvent(new CustomEvent<GameChangeDetail>('game-change', { detail: { state: this.gameState, game: this._game === null ? null : { id: this._game.id, title: this._game.title } }, bubbles: true, composed: true }));
  }

  /** Runs one change through the session: the screen shows the game only once it is stored. */
  private async _apply(change: Promise<Result<Saved, SessionError>>): Promise<boolean> {
    this._status = { kind: 'saving' };
    const r = await change;
    const g = STRINGS[this.locale].game;
    if (!r.ok) {
      this._status = { kind: 'error', text: this._errorText(r.error) };
      return false;
    }
    this._game = r.value.game;
    this._status = { kind: 'info', text: r.value.dropped.length > 0 ? `${g.saved} ${g.dropped(r.value.dropped.length)}` : g.saved };
    this._changed();
    return true;
  }

  private _errorText(e: SessionError): string {
    const g = STRINGS[this.locale].game;
    switch (e.code) {
      case 'refused':
        return g.notSaved(STRINGS[this.locale].gameActions.ruleRefusal[e.error.code]);
      case 'refused_edit':
        return g.notSaved(STRINGS[this.locale].gameActions.ruleRefusal[e.error.error.code]);
      case 'unreadable':
        return g.notSaved(gameFileText(e.error, STRINGS[this.locale]));
      default:
        // 'nothing' (the buttons are disabled then) and 'not_saved', whose reason is the browser's own words.
        return g.notSaved(e.reason);
    }
  }

  private async _resume(id: string): Promise<void> {
    if (this._store === null) return;
    const r = await this._store.loadGame(id);
    if (!r.ok) {
      if (r.code === 'damaged') this._status = { kind: 'error', text: STRINGS[this.locale].game.damaged(gameFileText(r.error, STRINGS[this.locale])) };
      this._game = null;
    } else {
      this._game = r.game;
      this._status = { kind: 'idle' };
    }
    this._changed();
  }

  private async _start(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const store = this._store;
    if (store === null) return;
    const data = new FormData(e.target as HTMLFormElement);
    // A tournament table's game: its preset, its players (the server refuses others), its id.
    const table = this._table.pendingTable;
    const presetName = table?.table.preset ?? this._preset;
    const count = PRESETS[presetName].players;
    const players = Array.from({ length: count }, (_, i) => String(data.get(`player${i}`) ?? '').trim() || defaultName(i));
    const typed = String(data.get('points') ?? '').trim();
    const points = Number(typed);
    const preset = PRESETS[presetName];
    // An empty or unchanged field is the preset's own figure; anything else the rules check.
    const startingPoints = typed !== '' && points !== preset.game.startingPoints ? { startingPoints: points } : {};
    const umaText = String(data.get('uma') ?? '').trim();
    const uma = umaText === '' ? preset.game.uma : umaText.split(/[\s,;]+/).map(Number);
    const ownUma = uma.join(' ') === preset.game.uma.join(' ') ? {} : { uma };
    const start = { v: 1, type: 'start', players, preset: presetName, ...startingPoints, ...ownUma } as const;
    if (table !== null && !startFitsTable(table.table, start)) {
      this._status = { kind: 'error', text: STRINGS[this.locale].sync.wrongPlayers(table.table.players.join(', '), table.table.preset) };
      return;
    }
    const ok = await this._apply(startGame(store, this.clock, String(data.get('title') ?? ''), start, table?.game));
    if (!ok) return;
    await this._refresh();
    this._focusHeading();
  }

  /**
   * Focus goes where the work goes on after an action that redraws this card: the open game's
   * heading (the table follows it) once a game starts or resumes, the new game's heading once it
   * closes or a kept game is deleted. The heading takes focus from script only (tabindex -1).
   */
  private _focusHeading(): void {
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('h3.focus-target')?.focus());
  }

  /** The game whose deletion waits for a second, confirming tap. */
  @state() private accessor _deleting: string | null = null;

  private async _delete(game: GameSummary): Promise<void> {
    this._deleting = null;
    if (this._store === null) return;
    await this._store.deleteGame(game.id);
    await this._refresh();
    this._focusHeading();
  }

  /** A file that is a game already kept, waiting for the choice: replace it, or keep both. */
  @state() private accessor _sameImport: ImportedGame | null = null;

  private async _import(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined) return;
    await this._opening;
    // Null only when the store could not be opened (said in place of the form) or the view has gone.
    const store = this._store;
    if (store === null) return;
    this._sameImport = null;
    const s = STRINGS[this.locale];
    // The cap is checked on the file's size too, so a huge file is never read into memory.
    const tooLarge = gameFileSizeRefusal(file.size);
    const r = tooLarge !== null ? err(tooLarge) : await importGame(await file.text(), await this._keptGames(store));
    if (!r.ok) {
      this._status = { kind: 'error', text: s.game.importRefused(gameFileText(r.error, s)) };
      return;
    }
    if (r.value.same !== null) {
      this._sameImport = r.value;
      this._status = { kind: 'idle' };
      return;
    }
    await this._keepImported(r.value, r.value.game);
  }

  /** Every game kept that reads back: what a file is compared with. */
  private async _keptGames(store: GameStore): Promise<StoredGame[]> {
    const loaded = await Promise.all(this._games.filter((x) => x.damaged === undefined).map((x) => store.loadGame(x.id)));
    return loaded.flatMap((l) => (l.ok ? [l.game] : []));
  }

  /** The duplicate choice: `replace` writes the file over the kept game, `both` keeps it beside, with its own id and title. */
  private async _settleSame(choice: 'replace' | 'both' | 'cancel'): Promise<void> {
    const pending = this._sameImport;
    this._sameImport = null;
    if (pending === null || pending.same === null || choice === 'cancel') return;
    const game = choice === 'replace' ? { ...pending.game, id: pending.same.id } : { ...pending.game, id: this.clock.newId(), title: titleApart(pending.game.title, this._games.map((x) => x.title)) };
    await this._keepImported(pending, game);
  }

  private async _keepImported(imported: ImportedGame, game: StoredGame): Promise<void> {
    const g = STRINGS[this.locale].game;
    const store = this._store;
    if (store === null) return;
    try {
      await store.saveGame(game);
    } catch (err) {
      this._status = { kind: 'error', text: g.notSaved(err instanceof Error ? err.message : String(err)) };
      return;
    }
    this._status = { kind: 'info', text: imported.hashed ? g.imported(game.title) : g.importedUnchecked(game.title) };
    await this._refresh();
  }

  /** A damaged game's record as stored, downloaded whole: kept out of reach of nobody. */
  private async _saveStored(x: GameSummary): Promise<void> {
    const text = await this._store?.storedText(x.id);
    if (text !== null && text !== undefined) this._download(`${(x.title || x.id).replace(/[^\p{L}\p{N}_-]+/gu, '-')}-as-stored.json`, 'application/json', text);
  }

  private _download(name: string, type: string, text: string): void {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  private async _export(kind: 'json' | 'hands' | 'results'): Promise<void> {
    const game = this._game;
    if (game === null) return;
    const base = fileBase(game.title);
    if (kind === 'json') this._download(`${base}.json`, 'application/json', await exportGame(game));
    else if (kind === 'hands') this._download(`${base}-hands.csv`, 'text/csv', handsCsv(game.log));
    else this._download(`${base}-results.csv`, 'text/csv', resultsSheetCsv(resultsSheet(game.log)));
  }

  private _close(): void {
    this._game = null;
    this._status = { kind: 'idle' };
    this._changed();
    void this._refresh();
    this._focusHeading();
  }

  protected override willUpdate(changed: PropertyValues): void {
    // A question about an undo or a correction belongs to the log it was asked on.
    if (changed.has('_game')) this._held = null;
  }

  protected override updated(changed: PropertyValues): void {
    // The question may be asked from a history row far down the page: bring it into view, on the safe answer.
    if (changed.has('_held') && this._held !== null) this.renderRoot.querySelector<HTMLButtonElement>('.held button.primary')?.focus();
  }

  override render() {
    const s = STRINGS[this.locale];
    const g = s.game;
    const status = this._status;
    const statusLine = html`<p class="status ${status.kind === 'error' ? 'error' : ''}" role="status" aria-live="polite">${status.kind === 'saving' ? g.saving : status.kind === 'idle' ? '' : status.text}</p>`;
    return html`<section class="card" aria-labelledby="game-title">
      <h2 id="game-title">${g.title}</h2>
      ${this._renderTableNote()}
      ${this._storeError !== null ? html`<p class="status error" role="alert">${g.storeUnavailable(this._storeError)}</p>` : this._game === null ? this._renderSetup() : this._renderGame(this._game)}
      <overlay-pairing .game=${this._game} .notice=${this.pairingNotice}></overlay-pairing>
      ${statusLine}
    </section>`;
  }

  private _renderTableNote() {
    const text = tableNoteText(this.locale, this._table);
    return text === null ? nothing : html`<p class="table-note" role="status">${text}</p>`;
  }

  private _renderSync(game: StoredGame) {
    if (this._table.status === null) return nothing;
    return html`<sync-status
      .status=${this._table.status}
      ?busy=${this._table.taking}
      @take-server-game=${() => void this._table.take(game, this.clock.newId())}
      @sync-retry=${() => this._table.retryNow()}
    ></sync-status>`;
  }

  private _renderHeld(game: StoredGame) {
    const held = this._held;
    if (held === null) return nothing;
    const s = STRINGS[this.locale].sync;
    const go = held.kind === 'undo' ? () => this._undo(game, true) : () => this._requestEdit(held.index, true);
    return html`<div class="held" role="alert">
      <p>${s.heldByServer[held.kind]}</p>
      <button type="button" @click=${go}>${held.kind === 'undo' ? s.undoAnyway : s.editAnyway}</button>
      <button type="button" class="primary" @click=${() => (this._held = null)}>${s.keepIt}</button>
    </div>`;
  }

  private _renderGame(game: StoredGame) {
    const s = STRINGS[this.locale];
    const g = s.game;
    const st = stateOf(game.log);
    const busy = this._busy;
    return html`<div class="heading"><h3 class="focus-target" tabindex="-1">${game.title}</h3><span>${st?.preset ?? ''}</span></div>
      ${this._renderSync(game)}
      <game-table .state=${st} .sheet=${resultsSheet(game.log)} ?disabled=${busy} @game-event=${(e: CustomEvent<GameEventDetail>) => void this.record(e.detail)}></game-table>
      <game-actions
        .state=${st}
        ?disabled=${busy}
        @game-event=${(e: CustomEvent<GameEventDetail>) => void this.record(e.detail)}
        @game-edit=${(e: CustomEvent<GameEditDetail>) => void this.edit(e.detail)}
      ></game-actions>
      <div class="bar">
        <button type="button" ?disabled=${busy || !canUndoGame(game)} @click=${() => this._undo(game)}>${g.undo}</button>
        <button type="button" ?disabled=${busy || !canRedoGame(game)} @click=${() => this._store && void this._apply(redoEvent(this._store, game))}>${g.redo}</button>
        <button type="button" @click=${() => void this._export('json')}>${g.exportJson}</button>
        <button type="button" @click=${() => void this._export('hands')}>${g.exportHands}</button>
        <button type="button" @click=${() => void this._export('results')}>${g.exportResults}</button>
        <button type="button" ?disabled=${busy} @click=${() => this._close()}>${g.closeGame}</button>
      </div>
      ${this._renderHeld(game)}
      <game-history
        .entries=${game.log.entries.slice(0, game.log.cursor)}
        @edit-request=${(e: CustomEvent<EditRequestDetail>) => this._requestEdit(e.detail.index)}
      ></game-history>`;
  }

  private _renderSetup() {
    const s = STRINGS[this.locale];
    const g = s.game;
    // A paired tournament table with no game yet: its title, preset and players, seats in any order.
    const table = this._table.pendingTable?.table ?? null;
    const presetName = table?.preset ?? this._preset;
    const preset = PRESETS[presetName];
    const tableTitle = table === null ? '' : s.sync.tableTitle(table.tournament.title, table.session, table.table);
    return html`<h3 class="focus-target" tabindex="-1">${g.newGame}</h3>
      ${table === null
        ? nothing
        : html`<p class="table-players">${s.sync.tablePlayers(table.players.join(', '))} <button type="button" @click=${() => this._table.dropPendingTable()}>${s.sync.notThisTable}</button></p>`}
      <form @submit=${(e: SubmitEvent) => void this._start(e)}>
        <label>${g.gameTitle}<input name="title" maxlength=${TITLE_MAX} placeholder=${g.gameTitlePlaceholder} autocomplete="off" .value=${tableTitle} /></label>
        <label
          >${s.preset}<select name="preset" .value=${presetName} ?disabled=${table !== null} @change=${(e: Event) => (this._preset = (e.target as HTMLSelectElement).value as PresetName)}>
            ${PRESET_NAMES.map((p) => html`<option value=${p} ?selected=${p === presetName}>${p}</option>`)}
          </select></label
        >
        ${Array.from(
          { length: preset.players },
          (_, i) =>
            html`<label>${g.playerName(i + 1, s.winds[WIND_TILES[i]!])}<input name="player${i}" maxlength=${NAME_MAX} autocomplete="off" placeholder=${defaultName(i)} .value=${table?.players[i] ?? ''} /></label>`,
        )}
        <label>${g.startingPoints}<input name="points" type="number" step="100" inputmode="numeric" ?disabled=${table !== null} .value=${String(preset.game.startingPoints)} /></label>
        <label>${g.uma}<input name="uma" autocomplete="off" ?disabled=${table !== null} .value=${preset.game.uma.join(' ')} /></label>
        <button class="primary" type="submit" ?disabled=${this._store === null || this._status.kind === 'saving'}>${g.startGame}</button>
      </form>
      <h3>${g.savedGames}</h3>
      ${this._games.length === 0
        ? html`<p>${g.noSavedGames}</p>`
        : html`<ul class="games">
            ${this._games.map(
              (x) => html`<li>
                <span class="what"
                  ><strong>${x.title || x.id}</strong> · ${x.damaged === undefined ? g.savedGame(formatDate(x.createdAt, s), x.events) : html`<span class="damaged">${g.damaged(gameFileText(x.damaged, s))}</span>`}</span
                >
                ${x.damaged === undefined
                  ? html`<button type="button" @click=${() => void this._resume(x.id).then(() => this._focusHeading())}>${g.resume}</button>`
                  : html`<button type="button" @click=${() => void this._saveStored(x)}>${g.saveStored}</button>`}
                ${this._deleting === x.id
                  ? html`<span role="alert">${g.confirmDelete(x.title || x.id)}</span>
                      <button type="button" class="primary" @click=${() => void this._delete(x)}>${g.deleteGame}</button>
                      <button type="button" @click=${() => (this._deleting = null)}>${g.keep}</button>`
                  : html`<button type="button" @click=${() => (this._deleting = x.id)}>${g.deleteGame}</button>`}
              </li>`,
            )}
          </ul>`}
      <p><label>${g.importGame}<input type="file" accept=".json,application/json" @change=${(e: Event) => void this._import(e)} /></label></p>
      ${this._renderSameImport()}`;
  }

  private _renderSameImport() {
    const same = this._sameImport?.same;
    if (same === undefined || same === null) return nothing;
    const g = STRINGS[this.locale].game;
    return html`<div class="same" role="alertdialog" aria-label=${g.importSame(same.title, same.identical)}>
      <p>${g.importSame(same.title, same.identical)}</p>
      <button type="button" @click=${() => void this._settleSame('replace')}>${g.importReplace}</button>
      <button type="button" @click=${() => void this._settleSame('both')}>${g.importKeepBoth}</button>
      <button type="button" @click=${() => void this._settleSame('cancel')}>${g.importCancel}</button>
    </div>`;
  }
}

const defaultName = (i: number): string => ['A', 'B', 'C', 'D'][i] ?? `P${i + 1}`;

/** A file name from a game title: letters, digits and dashes only. */
const fileBase = (title: string): string => title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'game';



declare global {
  interface HTMLElementTagNameMap {
    'game-view': GameView;
  }
}
