import { LitElement, type PropertyValues, css, html, nothing } from 'lit';
import { formStyles } from '../shared/form-styles';
import { customElement, property, state } from 'lit/decorators.js';
import { YAKU, YAKUMAN } from '../../engine/index';
import {
  type ClaimKind,
  type DeclaredClaim,
  type DeclaredDeadHand,
  type EvidencePhoto,
  type Ruling,
  type RulingInput,
  CLAIM_KINDS,
  DEAD_HAND_REASONS,
  evidenceOf,
  exportEvidence,
  importEvidence,
  ruleOnWin,
} from '../../referee/index';
import { createVisionClient, type ReadyRecogniser, type VisionClient } from '../../recognition/client';
import type { DiscardReading } from '../../vision/discards';
import type { RenderTile } from '../../vision/render/index';
import type { VisionErrorCode } from '../../recognition/worker-api';
import type { HandDraft } from '../../vision/hand-draft';
import { ScoringSession } from '../score/scoring-session';
import { SessionController } from '../score/session-controller';
import { type Situation, scoreRequestOf } from '../score/situation';
import { annotatedPhotoPng } from './evidence-png';
import { panelStyle } from '../shared/panel-style';
import { thumbnailOf } from '../capture/thumbnail';
import { yakuName } from '../i18n/yaku-names';
import { detailText, evidenceText } from '../i18n/strings-issues';
import { DEFAULT_LOCALE, type Locale, STRINGS, formatDate, formatPoints } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';

/** Detail of `evidence-export`: the JSON written, and whether a PNG of the photo went with it. */
export interface EvidenceExportDetail {
  readonly json: string;
  readonly png: boolean;
}

/** Where reading a photo of the discards stands. */
type DiscardsPhoto = { readonly status: 'idle' } | { readonly status: 'reading' } | { readonly status: 'read'; readonly reading: DiscardReading } | { readonly status: 'failed'; readonly code: VisionErrorCode };

/**
 * Referee mode: what the player declared, the winner's discards and what the table saw, beside
 * the ruling the core gives (`src/referee/`) on the scoring session's hand and situation, with
 * the photo it was read from as evidence. Glue only: the rules are in the core, the words in
 * `strings.ts`.
 *
 * @fires evidence-export - after "Export evidence"; `detail` is an {@link EvidenceExportDetail}.
 */
@customElement('referee-view')
export class RefereeView extends LitElement {
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;
  /** The hand ruled on, its situation and the photo it was read from (the page gives its own). */
  @property({ attribute: false }) accessor session: ScoringSession = new ScoringSession();
  /**
   * Where a photo of the discards is read: the page hands over the capture view's recogniser (one
   * worker for the page, and the tile set in use reads the pond too). Null: a worker of this
   * view's own, started on the first photo and ended with the view.
   */
  @property({ attribute: false }) accessor recogniser: (() => Promise<ReadyRecogniser>) | null = null;

  @state() private accessor _kind: ClaimKind = 'points';
  @state() private accessor _points = '';
  @state() private accessor _han = '';
  @state() private accessor _fu = '';
  @state() private accessor _yaku: readonly string[] = [];
  @state() private accessor _discards = '';
  @state() private accessor _passedWin = false;
  @state() private accessor _dead: readonly DeclaredDeadHand[] = [];
  @state() private accessor _note = '';
  @state() private accessor _discardsPhoto: DiscardsPhoto = { status: 'idle' };

  /** The last discards photo read, for the evidence record: a thumbnail and the boxes in its pixels. */
  private _discardsEvidence: EvidencePhoto | null = null;
  private _ownClient: VisionClient | null = null;
  private _ready: Promise<ReadyRecogniser> | null = null;
  /** Only the latest photo chosen fills the field. */
  private _photoSeq = 0;

  readonly #session = new SessionController(this, this.session);
  private _input: RulingInput | null = null;
  /** The photo the hand was read from, with its boxes, if it came from one. */
  private _photo: EvidencePhoto | null = null;
  private _ruling: Ruling | null = null;

  static override styles = [
    formStyles,
    panelStyle,
    css`
      fieldset { margin: 0 0 10px; padding: var(--space-2) var(--space-3); }
      /* A label and its field wrap onto two lines on a phone rather than widen the page. */
      label { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: var(--space-1) var(--space-3) var(--space-1) 0; min-height: 32px; max-width: 100%; }
      input { max-width: 100%; min-width: 0; }
      label:has(input[type='checkbox'], input[type='radio']) { flex-wrap: nowrap; }
      input[type='checkbox'], input[type='radio'] { flex: none; }
      input[type='number'], input[type='text'] { min-height: 28px; padding: 2px 6px; }
      .yaku { display: grid; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); }
      .hint { color: var(--color-text-secondary); font-size: 0.9rem; }
      .discards-read ul { margin: var(--space-1) 0; }
      .discards-read .error { color: var(--color-danger); }
      .verdict { border-left: 4px solid var(--color-success); padding: 4px 10px; margin: 10px 0; }
      .verdict.invalid { border-color: var(--color-danger); }
      .verdict h3 { margin: 0 0 var(--space-1); font-size: var(--font-size-base); }
    `,
  ];

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._ownClient?.dispose();
    this._ownClient = null;
    this._ready = null;
  }

  /** The recogniser to read with, its models loaded once (a failed load is tried again on the next photo). */
  private _whenReady(): Promise<ReadyRecogniser> {
    if (this.recogniser !== null) return this.recogniser();
    if (this._ready !== null) return this._ready;
    const client = (this._ownClient ??= createVisionClient());
    const ready = client.init().then((r): ReadyRecogniser => (r.ok ? { ok: true, client } : { ok: false, code: r.code }));
    this._ready = ready;
    void ready.then((r) => {
      if (!r.ok && this._ready === ready) this._ready = null;
    });
    return ready;
  }

  /** Reads a photo of the discards into the field, in the order discarded; the field stays the referee's to correct. */
  private async _readDiscardsPhoto(file: Blob): Promise<void> {
    const seq = ++this._photoSeq;
    this._discardsPhoto = { status: 'reading' };
    const ready = await this._whenReady();
    if (seq !== this._photoSeq) return;
    const r = ready.ok ? await ready.client.readDiscards(await file.arrayBuffer()) : ready;
    if (seq !== this._photoSeq) return;
    if (!r.ok) {
      this._discardsPhoto = { status: 'failed', code: r.code };
      this._discardsEvidence = null;
      return;
    }
    this._discardsEvidence = null;
    if (r.discards.tiles.length === 0) {
      this._discardsPhoto = { status: 'read', reading: r.discards };
      return;
    }
    // The evidence is ready before the field fills: an export right after it holds the photo.
    const ref = await smallCopy(file);
    if (seq !== this._photoSeq) return;
    const boxes = r.detections.map((d) => ({ tile: d.kind, x: d.box.x, y: d.box.y, w: d.box.w, h: d.box.h }));
    this._discardsEvidence = { ref: ref ?? 'discards photo', width: r.frame.width, height: r.frame.height, boxes };
    this._discardsPhoto = { status: 'read', reading: r.discards };
    this._discards = r.discards.text;
  }

  private _onDiscardsFile(e: Event): void {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file !== undefined) void this._readDiscardsPhoto(file);
    input.value = '';
  }

  private readonly _onDiscardsPaste = (e: ClipboardEvent): void => {
    // Only pictures: pasted text is the referee typing the discards.
    const file = [...(e.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
    if (file === undefined) return;
    e.preventDefault();
    // The capture view reads a picture pasted anywhere on the page as a hand: this one is the discards.
    e.stopPropagation();
    void this._readDiscardsPhoto(file);
  };

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('session')) this.#session.follow(this.session);
    const { hand, situation, thumbnail, photo } = this.#session.state;
    // The referee's evidence: the picture kept and the boxes read on it.
    this._photo = thumbnail !== null && photo !== null ? { ref: thumbnail, ...photo } : null;
    this._input = hand === null ? null : this._rulingInput(hand, situation);
    this._ruling = this._input === null ? null : ruleOnWin(this._input);
  }

  private _claim(): DeclaredClaim | null {
    const n = (text: string): number | null => (text.trim() === '' || !Number.isInteger(Number(text)) ? null : Number(text));
    if (this._kind === 'points') {
      const points = n(this._points);
      return points === null ? null : { kind: 'points', points };
    }
    if (this._kind === 'han-fu') {
      const han = n(this._han);
      return han === null ? null : { kind: 'han-fu', han, fu: n(this._fu) ?? 0 };
    }
    return this._yaku.length === 0 ? null : { kind: 'yaku', yaku: this._yaku };
  }

  private _rulingInput(hand: HandDraft, situation: Situation): RulingInput {
    return { preset: situation.preset, request: scoreRequestOf(hand, situation), claim: this._claim(), discards: this._discards, passedWin: this._passedWin, deadHand: this._dead };
  }

  private get _s() {
    return STRINGS[this.locale];
  }

  private _tiles = (list: readonly string[]): string =>
    new Intl.ListFormat(this._s.numberLocale, { type: 'conjunction' }).format(list.map((t) => this._s.tileName(t as RenderTile)));

  // Differences name yaku (and dora, which count in the han they list) by engine id.
  private _yakuName = (id: string): string => yakuName(id, this.locale);

  private _formatPoints = (n: number): string => formatPoints(n, this._s);

  private _toggle<T>(list: readonly T[], item: T, on: boolean): readonly T[] {
    return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
  }

  private async _export(): Promise<void> {
    if (this._input === null || this._ruling === null) return;
    const record = evidenceOf(this._input, this._ruling, this._photo, new Date(), this._discardsEvidence);
    const json = exportEvidence(record);
    const stamp = record.at.replace(/[:.]/g, '-');
    download(`riichi-lens-ruling-${stamp}.json`, new Blob([json], { type: 'application/json' }));
    let png = false;
    if (this._photo !== null) {
      const blob = await annotatedPhotoPng(this._photo).catch(() => null);
      if (blob !== null) download(`riichi-lens-ruling-${stamp}.png`, blob);
      png = blob !== null;
    }
    this._note = png ? this._s.referee.exportedBoth : this._s.referee.exportedJson;
    this.dispatchEvent(new CustomEvent<EvidenceExportDetail>('evidence-export', { detail: { json, png }, bubbles: true, composed: true }));
  }

  private async _import(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file === undefined) return;
    const read = importEvidence(await file.text());
    const r = this._s.referee;
    this._note = read.ok ? r.importedOk(formatDate(read.value.at, this._s), read.value.ruling.valid) : r.importedBad(evidenceText(read.error, this._s));
    input.value = '';
  }

  override render() {
    const r = this._s.referee;
    return html`<section aria-labelledby="referee-title">
      <h2 id="referee-title">${r.title}</h2>
      <p class="hint">${r.intro}</p>
      ${this._renderClaim()}
      <label>${r.discards} <input type="text" .value=${this._discards} aria-describedby="discards-hint" @input=${(e: Event) => (this._discards = (e.target as HTMLInputElement).value)} @paste=${this._onDiscardsPaste} /></label>
      <span id="discards-hint" class="hint">${r.discardsHint}</span><br />
      <label>${r.discardsPhoto.choose} <input type="file" accept="image/*" aria-describedby="discards-photo-hint" @change=${(e: Event) => this._onDiscardsFile(e)} /></label>
      <span id="discards-photo-hint" class="hint">${r.discardsPhoto.hint}</span>
      <div class="discards-read" role="status" aria-label=${r.discardsPhoto.status}>${this._renderDiscardsPhoto()}</div>
      <label><input type="checkbox" .checked=${this._passedWin} @change=${(e: Event) => (this._passedWin = (e.target as HTMLInputElement).checked)} /> ${r.passedWin}</label>
      <fieldset>
        <legend>${r.deadHandLegend}</legend>
        ${DEAD_HAND_REASONS.map(
          (d) => html`<label><input type="checkbox" .checked=${this._dead.includes(d)} @change=${(e: Event) => (this._dead = this._toggle(this._dead, d, (e.target as HTMLInputElement).checked))} /> ${r.deadHand[d]}</label>`,
        )}
      </fieldset>
      ${this._renderVerdict()}
      <button type="button" ?disabled=${this._ruling === null} @click=${() => void this._export()}>${r.exportEvidence}</button>
      <label>${r.importEvidence} <input type="file" accept="application/json,.json" @change=${(e: Event) => void this._import(e)} /></label>
      <p role="status">${this._note}</p>
    </section>`;
  }

  private _renderDiscardsPhoto() {
    const p = this._s.referee.discardsPhoto;
    const state = this._discardsPhoto;
    if (state.status === 'idle') return nothing;
    if (state.status === 'reading') return html`<p>${p.reading}</p>`;
    if (state.status === 'failed') return html`<p class="error">${p.failed(state.code)}</p>`;
    const { tiles, warnings } = state.reading;
    const said = [...new Set(warnings.map((w) => w.code))].flatMap((code) => p.warning(code) ?? []);
    if (tiles.length === 0) return html`<p class="error">${said.join(' ')}</p>`;
    const name = (t: string): string => this._s.tileName(t as RenderTile);
    const or = new Intl.ListFormat(this._s.numberLocale, { type: 'disjunction' });
    const riichi = tiles.findIndex((t) => t.riichi);
    const doubted = tiles.flatMap((t, i) => (t.uncertain ? [{ t, position: i + 1 }] : []));
    return html`<p>${p.read(tiles.length)}${riichi >= 0 ? html` ${p.riichi(riichi + 1, name(tiles[riichi]!.tile))}` : nothing}</p>
      ${said.map((line) => html`<p class="error">${line}</p>`)}
      ${doubted.length === 0
        ? nothing
        : html`<p>${p.checkTitle}</p>
            <ul class="uncertain">
              ${doubted.map(({ t, position }) => html`<li><span aria-hidden="true">?</span> ${p.uncertain(position, name(t.tile), Math.round(t.p * 100), or.format(t.alternatives.slice(0, 2).map((a) => name(a.kind))))}</li>`)}
            </ul>`}`;
  }

  private _renderClaim() {
    const r = this._s.referee;
    const number = (label: string, value: string, set: (v: string) => void) =>
      html`<label>${label} <input type="number" min="0" .value=${value} @input=${(e: Event) => set((e.target as HTMLInputElement).value)} /></label>`;
    return html`<fieldset>
      <legend>${r.claimLegend}</legend>
      <div role="radiogroup" aria-label=${r.claimLegend}>
        ${CLAIM_KINDS.map(
          (k) => html`<label><input type="radio" name="claim-kind" .checked=${this._kind === k} @change=${() => (this._kind = k)} /> ${r.claimKinds[k]}</label>`,
        )}
      </div>
      ${this._kind === 'points' ? number(r.points, this._points, (v) => (this._points = v)) : nothing}
      ${this._kind === 'han-fu' ? html`${number(r.han, this._han, (v) => (this._han = v))}${number(r.fu, this._fu, (v) => (this._fu = v))}` : nothing}
      ${this._kind === 'yaku' ? this._renderYaku() : nothing}
    </fieldset>`;
  }

  private _renderYaku() {
    const r = this._s.referee;
    const box = (id: string) =>
      html`<label><input type="checkbox" .checked=${this._yaku.includes(id)} @change=${(e: Event) => (this._yaku = this._toggle(this._yaku, id, (e.target as HTMLInputElement).checked))} /> ${this._yakuName(id)}</label>`;
    return html`<fieldset>
        <legend>${r.yakuLegend}</legend>
        <div class="yaku">${YAKU.map((d) => box(d.id))}</div>
      </fieldset>
      <details>
        <summary>${r.yakumanLegend}</summary>
        <div class="yaku">${YAKUMAN.map((d) => box(d.id))}</div>
      </details>`;
  }

  private _renderVerdict() {
    const r = this._s.referee;
    const ruling = this._ruling;
    if (ruling === null) return html`<div role="status"></div>`;
    const claimed = this._input?.claim ?? null;
    return html`<div role="status" class="verdict ${ruling.valid ? '' : 'invalid'}" aria-label=${r.verdict}>
      <h3>${ruling.valid ? r.valid : r.invalid}</h3>
      ${ruling.points !== null ? html`<p>${r.computed(this._formatPoints(ruling.points), ruling.result.han ?? 0, ruling.result.fu ?? 0)}</p>` : nothing}
      ${ruling.waits !== null ? html`<p>${r.waits(this._tiles(ruling.waits))}</p>` : nothing}
      ${ruling.invalid.length > 0
        ? html`<h4>${r.reasonsTitle}</h4>
            <ul class="reasons">
              ${ruling.invalid.map(
                (i) =>
                  html`<li>
                    ${r.reason(i, this._tiles)}
                    ${i.code === 'invalid_hand' ? html`<ul>${(ruling.result.details ?? []).map((d) => html`<li>${detailText(d, this._s)}</li>`)}</ul>` : nothing}
                  </li>`,
              )}
            </ul>`
        : nothing}
      ${claimed === null
        ? html`<p class="hint">${r.noClaim}</p>`
        : ruling.differences.length === 0
          ? html`<p>${r.claimMatches}</p>`
          : html`<h4>${r.differencesTitle}</h4>
              <ul class="differences">${ruling.differences.map((d) => html`<li>${r.difference(d, this._yakuName, this._formatPoints, this._tiles)}</li>`)}</ul>`}
    </div>`;
  }
}

/** A thumbnail of a photo as a data URL (`thumbnail.ts`), upright as displayed; undefined when the browser cannot make one. */
async function smallCopy(file: Blob): Promise<string | undefined> {
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (bitmap === null) return undefined;
  try {
    return thumbnailOf(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

declare global {
  interface HTMLElementTagNameMap {
    'referee-view': RefereeView;
  }
  interface HTMLElementEventMap {
    'evidence-export': CustomEvent<EvidenceExportDetail>;
  }
}
