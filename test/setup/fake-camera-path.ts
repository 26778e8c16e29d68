/**
 * Where the camera project's clip is written (test/setup/fake-camera.ts) and Chromium reads it
 * (vitest.config.ts): git-ignored, inside this checkout, so two checkouts never share it. Its own
 * file, so the config does not load the clip maker.
 */
import { fileURLToPath } from 'node:url';

export const FAKE_CAMERA_CLIP = fileURLToPath(new URL('../artifacts/fake-camera.y4m', import.meta.url));

/** The `autocapture` project's clip (test/setup/autocapture-camera.ts): a hand laid out, then held. */
export const AUTOCAPTURE_CLIP = fileURLToPath(new URL('../artifacts/autocapture-camera.y4m', import.meta.url));

/** The `sheetcam` project's clip (test/setup/sheet-camera.ts): the calibration sheet held still. */
export const SHEET_CAMERA_CLIP = fileURLToPath(new URL('../artifacts/sheet-camera.y4m', import.meta.url));
