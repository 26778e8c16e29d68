// Compile-time checks of the vision worker's Comlink surface (run by `npm run typecheck`): what
// the UI sees through the client, and what a Comlink proxy of the worker looks like.
import type { Remote } from 'comlink';
import { expectTypeOf } from 'vitest';
import type { VisionClient } from '../../src/recognition/client';
import type { RgbaFrame } from '../../src/vision/frame';
import type { ImageFailureCode } from '../../src/vision/pipeline';
import type { Detection, RecognisedHand, VisionWarning } from '../../src/vision/types';
import type { DiscardsResult, InitResult, Recognition, RecognizeResult, VisionErrorCode, VisionFailure, VisionFrame, VisionWorkerApi, WorkerStats } from '../../src/recognition/worker-api';

// Every call through the proxy is a promise of a plain value: results are data, not proxies.
// (Comlink's Promisify distributes over the union, hence Awaited rather than Promise<...>.)
type Api = Remote<VisionWorkerApi>;
expectTypeOf<Api['init']>().parameters.toEqualTypeOf<[modelsUrl?: string]>();
expectTypeOf<Awaited<ReturnType<Api['init']>>>().toEqualTypeOf<InitResult>();
expectTypeOf<Api['recognize']>().parameters.toEqualTypeOf<[frame: VisionFrame]>();
expectTypeOf<Awaited<ReturnType<Api['recognize']>>>().toEqualTypeOf<RecognizeResult>();
// Uploads: the encoded bytes as an ArrayBuffer (transferable), the same result as a frame.
expectTypeOf<Api['recognizeImage']>().parameters.toEqualTypeOf<[bytes: ArrayBuffer]>();
expectTypeOf<Awaited<ReturnType<Api['recognizeImage']>>>().toEqualTypeOf<RecognizeResult>();
// A pond photo: the encoded bytes, its tiles in discard order.
expectTypeOf<Api['readDiscards']>().parameters.toEqualTypeOf<[bytes: ArrayBuffer]>();
expectTypeOf<Awaited<ReturnType<Api['readDiscards']>>>().toEqualTypeOf<DiscardsResult>();
expectTypeOf<Awaited<ReturnType<Api['stats']>>>().toEqualTypeOf<WorkerStats>();
expectTypeOf<Awaited<ReturnType<Api['dispose']>>>().toEqualTypeOf<void>();
// No Comlink proxies in results: a result is structured-cloned data.
expectTypeOf<Awaited<ReturnType<Api['recognize']>>>().not.toHaveProperty('then');

// The client mirrors the worker; dispose is synchronous (it terminates the worker).
expectTypeOf<VisionClient['recognize']>().toEqualTypeOf<(frame: VisionFrame) => Promise<RecognizeResult>>();
expectTypeOf<VisionClient['recognizeImage']>().toEqualTypeOf<(bytes: ArrayBuffer) => Promise<RecognizeResult>>();
expectTypeOf<VisionClient['readDiscards']>().toEqualTypeOf<(bytes: ArrayBuffer) => Promise<DiscardsResult>>();
expectTypeOf<VisionClient['init']>().toEqualTypeOf<(modelsUrl?: string) => Promise<InitResult>>();
expectTypeOf<VisionClient['dispose']>().returns.toEqualTypeOf<void>();

// Frames: a camera's VideoFrame, an ImageBitmap or an RGBA buffer, nothing else.
expectTypeOf<VideoFrame>().toExtend<VisionFrame>();
expectTypeOf<ImageBitmap>().toExtend<VisionFrame>();
expectTypeOf<ImageData>().toExtend<RgbaFrame>();
expectTypeOf<HTMLCanvasElement>().not.toExtend<VisionFrame>();

// Results are discriminated on `ok`; failures carry a code from the fixed list.
declare const result: RecognizeResult;
if (result.ok) {
  expectTypeOf(result).toEqualTypeOf<Recognition>();
  // What the UI reads: tiles, the draft with its provenance, coded warnings.
  expectTypeOf(result.detections).toEqualTypeOf<readonly Detection[]>();
  expectTypeOf(result.draft).toEqualTypeOf<RecognisedHand>();
  expectTypeOf(result.warnings).toEqualTypeOf<readonly VisionWarning[]>();
}
else expectTypeOf(result.code).toEqualTypeOf<VisionErrorCode>();
expectTypeOf<VisionFailure['code']>().toEqualTypeOf<VisionErrorCode>();
expectTypeOf<'superseded'>().toExtend<VisionErrorCode>();
// Every refusal of an upload (intake, decoder, frame check) is a code the worker can answer.
expectTypeOf<ImageFailureCode>().toExtend<VisionErrorCode>();
// @ts-expect-error an unknown code is a compile error
expectTypeOf<'timeout'>().toExtend<VisionErrorCode>();
