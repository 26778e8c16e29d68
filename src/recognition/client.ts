/**
 * The main-thread half of the vision worker: starts `workers/vision.worker.ts`, transfers frames
 * to it (never copies), and lets the latest frame win. At most one frame is in the worker and at
 * most one waits; a newer frame replaces the waiting one, whose call resolves `superseded`.
 * Uploaded images (`recognizeImage`) are transferred too but never superseded: every one is answered.
 * `dispose()` terminates the worker and resolves whatever is outstanding with `disposed`.
 * The UI imports only this file and `src/vision/types.ts` / `worker-api.ts`.
 */
import { proxy, releaseProxy, transfer, wrap, type Remote } from 'comlink';
import type { RgbaFrame } from '../vision/frame';
import { isPictureFrame, type DiscardsResult, type EmbedTilesResult, type InitResult, type ProfileBuildResult, type RecognizeResult, type SheetInspectionResult, type UseProfileResult, type VisionErrorCode, type VisionFailure, type VisionFrame, type VisionWorkerApi, type WorkerStats } from './worker-api';

/**
 * The worker's calls as the page makes them: `VisionWorkerApi`, declared once (worker-api.ts), but
 * `dispose` is synchronous: it terminates the worker. What the client adds to each call:
 * - `recognize` is latest-wins (see above); a frame is transferred, never copied: a `VideoFrame`
 *   or an `ImageBitmap` is closed if superseded, an RGBA frame's buffer is detached from the caller's array.
 * - `recognizeImage`, `readDiscards`, `buildProfile` and `embedTiles` transfer their bytes (the
 *   caller's ArrayBuffer is detached, a retake's too); every call is answered, in order.
 * - `inspectSheet` takes ownership of the frame but is not latest-wins: the caller sends the next
 *   frame once this one is answered.
 * - `stats` throws when the worker cannot answer (diagnostics and leak tests only).
 * - after `dispose`, outstanding and later calls resolve `{ ok: false, code: 'disposed' }`.
 */
export type VisionClient = Omit<VisionWorkerApi, 'dispose'> & { dispose(): void };

/** A recogniser whose models are loaded, or why they could not be. */
export type ReadyRecogniser = { readonly ok: true; readonly client: VisionClient } | { readonly ok: false; readonly code: VisionErrorCode };

/** Starts the worker. Vite bundles it from this exact `new Worker(new URL(...))` expression. */
export function spawnVisionWorker(): Worker {
  return new Worker(new URL('../../workers/vision.worker.ts', import.meta.url), { type: 'module', name: 'vision' });
}

const failure = (code: VisionFailure['code'], message: string): VisionFailure => ({ ok: false, code, message });

/** Wraps a frame for `postMessage` with its pixels in the transfer list. */
function transferable(frame: VisionFrame): VisionFrame {
  if (isPictureFrame(frame)) return transfer(frame, [frame]);
  // Send a plain object (an ImageData would be cloned with its own copy of the pixels).
  const { buffer } = frame.data;
  if (buffer.byteLength === 0) {
    // Empty, or detached by an earlier transfer (a view on a detached buffer cannot even be
    // cloned): send an empty array and let the worker answer `bad_frame_data`.
    return { width: frame.width, height: frame.height, data: new Uint8ClampedArray(0) };
  }
  const plain: RgbaFrame = { width: frame.width, height: frame.height, data: frame.data };
  // A SharedArrayBuffer cannot be transferred; it is shared instead (no copy either).
  return buffer instanceof ArrayBuffer ? transfer(plain, [buffer]) : plain;
}

/** Wraps an image's bytes for `postMessage` with the buffer in the transfer list. */
function transferableBytes(bytes: ArrayBuffer): ArrayBuffer {
  // Anything else (a SharedArrayBuffer, a view from untyped code) is sent as it is; the worker's
  // intake check answers what is not image bytes.
  if (!(bytes instanceof ArrayBuffer)) return bytes;
  // Empty, or detached by an earlier transfer (which cannot be posted at all): send an empty
  // buffer and let the worker answer `not_an_image`.
  if (bytes.byteLength === 0) return new ArrayBuffer(0);
  return transfer(bytes, [bytes]);
}

function release(frame: VisionFrame): void {
  if (isPictureFrame(frame)) frame.close();
}

interface Waiting {
  readonly frame: VisionFrame;
  readonly resolve: (r: RecognizeResult) => void;
}

/** The worker behind a client, with calls that resolve with a failure value instead of hanging if it goes away. */
interface Connection {
  readonly remote: Remote<VisionWorkerApi>;
  readonly disposed: boolean;
  /** Why the worker failed, once it has. */
  readonly broken: VisionFailure | undefined;
  call<T>(run: () => Promise<T>): Promise<T | VisionFailure>;
  /** `settle` hears the failure that ends every outstanding call (after those calls). */
  onFailAll(settle: (f: VisionFailure) => void): void;
  /** Terminates the worker; outstanding and later calls resolve `disposed`. */
  close(): void;
}

function connect(worker: Worker): Connection {
  const remote: Remote<VisionWorkerApi> = wrap<VisionWorkerApi>(worker);
  let disposed = false;
  let broken: VisionFailure | undefined;
  // Calls in progress in the worker: a terminated or crashed worker never answers them.
  const outstanding = new Set<(f: VisionFailure) => void>();
  const listeners: ((f: VisionFailure) => void)[] = [];

  function failAll(f: VisionFailure): void {
    for (const settle of outstanding) settle(f);
    outstanding.clear();
    for (const settle of listeners) settle(f);
  }

  worker.addEventListener('error', (event) => {
    broken = failure('worker_failed', `the vision worker failed: ${event.message || 'script error'}`);
    failAll(broken);
  });

  return {
    remote,
    get disposed() {
      return disposed;
    },
    get broken() {
      return broken;
    },
    call<T>(run: () => Promise<T>): Promise<T | VisionFailure> {
      if (disposed) return Promise.resolve(failure('disposed', 'the vision client was disposed'));
      if (broken !== undefined) return Promise.resolve(broken);
      return new Promise<T | VisionFailure>((resolve) => {
        const settle = (v: T | VisionFailure) => {
          if (outstanding.delete(settle as (f: VisionFailure) => void)) resolve(v);
        };
        outstanding.add(settle as (f: VisionFailure) => void);
        run().then(settle, (e: unknown) => {
          // Only bugs throw across the boundary (or a frame that cannot be posted): log, and answer.
          outstanding.delete(settle as (f: VisionFailure) => void);
          console.error('vision worker call failed', e);
          resolve(failure('worker_failed', e instanceof Error ? e.message : String(e)));
        });
      });
    },
    onFailAll: (settle) => void listeners.push(settle),
    close() {
      if (disposed) return;
      disposed = true;
      remote[releaseProxy]();
      worker.terminate();
      failAll(failure('disposed', 'the vision client was disposed'));
    },
  };
}

/** `recognize`, latest-wins: at most one frame in the worker and at most one waiting. */
function latestWins(c: Connection): VisionClient['recognize'] {
  let inFlight = false;
  let waiting: Waiting | undefined;
  c.onFailAll((f) => {
    if (waiting !== undefined) {
      release(waiting.frame);
      waiting.resolve(f);
      waiting = undefined;
    }
  });

  function send(frame: VisionFrame, resolve: (r: RecognizeResult) => void): void {
    inFlight = true;
    void c.call<RecognizeResult>(() => c.remote.recognize(transferable(frame))).then((result) => {
      resolve(result);
      inFlight = false;
      const next = waiting;
      waiting = undefined;
      if (next !== undefined && !c.disposed && c.broken === undefined) send(next.frame, next.resolve);
    });
  }

  return (frame) => {
    if (c.disposed || c.broken !== undefined) {
      release(frame);
      return Promise.resolve(c.broken ?? failure('disposed', 'the vision client was disposed'));
    }
    return new Promise<RecognizeResult>((resolve) => {
      if (!inFlight) {
        send(frame, resolve);
        return;
      }
      if (waiting !== undefined) {
        release(waiting.frame);
        waiting.resolve(failure('superseded', 'a newer frame replaced this one before it reached the worker'));
      }
      waiting = { frame, resolve };
    });
  };
}

export function createVisionClient(worker: Worker = spawnVisionWorker()): VisionClient {
  const c = connect(worker);
  const { remote, call } = c;
  return {
    init: (modelsUrl) => call<InitResult>(() => remote.init(modelsUrl)),

    recognize: latestWins(c),

    // Not latest-wins, unlike `recognize`: a camera frame is one of a stream, and a newer one makes
    // an older one worthless, but an upload is a photo the user chose. Dropping it as `superseded`
    // would silently lose their choice (or one of several picked at once), and a camera frame must
    // not displace it either, so uploads bypass the frame slot. Memory stays bounded: the worker
    // decodes one image at a time, in order, and a queued upload holds only its encoded bytes.
    recognizeImage: (bytes) => call<RecognizeResult>(() => remote.recognizeImage(transferableBytes(bytes))),
    readDiscards: (bytes) => call<DiscardsResult>(() => remote.readDiscards(transferableBytes(bytes))),

    buildProfile: async (bytes, name, retakes = [], fit = true, onProgress) => {
      // Comlink transfers only what is registered for a top-level argument: the list is, with its buffers.
      const again = retakes.map((r) => ({ row: r.row, bytes: r.bytes instanceof ArrayBuffer && r.bytes.byteLength === 0 ? new ArrayBuffer(0) : r.bytes }));
      const buffers = again.flatMap((r) => (r.bytes instanceof ArrayBuffer && r.bytes.byteLength > 0 ? [r.bytes] : []));
      const r = await call<ProfileBuildResult>(() => remote.buildProfile(transferableBytes(bytes), name, transfer(again, buffers), fit, onProgress === undefined ? undefined : proxy(onProgress)));
      // The client's own failures (disposed, worker_failed) are about no row.
      return r.ok || 'row' in r ? r : { ...r, row: null };
    },
    inspectSheet(frame) {
      if (c.disposed || c.broken !== undefined) release(frame);
      return call<SheetInspectionResult>(() => remote.inspectSheet(transferable(frame)));
    },
    useProfile: (profile) => call<UseProfileResult>(() => remote.useProfile(profile)),
    embedTiles: (image, tiles) => call<EmbedTilesResult>(() => remote.embedTiles(transferableBytes(image), tiles)),

    async stats() {
      const r = await call<WorkerStats>(() => remote.stats());
      if ('ok' in r) throw new Error(`vision worker stats unavailable: ${r.message}`);
      return r;
    },

    dispose: () => c.close(),
  };
}
