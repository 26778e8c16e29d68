/** The synthetic scene generator's public surface: named re-exports only. */
export type { Background, ClutterPlan, ComposedScene, LabelOrientation, MeldPlan, RandomSceneOptions, SceneLabel, SceneSpec, StyleSet } from './scene';
export type { LabelRole } from '../types';
export { composeScene, randomSceneSpec } from './scene';
export type { Homography, Point, Quad, Rect } from '../homography';
export { IDENTITY, applyHomography, homographyFromQuads, invertHomography, mapBox, tiltQuad } from '../homography';
