/** The tile renderer's public surface: named re-exports only. */
export type { GlyphLook, RenderOptions, RenderTile, Rotation, TilePalette, TileStyle } from './types';
export { RED_FIVES, RENDER_TILES, ROTATIONS, TILE_KINDS, isRenderTile } from './types';
export type { TileSize } from './render-tile';
export { FACE_HEIGHT, FACE_WIDTH, renderTileSvg, tileSvgSize } from './render-tile';
export type { TileStyleName } from './styles';
export { CALIBRATION_TEST_STYLES, DEFAULT_UI_STYLE, HELD_OUT_STYLES, TILE_STYLES, TILE_STYLE_NAMES, TRAINING_STYLES, isTileStyleName } from './styles';
export { mixedStyle } from './mix';
