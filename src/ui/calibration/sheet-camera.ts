import { LitElement, css, html, nothing } from 'lit';
import { formStyles } from '../shared/form-styles';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { SheetInspection } from '../../../calibration/index';
import type { VisionClient } from '../../recognition/client';
import { cameraErrorCode, type CameraErrorCode } from '../capture/camera-errors';
import { cameraConstraints } from '../capture/camera-setup';
import { sheetDrawing, sheetStyles } from './sheet-drawing';
import { DEFAULT_LOCALE, type Locale, STRINGS, type CalibrationStrings } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { visuallyHidden } from '../shared/visually-hidden';

/** Detail of `sheet-frame`: the chosen camera frame, encoded as a PNG (lossless: it is read as a photo). */
export interface SheetFrameDetail {
  readonly bytes: ArrayBuffer;
}

/**
 * Pause between two looks at the camera: a few a second is enough to follow a hand laying tiles,
 * and leaves the two cores to the capture view's own worker (DESIGN.md section 7).
 */
const LOOK_EVERY_MS = 300;

type Camera = { readonly status: 'starting' } | { readonly status: 'live' } | { readonly status: 'error'; readonly code: CameraErrorCode };

/** The words said about each row of a live inspection, top to bottom. */
export function liveLines(s: CalibrationStrings, inspection: SheetInspection): string[] {
  const lines = inspection.rows.map((row) => {
    const name = s.rowNamed(row.row);
    if (row.found === 0 && row.optional) return s.liveRowAbsent(name);
    if (row.code === 'overlapping_rows') return s.liveRowNotLevel(name);
    return s.liveRow(name, row.found, row.kinds.length);
  });
  return inspection.extraRows > 0 ? [...lines, s.liveExtraRows(inspection.extraRows)] : lines;
}

/**
 * Framing the calibration sheet with the camera (the capture view's camera plumbing,
 * camera-setup.ts): every few hundred milliseconds the newest video frame goes to the worker's
 * `inspectSheet` (detector and sheet layout only); the sheet is drawn with each tile marked found
 * or missing, each row's count is said in a live region, and **Use this frame** offers the last
 * frame judged whole, the very frame judged, not a later one. The camera runs while the element
 * is connected.
 *
 * @fires sheet-frame - `CustomEvent<SheetFrameDetail>`: the user took the frame.
 */
@customElement('sheet-camera')
export class SheetCamera extends LitElement {
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;
  /** The calibration view's recogniser, once its models are loaded; until then the camera only shows. */
  @property({ attribute: false }) accessor client: VisionClient | null = null;

  @state() private accessor _camera: Camera = { status: 'starting' };
  @state() private accessor _inspection: SheetInspection | null = null;
  @query('video') private accessor _video!: HTMLVideoElement;

  private _stream: MediaStream | null = null;
  /** A copy of the last frame judged whole, kept to be offered. */
  private _whole: ImageBitmap | null = null;

  static override styles = [
    formStyles,
    visuallyHidden,
    sheetStyles,
    css`
      :host { display: block; }
      video { display: block; width: 100%; max-width: 480px; background: var(--color-inverse); border-radius: var(--radius); }
      ul { list-style: none; padding: 0; margin: 6px 0; }
      .whole { color: var(--color-success); font-weight: 600; }
      .bad { color: var(--color-danger); }
    `,
  ];

  override connectedCallback(): void {
    super.connectedCallback();
    void this._start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const t of this._stream?.getTracks() ?? []) t.stop();
    this._stream = null;
    this._keep(null);
  }

  private get _s(): CalibrationStrings {
    return STRINGS[this.locale].calibration;
  }

  private _keep(bitmap: ImageBitmap | null): void {
    this._whole?.close();
    this._whole = bitmap;
  }

  private async _start(): Promise<void> {
    if (navigator.mediaDevices?.getUserMedia === undefined) {
      this._camera = { status: 'error', code: 'unsupported' };
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(cameraConstraints(null));
    } catch (e) {
      this._camera = { status: 'error', code: cameraErrorCode(e) };
      return;
    }
    if (!this.isConnected) {
      for (const t of stream.getTracks()) t.stop();
      return;
    }
    this._stream = stream;
    this._camera = { status: 'live' };
    await this.updateComplete;
    const video = this._video;
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    while (this._stream === stream) {
      await this._look(stream, video);
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
  }

  /** One look: the frame to the worker, and a copy kept in case it reads whole. */
  private async _look(stream: MediaStream, video: HTMLVideoElement): Promise<void> {
    const client = this.client;
    if (client === null || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return;
    let sent: ImageBitmap;
    let copy: ImageBitmap;
    try {
      [sent, copy] = await Promise.all([createImageBitmap(video), createImageBitmap(video)]);
    } catch {
      return; // the video changed size or stopped between the check and the copy
    }
    const r = await client.inspectSheet(sent);
    if (this._stream !== stream || !r.ok) {
      copy.close();
      return;
    }
    this._inspection = r.inspection;
    if (r.inspection.whole) this._keep(copy);
    else {
      copy.close();
      this._keep(null);
    }
  }

  private async _useFrame(): Promise<void> {
    const frame = this._whole;
    if (frame === null) return;
    const canvas = document.createElement('canvas');
    canvas.width = frame.width;
    canvas.height = frame.height;
    canvas.getContext('2d')?.drawImage(frame, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (blob === null) return;
    const bytes = await blob.arrayBuffer();
    this.dispatchEvent(new CustomEvent<SheetFrameDetail>('sheet-frame', { detail: { bytes }, bubbles: true, composed: true }));
  }

  override render() {
    const s = this._s;
    const camera = this._camera;
    if (camera.status === 'error') return html`<p class="bad" role="alert">${STRINGS[this.locale].capture.cameraErrors[camera.code]}</p>`;
    const inspection = this._inspection;
    const whole = inspection?.whole === true;
    return html`
      <video aria-label=${s.cameraView} muted playsinline></video>
      ${sheetDrawing(s, s.liveLayout, inspection)}
      <div aria-live="polite">
        ${inspection === null
          ? html`<p>${s.liveWaiting}</p>`
          : html`<ul>
              ${liveLines(s, inspection).map((line) => html`<li>${line}</li>`)}
            </ul>`}
        ${whole ? html`<p class="whole">${s.liveWhole}</p>` : nothing}
      </div>
      <button type="button" ?disabled=${!whole} @click=${() => void this._useFrame()}>${s.useFrame}</button>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sheet-camera': SheetCamera;
  }
}
