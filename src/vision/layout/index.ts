/** The layout's public surface: named re-exports only. */
export type { LayoutAlternative, LayoutResult } from './layout-hand';
export { layoutHand } from './layout-hand';
export type { LayoutOptions, LayoutTunables } from './tunables';
export { LAYOUT_DEFAULTS } from './tunables';
