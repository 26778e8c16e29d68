import { LitElement, css, html, nothing } from 'lit';
import { formStyles } from '../shared/form-styles';
import { customElement, property, state } from 'lit/decorators.js';
import { readsWorse, REQUIRED_ROWS, SHEET_ROWS, type CalibrationProfile, type FineTuneSettings } from '../../../calibration/index';
import { createVisionClient, type VisionClient } from '../../recognition/client';
import type { ProfileBuildResult, RowRetake } from '../../recognition/worker-api';
import { pageStorage } from '../../store/page-storage';
import { openProfileStore, PROFILE_DB, type ProfileStore, type ProfileSummary } from '../../store/profile-store';
import { sheetDrawing, sheetStyles } from './sheet-drawing';
import type { SheetFrameDetail } from './sheet-camera';
import { DEFAULT_LOCALE, type Locale, STRINGS, type CalibrationStrings } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { visuallyHidden } from '../shared/visually-hidden';
import './sheet-camera';

/** localStorage key of the name of the profile in use. */
export const ACTIVE_PROFILE_KEY = 'riichi-lens-active-profile';

export interface ProfileChangeDetail {
  /** The profile to read with, `null` for the standard tiles. */
  readonly profile: CalibrationProfile | null;
  /** The name it is stored under, `null` with no profile: confirmed corrections are learned into it. */
  readonly name: string | null;
}

type Reading = { readonly status: 'idle' } | { readonly status: 'reading' } | { readonly status: 'done'; readonly result: ProfileBuildResult };

/** The open game, whose table may have a tile set of its own. */
export interface TableRef {
  readonly id: string;
  readonly title: string;
}

/**
 * Calibrating the recogniser to the user's own tile set (DESIGN.md section 6; calibration/): the
 * sheet's layout drawn with our tile art, a photo of the user's sheet (chosen, pasted, or a camera
 * frame judged whole while framing it, sheet-camera.ts) read by the vision worker
 * (`buildProfile`), the outcome per row, any row retaken alone, and the profiles saved in
 * IndexedDB (profile-store.ts). The browser-wide profile's name is remembered in localStorage, and
 * each table (the open game, `game`) may choose its own, kept in the profile store; the profile
 * read with is the table's, else the browser-wide one, else none. Whenever it changes (and once
 * at start) the view fires `profile-change` with it, and the page hands it to the capture view.
 *
 * The view reads with a worker of its own, started when the view is opened (`open`) and ended
 * when it is closed or removed: building a profile takes many seconds, and the capture view's
 * worker must keep reading hands meanwhile.
 *
 * @fires profile-change - `CustomEvent<ProfileChangeDetail>`.
 */
@customElement('calibration-view')
export class CalibrationView extends LitElement {
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;
  /** The recogniser, already initialised. None: the view starts its own on the first photo. */
  @property({ attribute: false }) accessor client: VisionClient | null = null;
  /** The IndexedDB database holding the profiles (tests use their own). */
  @property({ attribute: 'database' }) accessor database: string = PROFILE_DB;
  /** Whether the view is shown: opening starts its worker, closing ends it (and the camera). */
  @property({ type: Boolean }) accessor open = false;
  /** The open game, `null` for none: its table's choice of tile set is shown and set here. */
  @property({ attribute: false }) accessor game: TableRef | null = null;
  /**
   * Whether a sheet is read by fitting the recogniser's last layers to it (minutes, reads an
   * unseen set best; calibration/README.md) or by prototypes alone (seconds). The user's checkbox.
   */
  @property({ type: Boolean }) accessor fit = true;
  /** The fitting's settings: the defaults (calibration/fine-tune.ts); tests shorten it. */
  @property({ attribute: false }) accessor fitSettings: Partial<FineTuneSettings> = {};

  @state() private accessor _reading: Reading = { status: 'idle' };
  @state() private accessor _name = '';
  @state() private accessor _message: string | null = null;
  @state() private accessor _profiles: readonly ProfileSummary[] = [];
  @state() private accessor _active: string | null = null;
  @state() private accessor _confirmDelete: string | null = null;
  /** A profile that reads worse than none (`readsWorse`) is saved only by a second press, which this arms. */
  @state() private accessor _confirmWorse = false;
  @state() private accessor _storageOff = false;
  @state() private accessor _camera = false;
  /** The recogniser the camera inspects frames with, once loaded. */
  @state() private accessor _cameraClient: VisionClient | null = null;
  /** The table's chosen profile name, `null`: it follows the browser-wide one. */
  @state() private accessor _table: string | null = null;
  /** Rows retaken alone since the sheet was read, by 1-based row. */
  @state() private accessor _retakes: ReadonlyMap<number, ArrayBuffer> = new Map();
  /** Why the last retake, or a new sheet photo after a good reading, was refused (the reading shown stays). */
  @state() private accessor _retakeError: string | null = null;
  /** The fitting's share done, 0..1, while a fitted profile is built; `null` otherwise. */
  @state() private accessor _progress: number | null = null;

  /** The sheet photo last read, kept to build again with retaken rows (the worker takes a copy). */
  private _sheet: ArrayBuffer | null = null;
  private _store: Promise<ProfileStore | null> | null = null;
  private _ownClient: VisionClient | null = null;
  private _ready: Promise<boolean> | null = null;
  /** What a cancelled build goes back to: nothing for a new sheet, the sheet as read for a retake. */
  private _lastReading: Reading = { status: 'idle' };
  /** Counts builds, so the answer of a cancelled one (its worker ended) is not shown. */
  private _builds = 0;

  static override styles = [
    formStyles,
    visuallyHidden,
    sheetStyles,
    css`
    :host { display: block; font-size: var(--font-size-md); color: var(--color-text); }
    h3 { margin: 12px 0 6px; font-size: var(--font-size-base); }
    .intro { margin: 0 0 var(--space-2); color: var(--color-muted); }
    .retake { display: block; font-size: var(--font-size-sm); margin: 2px 0 6px; }
    ul { list-style: none; padding: 0; margin: 6px 0; }
    li { margin: 2px 0; }
    .ok { color: var(--color-success); }
    .bad { color: var(--color-danger); }
    .profiles li { display: flex; gap: var(--space-2); align-items: center; flex-wrap: wrap; }
    .profiles .name { font-weight: 600; }
    .paste { padding: var(--space-2); border: 1px dashed var(--color-control-border); border-radius: var(--radius); }
    .fit { display: block; margin: var(--space-2) 0; }
    progress { width: 100%; max-width: 24rem; }
  `,
  ];

  override connectedCallback(): void {
    super.connectedCallback();
    this._active = pageStorage()?.getItem(ACTIVE_PROFILE_KEY) ?? null;
    void this._refresh().then(() => this._announce());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._endRecogniser();
    void this._store?.then((s) => s?.close());
    this._store = null;
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('open')) {
      if (this.open) void this._recogniser();
      else if (changed.get('open') === true) this._endRecogniser();
    }
    if (changed.has('game') && (changed.get('game') as TableRef | null | undefined)?.id !== this.game?.id) void this._loadTable().then(() => this._announce());
  }

  /** Whether the view's own worker is running (started on opening, ended on closing). */
  get recogniserRunning(): boolean {
    return this._ownClient !== null;
  }

  private _endRecogniser(): void {
    this._ownClient?.dispose();
    this._ownClient = null;
    this._ready = null;
    this._camera = false;
    this._cameraClient = null;
  }

  private async _loadTable(): Promise<void> {
    const game = this.game;
    const store = game === null ? null : await this._openStore();
    const name = store === null || game === null ? null : await store.tableProfile(game.id);
    if (this.game?.id === game?.id) this._table = name;
  }
  private get _s(): CalibrationStrings {
    return STRINGS[this.locale].calibration;
  }

  private _openStore(): Promise<ProfileStore | null> {
    this._store ??= openProfileStore(this.database).catch(() => {
      this._storageOff = true;
      return null;
    });
    return this._store;
  }

  private async _refresh(): Promise<void> {
    const store = await this._openStore();
    this._profiles = store === null ? [] : await store.listProfiles();
  }

  /**
   * Tells the page which profile to read with: the table's, else the browser-wide one; a
   * remembered name whose record is gone or damaged is forgotten and the next in line applies.
   */
  private async _announce(): Promise<void> {
    const store = await this._openStore();
    const load = async (name: string | null) => (name === null || store === null ? null : await store.loadProfile(name));
    let profile: CalibrationProfile | null = null;
    let name: string | null = null;
    const game = this.game;
    const forTable = await load(this._table);
    if (forTable?.ok === true) ({ profile, name } = forTable.stored);
    else if (forTable !== null && game !== null) await this._setTable(game, null);
    if (profile === null) {
      const active = await load(this._active);
      if (active?.ok === true) ({ profile, name } = active.stored);
      else if (active !== null) this._setActive(null);
    }
    this.dispatchEvent(new CustomEvent<ProfileChangeDetail>('profile-change', { detail: { profile, name }, bubbles: true, composed: true }));
  }

  private _setActive(name: string | null): void {
    this._active = name;
    const storage = pageStorage();
    if (name === null) storage?.removeItem(ACTIVE_PROFILE_KEY);
    else storage?.setItem(ACTIVE_PROFILE_KEY, name);
  }

  private async _setTable(game: TableRef, name: string | null): Promise<void> {
    const store = await this._openStore();
    await store?.setTableProfile(game.id, name);
    if (this.game?.id === game.id) this._table = name;
  }

  private _recogniser(): Promise<VisionClient | null> {
    if (this.client !== null) return Promise.resolve(this.client);
    const client = (this._ownClient ??= createVisionClient());
    this._ready ??= client.init().then((r) => r.ok);
    return this._ready.then((ok) => {
      if (!ok) this._ready = null;
      return ok ? client : null;
    });
  }

  /** Reads a photo of the sheet. */
  async readPhoto(file: Blob): Promise<void> {
    await this._readSheet(await file.arrayBuffer());
  }

  /**
   * Reads a new sheet photo. One refused (not a sheet, a row missing or cut, two sets) says why,
   * naming the row, and leaves a sheet read before, with its retakes, as it was.
   */
  private async _readSheet(bytes: ArrayBuffer): Promise<void> {
    const before = { reading: this._reading, sheet: this._sheet, retakes: this._retakes };
    this._lastReading = { status: 'idle' };
    this._sheet = bytes;
    this._retakeError = null;
    this._reading = { status: 'reading' };
    this._message = null;
    const result = await this._build(new Map());
    if (result === null) return;
    if (!result.ok && before.reading.status === 'done' && before.reading.result.ok) {
      this._sheet = before.sheet;
      this._reading = before.reading;
      this._retakeError = this._s.refused(result.row, STRINGS[this.locale].capture.visionErrors[result.code]);
      return;
    }
    this._retakes = new Map();
    this._reading = { status: 'done', result };
    this._confirmWorse = false;
  }

  /**
   * The profile from the kept sheet photo and `retakes` (copies go to the worker, which takes
   * ownership); `null` when the build was cancelled meanwhile.
   */
  private async _build(retakes: ReadonlyMap<number, ArrayBuffer>): Promise<ProfileBuildResult | null> {
    const build = ++this._builds;
    const client = await this._recogniser();
    const sheet = this._sheet;
    if (build !== this._builds) return null;
    if (client === null || sheet === null) return { ok: false, code: 'model_load_failed', message: 'the recogniser could not be loaded', row: null };
    const again: RowRetake[] = [...retakes].map(([row, bytes]) => ({ row, bytes: bytes.slice(0) }));
    this._progress = this.fit ? 0 : null;
    try {
      const result = await client.buildProfile(sheet.slice(0), this._name.trim() || 'tile set', again, this.fit ? this.fitSettings : false, (done, total) => {
        if (build === this._builds) this._progress = done / total;
      });
      return build === this._builds ? result : null;
    } finally {
      if (build === this._builds) this._progress = null;
    }
  }

  /**
   * Stops a build under way by ending the view's own worker (a fitting cannot be interrupted
   * inside it); the next photo starts a fresh one. The last good reading stays as it was.
   */
  cancelBuild(): void {
    if (this._reading.status !== 'reading' || this._ownClient === null) return;
    this._builds++;
    this._progress = null;
    this._endRecogniser();
    if (this.open) void this._recogniser();
    this._reading = this._lastReading;
    this._message = this._s.cancelled;
  }

  /**
   * Reads a photo of one row alone into the sheet in place of that row. A refused retake says
   * why, naming the row, and leaves the last good reading (and its retakes) as they were.
   */
  async retakeRow(row: number, file: Blob): Promise<void> {
    const before = this._reading;
    const retakes = new Map(this._retakes).set(row, await file.arrayBuffer());
    this._retakeError = null;
    this._lastReading = before;
    this._reading = { status: 'reading' };
    const result = await this._build(retakes);
    if (result === null) return;
    if (result.ok) {
      this._retakes = retakes;
      this._reading = { status: 'done', result };
      this._confirmWorse = false;
      return;
    }
    this._reading = before;
    this._retakeError = this._s.refused(result.row, STRINGS[this.locale].capture.visionErrors[result.code]);
  }

  private readonly _onRetake = (row: number, e: Event): void => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file !== undefined) void this.retakeRow(row, file);
  };

  private readonly _onSheetFrame = (e: Event): void => {
    this._camera = false;
    void this._readSheet((e as CustomEvent<SheetFrameDetail>).detail.bytes);
  };

  private async _toggleCamera(): Promise<void> {
    this._camera = !this._camera;
    if (!this._camera) return;
    const client = await this._recogniser();
    if (this._camera) this._cameraClient = client;
  }

  private readonly _onFile = (e: Event): void => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file !== undefined) void this.readPhoto(file);
  };

  private readonly _onPaste = (e: ClipboardEvent): void => {
    const file = [...(e.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
    if (file === undefined) return;
    e.preventDefault();
    void this.readPhoto(file);
  };

  private async _save(e: Event): Promise<void> {
    e.preventDefault();
    const r = this._reading;
    const name = this._name.trim();
    if (r.status !== 'done' || !r.result.ok || name === '') return;
    const store = await this._openStore();
    if (store === null) return;
    if (readsWorse(r.result.check) && !this._confirmWorse) {
      this._confirmWorse = true;
      this._message = this._s.readsWorse;
      return;
    }
    this._confirmWorse = false;
    const profile: CalibrationProfile = { ...r.result.profile, style: { ...r.result.profile.style, name } };
    try {
      await store.saveProfile({ name, savedAt: new Date().toISOString(), profile });
    } catch (err) {
      this._message = this._s.saveFailed(err instanceof Error ? err.message : String(err));
      return;
    }
    // Only now, with the write committed and the page told to read with it, is it shown as saved.
    // Calibrated at an open table, it is that table's set too.
    this._setActive(name);
    if (this.game !== null) await this._setTable(this.game, name);
    await this._refresh();
    await this._announce();
    this._message = this._s.saved(name);
  }

  private async _use(name: string | null): Promise<void> {
    this._confirmDelete = null;
    this._setActive(name);
    await this._announce();
  }

  private async _useAtTable(name: string | null): Promise<void> {
    if (this.game === null) return;
    this._confirmDelete = null;
    await this._setTable(this.game, name);
    await this._announce();
  }

  private async _delete(name: string): Promise<void> {
    if (this._confirmDelete !== name) {
      this._confirmDelete = name;
      return;
    }
    this._confirmDelete = null;
    const store = await this._openStore();
    await store?.deleteProfile(name);
    await this._refresh();
    if (this._table === name && this.game !== null) await this._setTable(this.game, null);
    if (this._active === name) await this._use(null);
    else await this._announce();
  }

  private _rows(result: ProfileBuildResult) {
    const s = this._s;
    if (!result.ok) {
      const reason = STRINGS[this.locale].capture.visionErrors[result.code];
      return html`<ul aria-live="polite"><li class="bad" role="alert">${s.refused(result.row, reason)}</li></ul>`;
    }
    const percent = (share: number) => Math.round(share * 100);
    const { check, detectorCheck } = result;
    // Each row may be retaken alone: a photo (or, on a phone, the camera) of that row.
    return html`<p role="status">${s.selfCheck(percent(check.withProfile), percent(check.without))}</p>
      ${detectorCheck === null ? nothing : html`<p>${s.detectorCheck(percent(detectorCheck.withProfile), percent(detectorCheck.without), result.profile.detector !== undefined)}</p>`}
      ${readsWorse(check) ? html`<p class="bad" role="alert">${s.readsWorse}</p>` : nothing}
      <ul aria-live="polite">
      ${SHEET_ROWS.map(
        (row, i) => html`<li>
          ${i < REQUIRED_ROWS || result.profile.source.redFivesRow
            ? html`<span class="ok">${this._retakes.has(i + 1) ? s.rowRetaken(i + 1, row.length) : s.rowFound(i + 1, row.length)}</span>`
            : html`<span>${s.rowAbsent(i + 1)}</span>`}
          <label class="retake">${s.retake(i + 1)} <input type="file" accept="image/*" capture="environment" @change=${(e: Event) => this._onRetake(i + 1, e)} /></label>
        </li>`,
      )}
    </ul>`;
  }

  private _readingStatus() {
    const s = this._s;
    const p = this._progress;
    // The live text moves by tenths, so a screen reader is not read every step; the bar moves with each.
    return html`<p role="status">${p === null ? s.reading : s.fitting(Math.floor(p * 10) * 10)}</p>
      ${p === null ? nothing : html`<progress max="1" .value=${p} aria-label=${s.fitProgress}></progress>`}
      ${this._ownClient === null ? nothing : html`<button type="button" @click=${() => this.cancelBuild()}>${s.cancel}</button>`}`;
  }

  override render() {
    const s = this._s;
    const r = this._reading;
    const canSave = r.status === 'done' && r.result.ok && this._name.trim() !== '';
    return html`
      <p class="intro">${s.intro}</p>
      ${sheetDrawing(s, s.layout)}
      <div class="paste" @paste=${this._onPaste}>
        <label for="sheet-photo">${s.choosePhoto}</label>
        <input id="sheet-photo" type="file" accept="image/*" @change=${this._onFile} />
        <div class="intro">${s.photoHint}</div>
        <button type="button" aria-pressed=${this._camera ? 'true' : 'false'} @click=${() => void this._toggleCamera()}>${this._camera ? s.stopCamera : s.startCamera}</button>
      </div>
      ${this._camera ? html`<sheet-camera .client=${this._cameraClient} @sheet-frame=${this._onSheetFrame}></sheet-camera>` : nothing}
      <label class="fit"><input type="checkbox" .checked=${this.fit} ?disabled=${r.status === 'reading'} @change=${(e: Event) => (this.fit = (e.target as HTMLInputElement).checked)} /> ${s.fitLabel}</label>
      ${r.status === 'reading' ? this._readingStatus() : nothing}
      ${r.status === 'done' ? this._rows(r.result) : nothing}
      ${this._retakeError === null ? nothing : html`<p class="bad" role="alert">${this._retakeError}</p>`}
      <form @submit=${(e: Event) => void this._save(e)}>
        <label for="profile-name">${s.name}</label>
        <input id="profile-name" .value=${this._name} @input=${(e: Event) => (this._name = (e.target as HTMLInputElement).value)} />
        <button type="submit" ?disabled=${!canSave}>${this._confirmWorse ? s.saveAnyway : s.save}</button>
      </form>
      ${this._message === null ? nothing : html`<p role="status">${this._message}</p>`}
      ${this._storageOff ? html`<p>${s.storageUnavailable}</p>` : nothing}
      <h3>${s.savedSets}</h3>
      <p role="status">${s.active(this._active)}</p>
      ${this.game === null
        ? nothing
        : html`<h3>${s.tableTitle(this.game.title)}</h3>
            <p role="status">${s.tableChoice(this._table)}</p>
            <button type="button" ?disabled=${this._table === null} @click=${() => void this._useAtTable(null)}>${s.followBrowser}</button>`}
      <ul class="profiles">
        ${this._profiles.length === 0 ? html`<li>${s.noneSaved}</li>` : nothing}
        ${this._profiles.map(
          (p) => html`<li>
            <span class="name">${p.name}</span>
            ${p.damaged !== undefined
              ? html`<span class="bad">${s.damaged(STRINGS[this.locale].capture.visionErrors[p.damaged])}</span>`
              : this._active === p.name
                ? html`<strong>${s.inUse}</strong>`
                : html`<button type="button" @click=${() => void this._use(p.name)}>${s.use} <span class="visually-hidden">${p.name}</span></button>`}
            ${this.game === null || p.damaged !== undefined
              ? nothing
              : this._table === p.name
                ? html`<strong>${s.atTable}</strong>`
                : html`<button type="button" @click=${() => void this._useAtTable(p.name)}>${s.useAtTable} <span class="visually-hidden">${p.name}</span></button>`}
            <button type="button" @click=${() => void this._delete(p.name)}>${this._confirmDelete === p.name ? s.confirmDelete : s.delete}</button>
          </li>`,
        )}
      </ul>
      <button type="button" ?disabled=${this._active === null} @click=${() => void this._use(null)}>${s.standard}</button>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'calibration-view': CalibrationView;
  }
}
