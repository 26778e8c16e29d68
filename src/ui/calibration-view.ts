import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { REQUIRED_ROWS, SHEET_ROWS, type CalibrationProfile } from '../../calibration/index';
import { createVisionClient, type VisionClient } from '../vision/client';
import type { ProfileBuildResult } from '../vision/worker-api';
import { pageStorage } from './page-storage';
import { openProfileStore, PROFILE_DB, type ProfileStore, type ProfileSummary } from './profile-store';
import { DEFAULT_LOCALE, type Locale, STRINGS, type CalibrationStrings } from './strings';
import './tile-image';

/** localStorage key of the name of the profile in use. */
export const ACTIVE_PROFILE_KEY = 'riichi-lens-active-profile';

export interface ProfileChangeDetail {
  /** The profile to read with, `null` for the standard tiles. */
  readonly profile: CalibrationProfile | null;
}

type Reading = { readonly status: 'idle' } | { readonly status: 'reading' } | { readonly status: 'done'; readonly result: ProfileBuildResult };

/**
 * Calibrating the recogniser to the user's own tile set (DESIGN.md section 6; calibration/): the
 * sheet's layout drawn with our tile art, a photo of the user's sheet read by the vision worker
 * (`buildProfile`), the outcome per row, and the profiles saved in IndexedDB (profile-store.ts),
 * one of them in use. The name of the one in use is remembered in localStorage; whenever it
 * changes (and once at start, from what was remembered) the view fires `profile-change` with the
 * profile, and the page hands it to the capture view, whose worker reads with it.
 *
 * @fires profile-change - `CustomEvent<ProfileChangeDetail>`.
 */
@customElement('calibration-view')
export class CalibrationView extends LitElement {
  @property() accessor locale: Locale = DEFAULT_LOCALE;
  /** The recogniser, already initialised. None: the view starts its own on the first photo. */
  @property({ attribute: false }) accessor client: VisionClient | null = null;
  /** The IndexedDB database holding the profiles (tests use their own). */
  @property({ attribute: 'database' }) accessor database: string = PROFILE_DB;

  @state() private accessor _reading: Reading = { status: 'idle' };
  @state() private accessor _name = '';
  @state() private accessor _message: string | null = null;
  @state() private accessor _profiles: readonly ProfileSummary[] = [];
  @state() private accessor _active: string | null = null;
  @state() private accessor _confirmDelete: string | null = null;
  @state() private accessor _storageOff = false;

  private _store: Promise<ProfileStore | null> | null = null;
  private _ownClient: VisionClient | null = null;
  private _ready: Promise<boolean> | null = null;

  static override styles = css`
    :host { display: block; font-size: 0.95rem; color: #1d2330; }
    h3 { margin: 12px 0 6px; font-size: 1rem; }
    .intro { margin: 0 0 8px; color: #5a6375; }
    .sheet { display: grid; gap: 4px; margin: 0 0 10px; padding: 8px; background: #fff; border-radius: 8px; --tile-width: 1.9em; }
    .sheet-row { display: flex; gap: 3px; align-items: center; flex-wrap: wrap; }
    .sheet-row span { min-width: 6.5em; font-size: 0.8rem; color: #5a6375; }
    ul { list-style: none; padding: 0; margin: 6px 0; }
    li { margin: 2px 0; }
    .ok { color: #1f6b35; }
    .bad { color: #a3261b; }
    button, input { font: inherit; min-height: 36px; }
    .profiles li { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
    .profiles .name { font-weight: 600; }
    .paste { padding: 8px; border: 1px dashed #8a93a5; border-radius: 8px; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  `;

  override connectedCallback(): void {
    super.connectedCallback();
    this._active = pageStorage()?.getItem(ACTIVE_PROFILE_KEY) ?? null;
    void this._refresh().then(() => this._announce());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._ownClient?.dispose();
    this._ownClient = null;
    this._ready = null;
    void this._store?.then((s) => s?.close());
    this._store = null;
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

  /** Tells the page which profile to read with; a remembered name whose record is gone or damaged falls back to none. */
  private async _announce(): Promise<void> {
    let profile: CalibrationProfile | null = null;
    if (this._active !== null) {
      const store = await this._openStore();
      const loaded = store === null ? null : await store.loadProfile(this._active);
      if (loaded?.ok === true) profile = loaded.stored.profile;
      else this._setActive(null);
    }
    this.dispatchEvent(new CustomEvent<ProfileChangeDetail>('profile-change', { detail: { profile }, bubbles: true, composed: true }));
  }

  private _setActive(name: string | null): void {
    this._active = name;
    const storage = pageStorage();
    if (name === null) storage?.removeItem(ACTIVE_PROFILE_KEY);
    else storage?.setItem(ACTIVE_PROFILE_KEY, name);
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
    this._reading = { status: 'reading' };
    this._message = null;
    const client = await this._recogniser();
    const bytes = await file.arrayBuffer();
    const result: ProfileBuildResult = client === null ? { ok: false, code: 'model_load_failed', message: 'the recogniser could not be loaded', row: null } : await client.buildProfile(bytes, this._name.trim() || 'tile set');
    this._reading = { status: 'done', result };
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
    const profile: CalibrationProfile = { ...r.result.profile, style: { ...r.result.profile.style, name } };
    try {
      await store.saveProfile({ name, savedAt: new Date().toISOString(), profile });
    } catch (err) {
      this._message = this._s.saveFailed(err instanceof Error ? err.message : String(err));
      return;
    }
    // Only now, with the write committed and the page told to read with it, is it shown as saved.
    this._setActive(name);
    await this._refresh();
    await this._announce();
    this._message = this._s.saved(name);
  }

  private async _use(name: string | null): Promise<void> {
    this._confirmDelete = null;
    this._setActive(name);
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
    if (this._active === name) await this._use(null);
  }

  private _rows(result: ProfileBuildResult) {
    const s = this._s;
    if (!result.ok) {
      const reason = STRINGS[this.locale].capture.visionErrors[result.code];
      return html`<ul aria-live="polite"><li class="bad" role="alert">${s.refused(result.row, reason)}</li></ul>`;
    }
    return html`<ul aria-live="polite">
      ${SHEET_ROWS.map((row, i) =>
        i < REQUIRED_ROWS || result.profile.source.redFivesRow
          ? html`<li class="ok">${s.rowFound(i + 1, row.length)}</li>`
          : html`<li>${s.rowAbsent(i + 1)}</li>`,
      )}
    </ul>`;
  }

  override render() {
    const s = this._s;
    const r = this._reading;
    const canSave = r.status === 'done' && r.result.ok && this._name.trim() !== '';
    return html`
      <p class="intro">${s.intro}</p>
      <div class="sheet" role="group" aria-label=${s.layout}>
        ${SHEET_ROWS.map(
          (row, i) => html`<div class="sheet-row">
            <span>${s.row(i + 1, i >= REQUIRED_ROWS)}</span>
            ${row.map((tile) => html`<tile-image tile=${tile} locale=${this.locale}></tile-image>`)}
          </div>`,
        )}
      </div>
      <div class="paste" @paste=${this._onPaste}>
        <label for="sheet-photo">${s.choosePhoto}</label>
        <input id="sheet-photo" type="file" accept="image/*" @change=${this._onFile} />
        <div class="intro">${s.photoHint}</div>
      </div>
      ${r.status === 'reading' ? html`<p role="status">${s.reading}</p>` : nothing}
      ${r.status === 'done' ? this._rows(r.result) : nothing}
      <form @submit=${(e: Event) => void this._save(e)}>
        <label for="profile-name">${s.name}</label>
        <input id="profile-name" .value=${this._name} @input=${(e: Event) => (this._name = (e.target as HTMLInputElement).value)} />
        <button type="submit" ?disabled=${!canSave}>${s.save}</button>
      </form>
      ${this._message === null ? nothing : html`<p role="status">${this._message}</p>`}
      ${this._storageOff ? html`<p>${s.storageUnavailable}</p>` : nothing}
      <h3>${s.savedSets}</h3>
      <p role="status">${s.active(this._active)}</p>
      <ul class="profiles">
        ${this._profiles.length === 0 ? html`<li>${s.noneSaved}</li>` : nothing}
        ${this._profiles.map(
          (p) => html`<li>
            <span class="name">${p.name}</span>
            ${p.damaged !== undefined
              ? html`<span class="bad">${s.damaged(p.damaged)}</span>`
              : this._active === p.name
                ? html`<strong>${s.inUse}</strong>`
                : html`<button type="button" @click=${() => void this._use(p.name)}>${s.use} <span class="visually-hidden">${p.name}</span></button>`}
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
