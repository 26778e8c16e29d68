import { LitElement, css, html, nothing, svg } from 'lit';
import { formStyles } from '../shared/form-styles';
import { customElement, property, query, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import type { CalibrationProfile } from '../../../calibration/profile';
import { withLearned, withoutLearned, type LearnedEntry } from '../../../calibration/learned';
import type { Correction } from '../editor/corrections';
import { openProfileStore, PROFILE_DB, type ProfileStore } from '../../store/profile-store';
import { type ReadyRecogniser, type VisionClient, createVisionClient } from '../../recognition/client';
import type { Box, DetectionId, RecognisedHand } from '../../vision/types';
import type { Recognition, VisionErrorCode } from '../../recognition/worker-api';
import { type CameraErrorCode, cameraErrorCode } from './camera-errors';
import { type CameraChoice, cameraConstraints, hasTorch, videoInputs } from './camera-setup';
import { type FrameTiming, addTiming, frameStats } from './frame-stats';
import { type OverlayBox, labelBaselines, labelSize, overlayBoxes, readingSummary, readingTrouble } from './overlay-boxes';
import { AUTO_CAPTURE_DEFAULTS, AUTO_CAPTURE_FRAME_CHOICES, AUTO_CAPTURE_START, type AutoCaptureState, autoCaptureProgress, autoCaptureStep, autoCaptureTaken } from './auto-capture';
import { type AutoCaptureSettings, loadAutoCapture, saveAutoCapture } from './auto-capture-settings';
import { CaptureTone } from './capture-tone';
import { pageStorage } from '../../store/page-storage';
import { type CaptureStrings, DEFAULT_LOCALE, type Locale, STRINGS } from '../i18n/strings';
import { consumeLocale } from '../i18n/locale-context';
import { thumbnailOf } from './thumbnail';
import { videoFrameOf } from './video-frame';
import { fixedDigits, numberFormat } from '../i18n/number-format';
import { visuallyHidden } from '../shared/visually-hidden';

type LearnedStatus =
  | { readonly state: 'learned'; readonly name: string; readonly ids: readonly string[] }
  | { readonly state: 'undone'; readonly name: string }
  | { readonly state: 'failed'; readonly name: string; readonly reason: string };

/** A learned entry's id: unique enough within one profile (time, then randomness). */
const newEntryId = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Detail of `hand-read`: a recognised hand for the editor, and where it came from. */
export interface HandReadDetail {
  readonly draft: RecognisedHand;
  readonly source: 'camera' | 'photo';
  /** The picture the hand was read from, small (`thumbnail.ts`), for the game record. */
  readonly thumbnail?: string;
  /** The size of the picture read, in the pixels of `boxes`. */
  readonly frame?: { readonly width: number; readonly height: number };
  /** Every tile found, with what it was read as: the referee's evidence draws them on the picture. */
  readonly boxes?: readonly { readonly tile: string; readonly x: number; readonly y: number; readonly w: number; readonly h: number }[];
}

/** Recogniser failures no later frame can cure (the message says to reload). */
const GONE: ReadonlySet<VisionErrorCode> = new Set(['disposed', 'worker_failed']);

type CameraState =
  | { readonly status: 'off' }
  | { readonly status: 'starting' }
  | { readonly status: 'live' }
  | { readonly status: 'error'; readonly code: CameraErrorCode };

type PhotoState =
  | { readonly status: 'empty' }
  | { readonly status: 'reading'; readonly url: string }
  | { readonly status: 'read'; readonly url: string; readonly result: Recognition }
  | { readonly status: 'failed'; readonly code: VisionErrorCode };

/**
 * Reads a hand from the live camera or a photo (chosen, pasted or dropped) through the vision
 * worker, shows the picture with a box and a label on every tile found, and hands the recognised
 * draft on for checking. A thin adapter: frames and files go to `VisionClient`, and the view
 * renders what comes back; no rules here.
 *
 * The camera prefers the rear one, offers the others in a picker once access is granted, and a
 * torch switch where the track has one. Frames go to the worker as fast as the video gives them;
 * the client keeps only the newest waiting (latest frame wins). Camera failures become messages,
 * and the photo path stays open whatever the camera does.
 *
 * Auto-capture (on unless switched off; remembered) takes the live hand without a tap once the
 * same legal hand has been read in a few frames in a row (`auto-capture.ts`), with a beep and a
 * visible "Captured", and takes it only once however long it stays in view.
 *
 * @fires hand-read - a photo was read, "use this hand" pressed, or a steady hand auto-captured; `detail` is a {@link HandReadDetail}.
 * @fires models-settled - the view's first load of its own models ended, in or failed (once per
 *   view; a view handed a recogniser loads none): the page's service worker waits for it.
 */
@customElement('capture-view')
export class CaptureView extends LitElement {
  /** Language of the labels and messages. */
  @consumeLocale
  @property() accessor locale: Locale = DEFAULT_LOCALE;

  /**
   * The recogniser, already initialised. None: the view starts its own worker with the bundled
   * models once the page is idle after it is shown (`connectedCallback`), and ends it when the
   * view is removed.
   */
  @property({ attribute: false }) accessor client: VisionClient | null = null;

  /**
   * The user's tile-set profile to read with (`<calibration-view>` announces it), `null` for the
   * standard tiles. A property rather than a shared client: the view keeps loading its models
   * lazily, on first use, and hands the profile to whichever recogniser it reads with.
   */
  @property({ attribute: false }) accessor profile: CalibrationProfile | null = null;

  /**
   * The name the profile in use is stored under (profile-store.ts), `null` when none is in use:
   * confirmed corrections are learned into that record (`learnCorrections`).
   */
  @property({ attribute: false }) accessor profileName: string | null = null;

  /** The IndexedDB database holding the profiles (tests use their own). */
  @property({ attribute: 'database' }) accessor database: string = PROFILE_DB;

  /** Corrections last learned (for Undo), or the outcome of learning or undoing, for the status line. */
  @state() private accessor _learned: LearnedStatus | null = null;

  /** The hand last read: the photo it came from (`null`: the camera) and each detection's box. */
  private _reading: { readonly image: Blob | null; readonly boxes: ReadonlyMap<DetectionId, Box> } | null = null;

  /** Why the recogniser refused `profile`, while it reads with the standard tiles instead. */
  @state() private accessor _profileRefused: VisionErrorCode | null = null;

  @state() private accessor _camera: CameraState = { status: 'off' };
  @state() private accessor _cameras: readonly CameraChoice[] = [];
  @state() private accessor _cameraId: string | null = null;
  @state() private accessor _torch: { readonly available: boolean; readonly on: boolean } = { available: false, on: false };
  /** The newest recognised camera frame. */
  @state() private accessor _live: Recognition | null = null;
  @state() private accessor _timings: readonly FrameTiming[] = [];
  /** The recogniser failed on the camera's frames (models missing, worker gone). */
  @state() private accessor _liveError: VisionErrorCode | null = null;
  @state() private accessor _photo: PhotoState = { status: 'empty' };
  @state() private accessor _loadingModels = false;
  /** `models-settled` was sent. */
  private _modelsSettled = false;
  @state() private accessor _loaded: HandReadDetail['source'] | null = null;
  @state() private accessor _dragging = false;
  @state() private accessor _auto: AutoCaptureSettings = loadAutoCapture(pageStorage());
  /** Auto-capture's count of the live frames; started afresh with the camera. */
  @state() private accessor _autoState: AutoCaptureState = AUTO_CAPTURE_START;

  @query('video') private accessor _video!: HTMLVideoElement;

  private _stream: MediaStream | null = null;
  /** The auto-capture beep: primed by the tap that starts the camera, kept for the view's life. */
  private readonly _tone = new CaptureTone();
  private _ownClient: VisionClient | null = null;
  /** Resolves once the models are loaded: null, or why they could not be. */
  private _ready: Promise<VisionErrorCode | null> | null = null;

  static override styles = [
    formStyles,
    visuallyHidden,
    css`
    :host {
      display: block;
      color: var(--color-text);
      font-size: var(--font-size-md);
    }
    * {
      box-sizing: border-box;
    }
    h2 {
      margin: 0 0 var(--space-1);
      font-size: var(--font-size-lg);
    }
    h3 {
      margin: 0 0 var(--space-2);
      font-size: var(--font-size-base);
    }
    .intro,
    .legend {
      margin: 0 0 10px;
      color: var(--color-muted);
    }
    .legend {
      margin: var(--space-2) 0 0;
      font-size: var(--font-size-sm);
    }
    .panels {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
      gap: var(--space-3);
    }
    .panel {
      padding: 10px 14px 14px;
      border: 1px solid var(--color-border);
      border-radius: var(--radius-lg);
      background: var(--color-surface);
      min-width: 0;
    }
    .panel.dragging {
      outline: 3px dashed var(--color-focus);
      outline-offset: -6px;
    }
    .controls {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--space-2);
      margin-bottom: var(--space-2);
    }
    select {
      max-width: 100%;
      text-overflow: ellipsis;
    }
    button,
    select,
    .file-button {
      font: inherit;
      min-height: 40px;
      padding: 6px 14px;
      border: 1px solid var(--color-control-border);
      border-radius: var(--radius);
      background: var(--color-control);
      color: inherit;
      cursor: pointer;
    }
    button.primary,
    .file-button {
      background: var(--color-inverse);
      border-color: var(--color-inverse);
      color: var(--color-on-inverse);
    }
    button[aria-pressed='true'] {
      background: var(--color-pressed);
    }
    button:disabled {
      cursor: default;
      opacity: 0.5;
    }
    button:focus-visible,
    select:focus-visible,
    input:focus-visible + .file-button {
      outline: 3px solid var(--color-focus);
      outline-offset: 2px;
    }
    .file-button {
      display: inline-flex;
      align-items: center;
    }
    .view {
      position: relative;
      margin: var(--space-2) 0;
      background: var(--color-photo-ground);
      border-radius: var(--radius-sm);
      overflow: hidden;
    }
    .view video,
    .view img {
      display: block;
      width: 100%;
      height: auto;
      max-height: 70vh;
      object-fit: contain;
    }
    .overlay {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      pointer-events: none;
    }
    .overlay rect {
      fill: none;
      stroke: var(--color-mark-sure);
      stroke-width: 2.5px;
      vector-effect: non-scaling-stroke;
    }
    .overlay .uncertain rect {
      stroke: var(--color-mark-doubt);
      stroke-dasharray: 6 4;
    }
    .overlay .aside rect {
      stroke: var(--color-mark-aside);
      stroke-width: 1.5px;
    }
    .overlay text {
      fill: var(--color-mark-text);
      font-family: var(--font-family);
      font-weight: 700;
      paint-order: stroke;
      stroke: var(--color-mark-halo);
      stroke-width: 3px;
      stroke-linejoin: round;
    }
    .overlay .uncertain text {
      fill: var(--color-mark-text-doubt);
    }
    .overlay .aside text {
      fill: var(--color-mark-text-aside);
    }
    .stats {
      font-variant-numeric: tabular-nums;
      color: var(--color-muted);
      margin: var(--space-1) 0;
    }
    .note {
      margin: 6px 0;
    }
    .switch {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      min-height: 40px;
    }
    .switch input {
      width: 20px;
      height: 20px;
    }
    /* Room kept for the cue, so the page does not jump as it comes and goes. */
    .cue {
      min-height: 1.5em;
      font-weight: 600;
    }
    .cue.captured {
      color: var(--color-success);
    }
    .alert {
      margin: var(--space-2) 0;
      padding: 8px 10px;
      border-radius: var(--radius);
      background: var(--color-danger-surface);
      color: var(--color-danger-text);
    }
    [hidden] {
      display: none !important;
    }
  `,
  ];

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('paste', this._onPaste);
    navigator.mediaDevices?.addEventListener?.('devicechange', this._onDeviceChange);
    whenIdle(() => {
      // The models load in the worker while the person finds their tiles, so the camera's first
      // frame is read at once rather than after the worker starts (about 1 s here, `npm run bench`).
      // Only a view with a worker of its own: one handed a recogniser uses it as it is.
      if (this.isConnected && this.client === null) void this._whenReady();
      // The frame rate line's formatter: the page's first one loads the browser's number data
      // (number-format.ts), which would otherwise hold a render of the live view.
      numberFormat(STRINGS[this.locale].numberLocale, fixedDigits(1)).format(0);
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('paste', this._onPaste);
    navigator.mediaDevices?.removeEventListener?.('devicechange', this._onDeviceChange);
    this._stopCamera();
    if (this._photo.status === 'read' || this._photo.status === 'reading') URL.revokeObjectURL(this._photo.url);
    this._ownClient?.dispose();
    this._ownClient = null;
    this._ready = null;
  }

  private get _s(): CaptureStrings {
    return STRINGS[this.locale].capture;
  }

  private _recogniser(): VisionClient {
    return this.client ?? (this._ownClient ??= createVisionClient());
  }

  /**
   * This view's recogniser once its models are loaded and the tile set in use is put in it: what
   * the page's other readers use too (referee mode's discards), so one worker and one copy of the
   * models serve the page, and every photo is read with the table's tiles.
   */
  async recogniser(): Promise<ReadyRecogniser> {
    const code = await this._whenReady();
    return code === null ? { ok: true, client: this._recogniser() } : { ok: false, code };
  }

  /** Loads the models once (a failed load is tried again on the next use). */
  private _whenReady(): Promise<VisionErrorCode | null> {
    if (this._ready !== null) return this._ready;
    if (this.client !== null) return (this._ready = this._withProfile(Promise.resolve(null)));
    this._loadingModels = true;
    const ready = this._withProfile(
      this._recogniser()
        .init()
        .then((r) => (r.ok ? null : r.code)),
    );
    this._ready = ready;
    void ready.then((code) => {
      this._loadingModels = false;
      if (!this._modelsSettled) {
        this._modelsSettled = true;
        this.dispatchEvent(new Event('models-settled', { bubbles: true, composed: true }));
      }
      if (code !== null && this._ready === ready) this._ready = null;
    });
    return ready;
  }

  /** Once the models are ready, the profile is put in use before any frame is read. */
  private _withProfile(ready: Promise<VisionErrorCode | null>): Promise<VisionErrorCode | null> {
    return ready.then(async (code) => {
      if (code === null) await this._useProfile();
      return code;
    });
  }

  private async _useProfile(): Promise<void> {
    const r = await this._recogniser().useProfile(this.profile);
    // A refused profile (made for another classifier, damaged) leaves the recogniser reading as
    // before: the hand is still read, only not calibrated, and the user is told why.
    this._profileRefused = r.ok ? null : r.code;
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    const ready = this._ready;
    if (changed.has('profile') && ready !== null) void ready.then((code) => (code === null ? this._useProfile() : undefined));
  }

  /**
   * Learns confirmed corrections of the hand last read into the profile in use (its stored
   * record): each corrected tile's crop, embedded by the recogniser, becomes a learned entry of the
   * kind confirmed (calibration/learned.ts); the profile is saved, put in use, and the status line
   * offers Undo. Nothing happens without corrections or without a profile in use.
   */
  async learnCorrections(corrections: readonly Correction[]): Promise<void> {
    const name = this.profileName;
    const reading = this._reading;
    if (corrections.length === 0 || name === null || this.profile === null || reading === null) return;
    const tiles = corrections.flatMap((c) => {
      const box = reading.boxes.get(c.id);
      return box === undefined ? [] : [{ box, kind: c.kind }];
    });
    if (tiles.length === 0) return;
    // Only a photo is kept as it was read: the live camera has moved on since (worker-api.ts).
    if (reading.image === null) {
      this._learned = { state: 'failed', name, reason: this._s.learnNeedsPhoto };
      return;
    }
    const embedded = await this._recogniser().embedTiles(await reading.image.arrayBuffer(), tiles);
    if (!embedded.ok) {
      this._learned = { state: 'failed', name, reason: this._s.visionErrors[embedded.code] };
      return;
    }
    const at = new Date().toISOString();
    const entries: LearnedEntry[] = embedded.tiles.map((t) => ({ id: newEntryId(), kind: t.kind, vectors: t.vectors, at }));
    const saved = await this._changeStored(name, (p) => entries.reduce(withLearned, p));
    this._learned = saved ? { state: 'learned', name, ids: entries.map((e) => e.id) } : { state: 'failed', name, reason: this._s.learnNotSaved };
  }

  /** Removes exactly the entries last learned, saves and puts the profile back in use. */
  private async _undoLearned(): Promise<void> {
    const learned = this._learned;
    if (learned?.state !== 'learned') return;
    const saved = await this._changeStored(learned.name, (p) => learned.ids.reduce(withoutLearned, p));
    this._learned = saved ? { state: 'undone', name: learned.name } : { state: 'failed', name: learned.name, reason: this._s.learnNotSaved };
  }

  /** Loads the stored profile `name`, changes it, saves it and reads with it; false when it could not. */
  private async _changeStored(name: string, change: (p: CalibrationProfile) => CalibrationProfile): Promise<boolean> {
    let store: ProfileStore | null = null;
    try {
      store = await openProfileStore(this.database);
      const loaded = await store.loadProfile(name);
      if (!loaded.ok) return false;
      const profile = change(loaded.stored.profile);
      await store.saveProfile({ ...loaded.stored, savedAt: new Date().toISOString(), profile });
      if (this.profileName === name) this.profile = profile;
      return true;
    } catch {
      return false;
    } finally {
      store?.close();
    }
  }

  private _renderLearned() {
    const l = this._learned;
    if (l === null) return nothing;
    const s = this._s;
    const text = l.state === 'learned' ? s.learned(l.ids.length, l.name) : l.state === 'undone' ? s.learnUndone(l.name) : s.learnFailed(l.name, l.reason);
    return html`<p class="note learned">${text}
      ${l.state === 'learned' ? html`<button type="button" class="undo-learn" @click=${() => void this._undoLearned()}>${s.learnUndo}</button>` : nothing}</p>`;
  }

  private _emit(r: Recognition, source: HandReadDetail['source'], thumbnail: string | undefined, image: Blob | null): void {
    const draft = r.draft;
    this._loaded = source;
    this._reading = { image, boxes: new Map(r.detections.map((d) => [d.id, d.box])) };
    const boxes = r.detections.map((d) => ({ tile: d.kind, ...d.box }));
    const detail: HandReadDetail = { draft, source, frame: r.frame, boxes, ...(thumbnail === undefined ? {} : { thumbnail }) };
    this.dispatchEvent(new CustomEvent<HandReadDetail>('hand-read', { detail, bubbles: true, composed: true }));
  }

  /** The photo as the user sees it (EXIF orientation applied), small; none if it cannot be decoded here. */
  private async _photoThumbnail(file: File): Promise<string | undefined> {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      const url = thumbnailOf(bitmap, bitmap.width, bitmap.height);
      bitmap.close();
      return url;
    } catch {
      return undefined;
    }
  }

  // ----- camera -----------------------------------------------------------------------------

  private async _startCamera(): Promise<void> {
    if (navigator.mediaDevices?.getUserMedia === undefined) {
      this._camera = { status: 'error', code: 'unsupported' };
      return;
    }
    this._camera = { status: 'starting' };
    this._liveError = null;
    this._loaded = null;
    this._autoState = AUTO_CAPTURE_START;
    // The models load while the person answers the permission prompt (if they are not in already).
    const ready = this._whenReady();
    const asked = navigator.mediaDevices.getUserMedia(cameraConstraints(this._cameraId));
    // This tap is the gesture browsers want before they let a page make sound (capture-tone.ts).
    this._tone.prime();
    let stream: MediaStream;
    try {
      stream = await asked;
    } catch (e) {
      if (this._camera.status === 'starting') this._camera = { status: 'error', code: cameraErrorCode(e) };
      return;
    }
    if (this._camera.status !== 'starting' || !this.isConnected) {
      // Stopped (or removed) while the prompt was open.
      for (const t of stream.getTracks()) t.stop();
      return;
    }
    this._stream = stream;
    const track = stream.getVideoTracks()[0];
    track?.addEventListener('ended', () => {
      if (this._stream === stream) this._stopCamera('ended');
    });
    this._cameraId = track?.getSettings().deviceId ?? this._cameraId;
    this._torch = { available: hasTorch(track?.getCapabilities?.()), on: false };
    this._timings = [];
    this._live = null;
    this._camera = { status: 'live' };
    await this.updateComplete;
    const video = this._video;
    video.srcObject = stream;
    // Muted inline video may play without a gesture; a refusal still leaves frames to read.
    await video.play().catch(() => undefined);
    void this._listCameras();
    const failure = await ready;
    if (this._stream !== stream) return;
    if (failure !== null) {
      this._liveError = failure;
      return;
    }
    this._readFrames(stream, video);
  }

  private _stopCamera(code?: CameraErrorCode): void {
    for (const t of this._stream?.getTracks() ?? []) t.stop();
    this._stream = null;
    if (this._video) this._video.srcObject = null;
    this._camera = code === undefined ? { status: 'off' } : { status: 'error', code };
    this._live = null;
    this._timings = [];
    this._torch = { available: false, on: false };
    this._autoState = AUTO_CAPTURE_START;
  }

  /**
   * Sends every new video frame to the worker. The client holds one frame in the worker and one
   * waiting, and a newer frame replaces the waiting one: the boxes drawn are always from the
   * newest frame the worker could take, whatever its speed.
   */
  private _readFrames(stream: MediaStream, video: HTMLVideoElement): void {
    // requestVideoFrameCallback fires once per new video frame; old iOS lacks it (DESIGN.md 8).
    const next = (): void => {
      // A worker that is gone answers every frame at once with the same failure: stop asking.
      if (this._stream !== stream || (this._liveError !== null && GONE.has(this._liveError))) return;
      if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(tick);
      else requestAnimationFrame(tick);
    };
    const tick = (): void => {
      next();
      void this._readFrame(stream, video);
    };
    next();
  }

  private async _readFrame(stream: MediaStream, video: HTMLVideoElement): Promise<void> {
    if (this._stream !== stream || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return;
    const sentAt = performance.now();
    let frame: VideoFrame | ImageBitmap;
    try {
      frame = await videoFrameOf(video);
    } catch {
      return; // the video changed size or stopped between the check and the copy
    }
    const r = await this._recogniser().recognize(frame);
    if (this._stream !== stream) return;
    if (!r.ok) {
      if (r.code !== 'superseded') {
        this._liveError = r.code;
        this._autoStep(null);
      }
      return;
    }
    // A frame from before the phone turned: its boxes belong to the old shape of the picture.
    if (r.frame.width !== video.videoWidth || r.frame.height !== video.videoHeight) return;
    this._liveError = null;
    this._live = r;
    this._timings = addTiming(this._timings, { sentAt, doneAt: performance.now() });
    this._autoStep(r);
  }

  // ----- auto-capture -----------------------------------------------------------------------

  private _autoStep(r: Recognition | null): void {
    if (!this._auto.on) return;
    const step = autoCaptureStep(this._autoState, r, { ...AUTO_CAPTURE_DEFAULTS, frames: this._auto.frames });
    this._autoState = step.state;
    if (!step.capture || r === null) return;
    this._emit(r, 'camera', this._videoThumbnail(), null);
    this._tone.play();
  }

  private _setAuto(settings: AutoCaptureSettings): void {
    this._auto = settings;
    // The count starts again under the new setting; the hand already taken stays taken.
    this._autoState = { ...AUTO_CAPTURE_START, taken: this._autoState.taken };
    saveAutoCapture(pageStorage(), settings);
  }

  private _videoThumbnail(): string | undefined {
    return thumbnailOf(this._video, this._video.videoWidth, this._video.videoHeight);
  }

  private _useLive(live: Recognition): void {
    this._emit(live, 'camera', this._videoThumbnail(), null);
    this._autoState = autoCaptureTaken(this._autoState, live);
  }

  private async _listCameras(): Promise<void> {
    const devices = await navigator.mediaDevices?.enumerateDevices?.().catch(() => []);
    this._cameras = videoInputs(devices ?? []);
  }

  private readonly _onDeviceChange = (): void => void this._listCameras();

  private async _chooseCamera(deviceId: string): Promise<void> {
    this._cameraId = deviceId;
    if (this._camera.status !== 'live') return;
    this._stopCamera();
    await this._startCamera();
  }

  private async _toggleTorch(): Promise<void> {
    const track = this._stream?.getVideoTracks()[0];
    if (track === undefined) return;
    const on = !this._torch.on;
    try {
      // `torch` is not in TypeScript's DOM types yet (Image Capture spec).
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      this._torch = { available: true, on };
    } catch {
      this._torch = { available: false, on: false };
    }
  }

  // ----- photo ------------------------------------------------------------------------------

  private async _readPhoto(file: File): Promise<void> {
    if (this._photo.status === 'read' || this._photo.status === 'reading') URL.revokeObjectURL(this._photo.url);
    const url = URL.createObjectURL(file);
    this._photo = { status: 'reading', url };
    this._loaded = null;
    const failure = await this._whenReady();
    const current = (): boolean => this._photo.status === 'reading' && this._photo.url === url;
    if (!current()) return;
    const r = failure === null ? await this._recogniser().recognizeImage(await file.arrayBuffer()) : null;
    if (!current()) return;
    if (r === null || !r.ok) {
      URL.revokeObjectURL(url);
      this._photo = { status: 'failed', code: r === null ? (failure ?? 'worker_failed') : r.code };
      return;
    }
    this._photo = { status: 'read', url, result: r };
    if (readingSummary(r.draft).tiles === 0) return;
    const thumbnail = await this._photoThumbnail(file);
    if (this._photo.status === 'read' && this._photo.url === url) this._emit(r, 'photo', thumbnail, file);
  }

  private readonly _onPaste = (e: ClipboardEvent): void => {
    // Only pictures: text pasted into a field (the hand as text) is not ours.
    const file = [...(e.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
    if (file === undefined) return;
    e.preventDefault();
    void this._readPhoto(file);
  };

  private _onDrop(e: DragEvent): void {
    e.preventDefault();
    this._dragging = false;
    const file = e.dataTransfer?.files[0];
    if (file !== undefined) void this._readPhoto(file);
  }

  private _onDragOver(e: DragEvent): void {
    e.preventDefault();
    if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    this._dragging = true;
  }

  private _onFileChosen(e: Event): void {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again reads it again.
    input.value = '';
    if (file !== undefined) void this._readPhoto(file);
  }

  // ----- rendering --------------------------------------------------------------------------

  private _overlay(result: Recognition, name: string) {
    const boxes = overlayBoxes(result.detections, result.draft, this._s.back);
    const size = labelSize(result.frame);
    return html`<svg
      class="overlay"
      viewBox="0 0 ${result.frame.width} ${result.frame.height}"
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label=${name}
    >
      ${labelBaselines(boxes, size).map((y, i) => overlayBox(boxes[i]!, size, y))}
    </svg>`;
  }

  private _summary(result: Recognition | null, none = this._s.nothingFound): string {
    if (result === null) return '';
    const { tiles, toCheck } = readingSummary(result.draft);
    if (tiles === 0) return none;
    const trouble = readingTrouble(result.warnings);
    return trouble === null ? this._s.found(tiles, toCheck) : `${this._s.found(tiles, toCheck)}. ${this._s.readingTrouble[trouble]}`;
  }

  private _renderCamera() {
    const s = this._s;
    const camera = this._camera;
    const on = camera.status === 'live' || camera.status === 'starting';
    const stats = frameStats(this._timings);
    const number = (n: number, digits: number) =>
      numberFormat(STRINGS[this.locale].numberLocale, fixedDigits(digits)).format(n);
    const live = this._live;
    const canUse = live !== null && readingSummary(live.draft).tiles > 0;
    return html`<section class="panel" aria-labelledby="camera-title">
      <h3 id="camera-title">${s.camera}</h3>
      <div class="controls">
        <button type="button" class="primary" @click=${() => (on ? this._stopCamera() : void this._startCamera())}>
          ${on ? s.stopCamera : s.startCamera}
        </button>
        ${this._cameras.length > 0
          ? html`<label
              >${s.cameraPicker}
              <select @change=${(e: Event) => void this._chooseCamera((e.target as HTMLSelectElement).value)}>
                ${this._cameras.map(
                  (c, i) => html`<option value=${c.deviceId} ?selected=${c.deviceId === this._cameraId}>${c.label || s.unnamedCamera(i + 1)}</option>`,
                )}
              </select></label
            >`
          : nothing}
        ${this._torch.available
          ? html`<button type="button" aria-pressed=${this._torch.on ? 'true' : 'false'} @click=${() => void this._toggleTorch()}>${s.torch}</button>`
          : nothing}
      </div>
      ${camera.status === 'starting' ? html`<p class="note" role="status">${s.startingCamera}</p>` : nothing}
      ${on && this._loadingModels ? html`<p class="note" role="status">${s.loadingModels}</p>` : nothing}
      ${camera.status === 'error' ? html`<p class="alert" role="alert">${s.cameraErrors[camera.code]}</p>` : nothing}
      <div class="view" ?hidden=${!on}>
        <video muted playsinline autoplay aria-hidden="true"></video>
        ${live === null ? nothing : this._overlay(live, `${s.liveView}: ${this._summary(live)}`)}
      </div>
      ${camera.status === 'live'
        ? html`<p class="stats">
              ${stats.fps === null || stats.latencyMs === null ? s.noStats : s.stats(number(stats.fps, 1), number(stats.latencyMs, 0))}
            </p>
            <p class="note">${this._summary(live)}</p>
            <button type="button" class="primary" ?disabled=${!canUse} @click=${() => live && this._useLive(live)}>${s.useHand}</button>`
        : nothing}
      ${on ? this._renderAutoCapture() : nothing}
      ${this._liveError === null ? nothing : html`<p class="alert" role="alert">${s.visionErrors[this._liveError]}</p>`}
      ${this._loaded === 'camera' ? html`<p class="note" role="status">${s.loaded}</p>` : nothing}
    </section>`;
  }

  /** The switch, the frames to wait, and the cue, in a live region so the count and "Captured" are heard too. */
  private _renderAutoCapture() {
    const s = this._s;
    const auto = this._auto;
    const progress = autoCaptureProgress(this._autoState, { ...AUTO_CAPTURE_DEFAULTS, frames: auto.frames });
    const cue = !auto.on || this._camera.status !== 'live' ? '' : progress.taken ? s.autoCaptured : progress.seen > 0 ? s.holdStill(progress.seen, progress.needed) : '';
    return html`<div class="controls auto">
        <label class="switch"
          ><input type="checkbox" .checked=${auto.on} @change=${(e: Event) => this._setAuto({ ...auto, on: (e.target as HTMLInputElement).checked })} />
          ${s.autoCapture}</label
        >
        <label
          >${s.autoCaptureFrames}
          <select ?disabled=${!auto.on} @change=${(e: Event) => this._setAuto({ ...auto, frames: Number((e.target as HTMLSelectElement).value) })}>
            ${AUTO_CAPTURE_FRAME_CHOICES.map((n) => html`<option value=${n} ?selected=${n === auto.frames}>${s.autoCaptureFrameCount(n)}</option>`)}
          </select></label
        >
      </div>
      <p class=${classMap({ note: true, cue: true, captured: cue === s.autoCaptured })} role="status">${cue}</p>`;
  }

  private _renderPhoto() {
    const s = this._s;
    const photo = this._photo;
    return html`<section
      class=${classMap({ panel: true, dragging: this._dragging })}
      aria-labelledby="photo-title"
      @dragover=${this._onDragOver}
      @dragleave=${() => (this._dragging = false)}
      @drop=${this._onDrop}
    >
      <h3 id="photo-title">${s.photo}</h3>
      <div class="controls">
        <input id="photo-input" class="visually-hidden" type="file" accept="image/*" @change=${this._onFileChosen} />
        <label class="file-button" for="photo-input">${s.choosePhoto}</label>
        <span>${s.photoHint}</span>
      </div>
      ${photo.status === 'reading' ? html`<p class="note" role="status">${this._loadingModels ? s.loadingModels : s.readingPhoto}</p>` : nothing}
      ${photo.status === 'failed' ? html`<p class="alert" role="alert">${s.visionErrors[photo.code]}</p>` : nothing}
      ${photo.status === 'read'
        ? html`<div class="view">
              <img src=${photo.url} alt="" />
              ${this._overlay(photo.result, s.annotatedPhoto(photo.result.detections.length))}
            </div>
            <p class="note">${this._summary(photo.result, s.noTilesInPhoto)}</p>`
        : nothing}
      ${this._loaded === 'photo' ? html`<p class="note" role="status">${s.loaded}</p>` : nothing}
    </section>`;
  }

  override render() {
    const s = this._s;
    const refused = this._profileRefused;
    return html`<section aria-labelledby="capture-title">
      <h2 id="capture-title">${s.title}</h2>
      <p class="intro">${s.intro}</p>
      ${refused === null ? nothing : html`<p class="alert" role="alert">${s.profileRefused(this.profile?.style.name ?? '', s.visionErrors[refused])}</p>`}
      <!-- A live region drawn empty from the start, so what is learned is announced when it appears. -->
      <div class="learn-status" aria-live="polite" aria-atomic="true">${this._renderLearned()}</div>
      <div class="panels">${this._renderCamera()} ${this._renderPhoto()}</div>
      <p class="legend">${s.legend}</p>
    </section>`;
  }
}

/** One tile's box and its label, whose baseline is at `labelY`. */
function overlayBox(b: OverlayBox, size: number, labelY: number) {
  return svg`<g class=${classMap({ uncertain: b.uncertain, aside: !b.inHand })}>
    <rect x=${b.x} y=${b.y} width=${b.w} height=${b.h}></rect>
    <text x=${b.x} y=${labelY} font-size=${size}>${b.label}</text>
  </g>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'capture-view': CaptureView;
  }
}

/** Runs `task` once the page has nothing more urgent to do (a timer where the browser has no idle callback). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
