/**
 * Global setup of the `autocapture` test project: writes the clip its Chromium's fake camera
 * plays (vitest.config.ts), the camera scene laid out tile by tile and then held still
 * (test/fixtures/camera/layout-clip.ts). Made at test time from the committed photo and its labels,
 * as the camera project's clip is (test/setup/fake-camera.ts).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { AUTOCAPTURE_CLIP_SHAPE } from '../fixtures/camera/autocapture-clip-shape';
import { layoutClip, type SceneBox } from '../fixtures/camera/layout-clip';
import { CAMERA_SCENE } from '../../src/cli/camera-clip/scenes';
import { AUTOCAPTURE_CLIP } from './fake-camera-path';

export default function setup(): void {
  const scenes = new URL('../fixtures/scenes/', import.meta.url);
  const labels = readFileSync(new URL('labels.jsonl', scenes), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { image: string; boxes: SceneBox[] });
  const scene = labels.find((l) => l.image === CAMERA_SCENE);
  if (scene === undefined) throw new Error(`no ${CAMERA_SCENE} in labels.jsonl`);
  const clip = layoutClip(readFileSync(new URL(CAMERA_SCENE, scenes)), scene.boxes, AUTOCAPTURE_CLIP_SHAPE);
  mkdirSync(dirname(AUTOCAPTURE_CLIP), { recursive: true });
  // Written whole, then renamed: a browser never opens a half-written clip.
  const partial = `${AUTOCAPTURE_CLIP}.partial`;
  writeFileSync(partial, clip);
  renameSync(partial, AUTOCAPTURE_CLIP);
}
