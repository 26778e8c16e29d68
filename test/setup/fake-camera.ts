/**
 * Global setup of the `camera` test project: writes the clip Chromium's fake camera plays
 * (`--use-file-for-fake-video-capture`, vitest.config.ts) before the browser starts. The clip is
 * made at test time from a committed scene photo rather than committed itself: a `.y4m` is raw
 * video (640x360 is 345 KB a frame), and the photo is 40 KB.
 * The scene is `CAMERA_SCENE` (src/cli/camera-clip/scenes.ts says why that one).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { stillClip } from '../../src/cli/camera-clip/clip';
import { CAMERA_SCENE } from '../../src/cli/camera-clip/scenes';
import { FAKE_CAMERA_CLIP } from './fake-camera-path';

export default function setup(): void {
  const photo = readFileSync(new URL(`../fixtures/scenes/${CAMERA_SCENE}`, import.meta.url));
  const clip = stillClip(photo, { frames: 4 });
  mkdirSync(dirname(FAKE_CAMERA_CLIP), { recursive: true });
  // Written whole, then renamed: a browser never opens a half-written clip.
  const partial = `${FAKE_CAMERA_CLIP}.partial`;
  writeFileSync(partial, clip);
  renameSync(partial, FAKE_CAMERA_CLIP);
}
