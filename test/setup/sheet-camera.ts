/**
 * Global setup of the `sheetcam` test project: writes the clip its Chromium's fake camera plays
 * (vitest.config.ts), the committed photo of the orchid calibration sheet held still, made as the
 * camera project's clip is (test/setup/fake-camera.ts, `stillClip`).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { stillClip } from '../../src/cli/camera-clip/clip';
import { SHEET_CAMERA_CLIP } from './fake-camera-path';

export default function setup(): void {
  const photo = readFileSync(new URL('../fixtures/calibration/orchid-sheet.jpg', import.meta.url));
  const clip = stillClip(photo, { frames: 4 });
  mkdirSync(dirname(SHEET_CAMERA_CLIP), { recursive: true });
  // Written whole, then renamed: a browser never opens a half-written clip.
  const partial = `${SHEET_CAMERA_CLIP}.partial`;
  writeFileSync(partial, clip);
  renameSync(partial, SHEET_CAMERA_CLIP);
}
