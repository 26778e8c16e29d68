/** Set by vite.config.ts: whether both trained models were in `models/` when the app was built or served. */
declare const __BUNDLED_MODELS__: boolean;
