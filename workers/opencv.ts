/**
 * OpenCV for the worker (`src/vision/opencv-geometry.ts` uses it). Loaded by a dynamic import, so
 * that Vite puts its ~9.4 MB (OpenCV 4.3 compiled to WebAssembly, inlined in the script) in a chunk
 * of its own that only this worker fetches, never the page; the service worker keeps that chunk at
 * first use (`src/pwa/precache-rules.ts`).
 *
 * The browser build is `opencv-wasm/opencv-deno.js`: the package's main entry looks for its wasm
 * beside a Node `__dirname`. In a worker (where `importScripts` exists) that build exports its
 * factory instead of calling it, so it is called here. Its module object is an Emscripten module
 * with a `then` method: it is never awaited or returned from an async function itself (that would
 * wait on it forever), only handed over inside an object once its runtime has started.
 */
import type { OpenCv } from '../src/vision/opencv-geometry';

interface OpenCvModule extends OpenCv {
  onRuntimeInitialized?: () => void;
}

/** The runtime compiles its inlined wasm synchronously, so this only bounds a failure nobody reports. */
const READY_TIMEOUT_MS = 60_000;

export async function loadOpenCv(): Promise<{ readonly cv: OpenCv }> {
  const exported = (await import('opencv-wasm/opencv-deno.js')).cv as OpenCvModule | (() => OpenCvModule);
  const cv = typeof exported === 'function' ? exported() : exported;
  if (typeof cv.Mat !== 'function') {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`OpenCV did not start within ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
      cv.onRuntimeInitialized = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  return { cv };
}
