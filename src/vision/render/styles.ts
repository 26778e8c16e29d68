/**
 * The named tile styles. Each imitates a kind of set found at riichi tables (none copies a
 * product's art). `heldOut` styles are never rendered for training: recognition is measured on
 * them to see how it carries over to a set it has never seen.
 */
import type { TileStyle } from './types';

const CLASSIC: TileStyle = {
  name: 'classic',
  description: 'Ivory face, amber back, brushed characters, bird 1 bamboo, blank white dragon',
  heldOut: false,
  body: '#fbf7ea',
  bodyShade: '#ece4cc',
  back: '#e3912b',
  outline: '#9c8f74',
  depth: 7,
  cornerRadius: 6,
  palette: { ink: '#1b1b1f', red: '#c8202a', green: '#17784a', blue: '#1d4f9c' },
  strokeWeight: 1,
  glyphLook: 'brush',
  frame: null,
  cornerIndex: false,
  whiteDragon: 'blank',
  oneBamboo: 'bird',
  pinLook: 'rings',
  wear: 0.25,
};

/** The app's own pictures: crisp, with corner indices and a framed white dragon (never blank). */
const UI: TileStyle = {
  name: 'ui',
  description: 'Clean white face, blue back, round strokes, corner indices, framed white dragon',
  heldOut: false,
  body: '#ffffff',
  bodyShade: '#eef1f4',
  back: '#2f6fb3',
  outline: '#8c96a6',
  depth: 6,
  cornerRadius: 6,
  palette: { ink: '#15171c', red: '#d11f2f', green: '#148a4e', blue: '#1f58b8' },
  strokeWeight: 1,
  glyphLook: 'round',
  frame: null,
  cornerIndex: true,
  whiteDragon: 'frame',
  oneBamboo: 'bird',
  pinLook: 'rings',
  wear: 0,
};

const TOURNAMENT: TileStyle = {
  name: 'tournament',
  description: 'White face, green back, heavy block strokes, framed white dragon',
  heldOut: false,
  body: '#f7f8f3',
  bodyShade: '#e3e6dc',
  back: '#1f7a4a',
  outline: '#7f8a80',
  depth: 8,
  cornerRadius: 5,
  palette: { ink: '#111111', red: '#d4222b', green: '#0f7040', blue: '#163f95' },
  strokeWeight: 1.2,
  glyphLook: 'block',
  frame: null,
  cornerIndex: false,
  whiteDragon: 'frame',
  oneBamboo: 'bird',
  pinLook: 'rings',
  wear: 0.15,
};

const WESTERN: TileStyle = {
  name: 'western',
  description: 'Cream face, dark navy back, thin printed frame, corner indices, plain circles',
  heldOut: false,
  body: '#fdf9ef',
  bodyShade: '#f1e9d6',
  back: '#22304f',
  outline: '#8b8372',
  depth: 5,
  cornerRadius: 7,
  palette: { ink: '#202024', red: '#c41a1a', green: '#2a7d35', blue: '#2b4fa8' },
  strokeWeight: 0.85,
  glyphLook: 'round',
  frame: '#b09a6a',
  cornerIndex: true,
  whiteDragon: 'frame',
  oneBamboo: 'bird',
  pinLook: 'simple',
  wear: 0.3,
};

const CLUB: TileStyle = {
  name: 'club',
  description: 'Yellowed, much-played set: faded inks, scuffs, yellow back, stick 1 bamboo',
  heldOut: false,
  body: '#f1e6c8',
  bodyShade: '#ddcea6',
  back: '#e6c229',
  outline: '#8f8160',
  depth: 9,
  cornerRadius: 5,
  palette: { ink: '#2a2622', red: '#b3312c', green: '#2f6b3f', blue: '#2d4b7e' },
  strokeWeight: 1.1,
  glyphLook: 'brush',
  frame: null,
  cornerIndex: false,
  whiteDragon: 'blank',
  oneBamboo: 'stick',
  pinLook: 'rings',
  wear: 1,
};

/** Held out: a combination no training style has (teal-green inks, maroon back, thin block strokes, frame). */
const HELD_OUT_SLATE: TileStyle = {
  name: 'slate',
  description: 'Held out of training: grey-white face, maroon back, thin block strokes, teal greens, framed',
  heldOut: true,
  body: '#f3f5f7',
  bodyShade: '#d9dee4',
  back: '#7a1f2b',
  outline: '#7d8590',
  depth: 6,
  cornerRadius: 4,
  palette: { ink: '#0d2236', red: '#e03a3e', green: '#0c8a7a', blue: '#3a3fb0' },
  strokeWeight: 0.8,
  glyphLook: 'block',
  frame: '#9aa3ad',
  cornerIndex: false,
  whiteDragon: 'frame',
  oneBamboo: 'stick',
  pinLook: 'simple',
  wear: 0.4,
};

/**
 * Never trained on, and kept out of `held-out` scenes too (so the figures measured on those stay
 * comparable): the tile set calibration is measured on (calibration/README.md). Chosen far from
 * every training style: a blue-tinted face, violet back and inks, orange reds, olive greens,
 * magenta blues, the heaviest strokes of any style, a shallow body with round corners.
 */
const CALIBRATION_ORCHID: TileStyle = {
  name: 'orchid',
  description: 'Never trained on (calibration test set): blue-tinted face, violet back and ink, orange reds, olive greens, heavy round strokes',
  heldOut: true,
  body: '#eaf2fd',
  bodyShade: '#c9d9ef',
  back: '#5b2d8c',
  outline: '#6f6a8f',
  depth: 4,
  cornerRadius: 9,
  palette: { ink: '#3b1a63', red: '#e8681c', green: '#6d8a1f', blue: '#b02a82' },
  strokeWeight: 1.45,
  glyphLook: 'round',
  frame: null,
  cornerIndex: true,
  whiteDragon: 'blank',
  oneBamboo: 'stick',
  pinLook: 'rings',
  wear: 0.2,
};

export const TILE_STYLE_NAMES = ['classic', 'ui', 'tournament', 'western', 'club', 'slate', 'orchid'] as const;
export type TileStyleName = (typeof TILE_STYLE_NAMES)[number];

/** Every style by name, in a stable order. */
export const TILE_STYLES: Readonly<Record<TileStyleName, TileStyle>> = {
  classic: CLASSIC,
  ui: UI,
  tournament: TOURNAMENT,
  western: WESTERN,
  club: CLUB,
  slate: HELD_OUT_SLATE,
  orchid: CALIBRATION_ORCHID,
};

export function isTileStyleName(value: unknown): value is TileStyleName {
  return typeof value === 'string' && (TILE_STYLE_NAMES as readonly string[]).includes(value);
}

/** The style of the app's tile pictures. */
export const DEFAULT_UI_STYLE: TileStyle = UI;

/** Styles synthetic training scenes may use (everything not held out). */
export const TRAINING_STYLES: readonly TileStyle[] = Object.values(TILE_STYLES).filter((s) => !s.heldOut);
/** Styles kept out of training, to measure generalisation to an unseen set (`--styles held-out`). */
export const HELD_OUT_STYLES: readonly TileStyle[] = Object.values(TILE_STYLES).filter((s) => s.heldOut && s !== CALIBRATION_ORCHID);
/** Never trained on and in no style set: rendered only by name (`--styles orchid`), to measure calibration. */
export const CALIBRATION_TEST_STYLES: readonly TileStyle[] = [CALIBRATION_ORCHID];
