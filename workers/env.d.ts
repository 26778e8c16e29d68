/** Set by vite.config.ts: whether both trained models were in `models/` when the app was built or served. */
declare const __BUNDLED_MODELS__: boolean;

/** opencv-wasm's browser build (`workers/opencv.ts` gives it its type). */
declare module 'opencv-wasm/opencv-deno.js' {
  export const cv: unknown;
}
