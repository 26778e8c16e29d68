/**
 * The boxes of several looks at one sheet photo taken together: the last resort when no look
 * reads the sheet whole on its own. On a set no model saw, each look can miss other tiles of a
 * row (on dark faces it boxes a tile's symbols instead): of kde-jade's sheets of seeds 1-8, the
 * four looks read 5 whole, and 2 more had every tile boxed by some look. Pure: boxes in, boxes out.
 *
 * A box joins the merge unless it lies on a tile already taken (either box's centre inside the
 * other: a symbol's box inside a tile's, or the same tile boxed again) or its size is not a
 * tile's (a symbol's box is about half a tile across). What merges is used only when the sheet
 * then reads exactly, as any look's boxes are.
 */
import { median } from '../src/vision/layout/scene';
import type { Box } from '../src/vision/types';

/** A box is a tile's size within this factor of the median box, in width and in height. */
const SIZE_FACTOR = 1.33;

/** Whether the centre of `inner` lies inside `outer`. */
function centreIn(inner: Box, outer: Box): boolean {
  const cx = inner.x + inner.w / 2;
  const cy = inner.y + inner.h / 2;
  return cx > outer.x && cx < outer.x + outer.w && cy > outer.y && cy < outer.y + outer.h;
}

/**
 * The looks' boxes as one set: each look's boxes in turn, `looks` ordered from the look most sure
 * of its boxes, so that where two looks box one tile the surer box is kept. The looks' boxes must
 * lie in one frame.
 */
export function mergeSheetLooks(looks: readonly (readonly Box[])[]): Box[] {
  const all = looks.flat();
  const [w, h] = [median(all.map((b) => b.w)), median(all.map((b) => b.h))];
  const tileSized = (b: Box): boolean => b.w * SIZE_FACTOR >= w && b.w <= w * SIZE_FACTOR && b.h * SIZE_FACTOR >= h && b.h <= h * SIZE_FACTOR;
  const kept: Box[] = [];
  for (const box of all) {
    if (!tileSized(box) || kept.some((k) => centreIn(box, k) || centreIn(k, box))) continue;
    kept.push(box);
  }
  return kept;
}
