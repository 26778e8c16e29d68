/**
 * Every threshold of the layout in one frozen object. Field names carry their units: `P` = a
 * confidence 0..1, `TileWidths` / `TileHeights` = multiples of the median upright tile's short /
 * long side in the scene (so nothing depends on the image size), `Cost` = a unitless penalty.
 * The values are assumptions from the photo conventions (DESIGN.md section 5) and tile geometry
 * (a face is about 3 wide by 4 high) until the real-photo regression suite measures them.
 */
export interface LayoutTunables {
  readonly confidenceFloorP: number;
  readonly lowConfidenceP: number;
  readonly duplicateIoU: number;
  readonly maxBoxAspect: number;
  readonly maxDetections: number;
  readonly sidewaysLogAspectMargin: number;
  readonly uprightReferencePercentile: number;
  readonly tiltMinPairs: number;
  readonly tiltPairMaxTileHeights: number;
  readonly tiltVoteSpreadDeg: number;
  readonly sizeSolveMinConditioning: number;
  readonly tileShortOverLong: number;
  readonly rowSplitTileHeights: number;
  readonly stackedRowMinOverlap: number;
  readonly rowBreakTileWidths: number;
  readonly groupGapTileWidths: number;
  readonly borderlineGapTileWidths: number;
  readonly gapShiftMaxTileWidths: number;
  readonly stackMaxOffsetHostWidths: number;
  readonly stackMinRiseHostHeights: number;
  readonly stackMaxRiseHostHeights: number;
  readonly stackMaxLogSizeRatio: number;
  readonly stackRowNeighbourTileHeights: number;
  readonly handRowMinShareOfLongest: number;
  readonly handRowMaxBackShare: number;
  readonly indicatorRowMaxGapTileHeights: number;
  readonly maxIndicatorTiles: number;
  readonly noWinningTileCost: number;
  readonly touchingWinTileCost: number;
  readonly ungroupedGroupCost: number;
  readonly unclearMeldCost: number;
  readonly closedGapCutCost: number;
  readonly openGapInsideCost: number;
  readonly sidewaysInConcealedCost: number;
  readonly backInConcealedCost: number;
  readonly alternativeMaxExtraCost: number;
  readonly boxedTwiceShare: number;
  readonly boxedTwiceCost: number;
  readonly maxAlternatives: number;
  readonly clutterTileCost: number;
  readonly crossRowNeighbourCost: number;
  readonly neighbourMaxTileHeights: number;
}

export const LAYOUT_DEFAULTS: LayoutTunables = Object.freeze({
  /** Below it a detection is dropped: kept low because a missing tile costs more than a flagged one. */
  confidenceFloorP: 0.2,
  /** Below it a tile of the draft is flagged: its alternatives may hold 0.4 or more. */
  lowConfidenceP: 0.6,
  /**
   * Boxes overlapping this much are one tile seen twice (the eval's own match IoU, DESIGN.md 4:
   * both would match the same label). Touching neighbours and an added kong's stack overlap ~0.
   */
  duplicateIoU: 0.5,
  /** Long side over short side: a tile is 4:3, sideways under 45 degrees of tilt about 2:1. */
  maxBoxAspect: 3.5,
  /** A whole table is 136 tiles. Layout is quadratic in places: ~1.5 ms for 25 boxes, ~30 ms for 300 (Node 20, measured). */
  maxDetections: 300,
  /**
   * ln(w/h) of an upright tile is about ln(3/4), of a sideways one ln(4/3): 0.575 apart whatever
   * the camera tilt foreshortens (both scale alike). A tile is sideways when its log aspect
   * exceeds the upright reference by half of that.
   */
  sidewaysLogAspectMargin: 0.29,
  /**
   * The upright reference is this percentile of the log aspects: at least half of a hand row is
   * upright (worst case four added kongs and a sideways winning tile: 9 of 18), so 0.3 falls
   * among upright tiles.
   */
  uprightReferencePercentile: 0.3,
  /** Fewer neighbour pairs than this and the tilt is taken as 0 (one pair's jitter is +-3 degrees). */
  tiltMinPairs: 3,
  /**
   * Pairs of tiles up to this far apart vote on the tilt: a pair three widths apart points 3x more
   * precisely than touching ones. Measured on 200 synthetic scenes at +-8% position jitter: worst
   * error 0.95 degrees with pairs up to 4 heights apart, 6.6 with 1.5.
   */
  tiltPairMaxTileHeights: 4,
  /** Smoothing of the direction votes: one touching pair's direction jitters by about +-3 degrees. */
  tiltVoteSpreadDeg: 2,
  /**
   * Boxes are untilted by solving W = w cos + h sin, H = w sin + h cos while cos 2t (the solve's
   * determinant) is at least this: 0.3 = tilts under ~36 degrees.
   */
  sizeSolveMinConditioning: 0.3,
  /**
   * Nearer 45 degrees every box is about square, so w + h is split by this ratio, the long side
   * taken from the detector's orientation: a face is 3 by 4 (0.75); with the tile's depth an
   * upright box is ~0.68, a sideways one ~0.85, and either way the split errs by ~6% of a width.
   */
  tileShortOverLong: 0.75,
  /**
   * Sorted by height, a jump of more centre distance than this starts a new row: within a row
   * centres differ by ~0.2 (a sideways tile sits 1/6 lower, plus jitter); the next row is >= 1 away.
   */
  rowSplitTileHeights: 0.5,
  /**
   * Two tiles of one height band overlapping along the row by more than this share of the
   * narrower one's width, with centres more than `rowSplitTileHeights` apart, lie in two rows
   * (cluster.ts): neighbours in a row overlap ~0.1 (box jitter), and a tile of a row right above
   * overlaps the tile under it by at least half a width wherever it lies.
   */
  stackedRowMinOverlap: 0.5,
  /**
   * A gap wider than this ends a row: the gaps the conventions ask for (winning tile, melds) are
   * about a finger, under 1.5 widths; beyond 2.5 it is another group of tiles (wall, strays).
   */
  rowBreakTileWidths: 2.5,
  /** Touching tiles measure 0 +- 0.1 (detector boxes jitter ~5% per edge); a gap left on purpose >= 0.4. */
  groupGapTileWidths: 0.25,
  /** Gaps within this of the threshold are reported as borderline (the jitter above). */
  borderlineGapTileWidths: 0.1,
  /**
   * The threshold moves with the row's median gap (what touching measures in that photo), by at
   * most this. 200 synthetic scenes of the training styles (seed 4): hand exact 0.580 fixed,
   * 0.600 with shifts up to 0.1, 0.605 up to 0.15 and up to 0.25.
   */
  gapShiftMaxTileWidths: 0.15,
  /**
   * An added kong's tile lies on the sideways tile under it (the host): centres within 0.4 of the
   * host's width along the row (a third of a tile's width)...
   */
  stackMaxOffsetHostWidths: 0.4,
  /** ...and one host height above it, give or take half (host units, so foreshortening cancels out). */
  stackMinRiseHostHeights: 0.5,
  stackMaxRiseHostHeights: 1.5,
  /**
   * ...and the two are alike in size, both sideways tiles of one set: |ln| of their widths' and
   * heights' ratios at most this. Labelled boxes differ by up to ~0.2 between two, the detector's
   * more where the scene is tilted (a host boxed 21x20 under a 19x15 added tile: 0.29). A stray
   * lying askew under a sideways tile of the hand is boxed larger and should not pass for its host
   * (synthetic seed 826: the winning tile is read as stacked on such a stray above 0.25). Measured:
   * perfect labels of seeds 1-1500 in both style sets, 2,992 of 3,000 hands read at 0.25 and 2,990
   * at 0.32-0.4 (seed 826 lost); detected boxes of 200 scenes (seed 4), hand exact 0.665 at 0.25,
   * 0.675 at 0.32, 0.680 at 0.35 and 0.4.
   */
  stackMaxLogSizeRatio: 0.35,
  /**
   * ...and no upright tile touches the added tile at its own height, give or take this: an upright
   * neighbour in a row sits within ~0.15 heights of a sideways tile's centre (it is 1/8 lower,
   * plus jitter), the upright tiles of an added kong's meld ~0.6 heights below the added tile.
   */
  stackRowNeighbourTileHeights: 0.3,
  /**
   * The hand row holds 14-18 tiles, a discard row 6, an indicator row at most 5: rows with less
   * than this share of the longest row are not the hand (a wall of 17 keeps a hand of 11 in).
   */
  handRowMinShareOfLongest: 0.6,
  /** Four concealed kongs show 8 backs in 18 tiles; a row mostly face down is a wall. */
  handRowMaxBackShare: 0.5,
  /** Indicator rows sit right above the hand (assumed <= 1 height apart); discards lie farther. */
  indicatorRowMaxGapTileHeights: 2,
  /** One dora indicator plus one per kong (four at most): the rule, not a measurement. */
  maxIndicatorTiles: 5,
  // Penalties of a reading: the reading that follows the conventions costs 0, and each departure
  // costs about how surprising it is, so the cheapest reading is the most plausible.
  /** No tile set apart or sideways at the right end of the concealed tiles. */
  noWinningTileCost: 2,
  /** The rightmost concealed tile read as the winning tile with no gap before it: a little more. */
  touchingWinTileCost: 2.5,
  /** A group right of the winning tile that fits no meld: worse than any meld misread. */
  ungroupedGroupCost: 3,
  /** A 3-4 tile group whose sideways tiles, backs or kinds fit no meld type. */
  unclearMeldCost: 1,
  /** Two groups split where the tiles touch. */
  closedGapCutCost: 1,
  /** A gap inside the concealed tiles or a meld. */
  openGapInsideCost: 1,
  /** A sideways tile among the concealed tiles (only the winning tile may lie sideways there). */
  sidewaysInConcealedCost: 2,
  /** A face-down tile among the concealed tiles: it cannot be read. */
  backInConcealedCost: 1,
  /** Each tile the reading leaves as clutter, so a reading that explains more tiles wins. */
  clutterTileCost: 1,
  /**
   * Each tile whose nearest neighbour lies across the rows rather than along them: tiles touch
   * side by side in rows, so a turn that makes rows run the other way pays for nearly every tile.
   */
  crossRowNeighbourCost: 1,
  /**
   * Other readings of the scene (another grouping of the hand row, another turn) offered to
   * rules-aware decoding, when they cost at most this much more than the best...
   */
  alternativeMaxExtraCost: 2,
  /**
   * ...and the scene read without a face-up box lying more than this share of its area inside
   * another face-up box (layout-hand.ts): tiles side by side overlap ~0.1 of a box. Detected boxes
   * on the orchid selection set (seed 62) and 300 scenes of seed 63: boxes on no tile lay 0.6-0.8
   * inside a tile's box, 4 of 7 pairs of real tiles over 0.5 were backs of a wall (left out here).
   */
  boxedTwiceShare: 0.6,
  /** ...at this much more than that reading costs (one box left out, as `extraTileCost` in decoding). */
  boxedTwiceCost: 1,
  /** ...and at most this many of them. */
  maxAlternatives: 12,
  /** A tile's nearest neighbour counts only this close: touching tiles are ~0.75 heights apart, rows ~1.3. */
  neighbourMaxTileHeights: 1.5,
});

export type LayoutOptions = Partial<LayoutTunables>;

export const withDefaults = (options: LayoutOptions = {}): LayoutTunables => Object.freeze({ ...LAYOUT_DEFAULTS, ...options });
