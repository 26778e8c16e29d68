/**
 * What recognition hands around: detector boxes in, a hand draft and coded warnings out.
 * Pure data, no DOM: these types cross the worker boundary unchanged (structured clone).
 */
import type { MeldType } from '../engine/index';

type Digit = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
type HonorDigit = '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** One tile in mpsz notation: `1m`..`9p`.., `0m`/`0p`/`0s` (red fives), `1z`..`7z`. */
export type TileLabel = `${Digit}${'m' | 'p' | 's'}` | '0m' | '0p' | '0s' | `${HonorDigit}z`;
/** What the detector may say a box is: a tile, or `back` (face down). */
export type DetectionKind = TileLabel | 'back';

/** Axis-aligned pixels of the image the detections came from; x, y = top-left corner. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Unique within one frame; every tile of a draft names the detection it came from. */
export type DetectionId = number;

export const ORIENTATIONS = ['upright', 'sideways'] as const;
/**
 * How the detector saw the tile in the IMAGE: `upright` = long side vertical. Layout reads the
 * scene's rotation from the boxes themselves, so this is the detector's opinion, kept for the UI.
 */
export type Orientation = (typeof ORIENTATIONS)[number];

export interface Alternative {
  readonly kind: DetectionKind;
  readonly p: number;
}

export interface Detection {
  readonly id: DetectionId;
  readonly box: Box;
  readonly kind: DetectionKind;
  readonly orientation: Orientation;
  /** Confidence of `kind`, 0..1. */
  readonly p: number;
  /** The next most likely kinds, best first (the detector's top-k, `kind` itself excluded). */
  readonly topK: readonly Alternative[];
}

// ---------------------------------------------------------------------------------------------
// Warnings: a discriminated union keyed by `code`, typed data, the detections involved. No prose:
// the UI turns codes into words. Severity is decided where the warning is raised:
//   info    = something was set aside and the hand does not depend on it;
//   warning = the hand may be misread here: show the user;
//   error   = the draft cannot be a legal hand as read.

export const SEVERITIES = ['info', 'warning', 'error'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const VISION_WARNING_CODES = [
  'blank_frame',
  'no_tiles',
  'dropped_detection',
  'clutter_excluded',
  'ambiguous_orientation',
  'borderline_gap',
  'ambiguous_grouping',
  'no_winning_tile',
  'unclear_meld',
  'ungrouped_tiles',
  'low_confidence',
  'too_many_copies',
  'tile_count',
  'rules_corrected',
  'illegal_meld',
  'too_many_red_fives',
  'no_legal_reading',
] as const;
export type VisionWarningCode = (typeof VISION_WARNING_CODES)[number];

/** The warnings of the guard that no draft is an impossible hand (`legal-draft.ts`), most specific first: the one a person is told about. */
export const LEGALITY_WARNINGS = ['illegal_meld', 'too_many_red_fives', 'no_legal_reading'] as const satisfies readonly VisionWarningCode[];
export type LegalityWarning = (typeof LEGALITY_WARNINGS)[number];

export const DROP_REASONS = [
  /** Not a detection at all: not an object, or id / confidence not a finite number. */
  'malformed',
  /** Box not finite, empty, or far from any tile's shape. */
  'bad_box',
  'unknown_kind',
  /** A second detection with an id already seen. */
  'duplicate_id',
  'below_confidence_floor',
  /** More detections than a frame can hold tiles: the least confident ones. */
  'over_limit',
  /** The same tile detected twice (boxes overlap): the less confident one. */
  'duplicate_box',
  /** A face-down tile whose kind nothing shows (only a concealed kong's backs can be read). */
  'face_down',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];

/** The data each warning code carries. */
export interface VisionWarningData {
  /** The frame shows nothing to read (all black or one colour: lens covered, camera not started); no model ran. */
  readonly blank_frame: null;
  /** Nothing usable was left; `detections` = how many came in. */
  readonly no_tiles: { readonly detections: number };
  readonly dropped_detection: { readonly reason: DropReason; readonly count: number };
  /** Tiles in view that are not the hand or its indicator rows (walls, discards, strays). */
  readonly clutter_excluded: { readonly count: number };
  /** Two scene rotations read equally well and give different hands; the first was used. */
  readonly ambiguous_orientation: { readonly rotationsDeg: readonly [number, number] };
  /** A gap in the hand row close to the grouping threshold (in tile widths). */
  readonly borderline_gap: { readonly gapTileWidths: number; readonly thresholdTileWidths: number };
  /** The hand row has several equally good readings (`readings` >= 2); one was used. */
  readonly ambiguous_grouping: { readonly readings: number };
  /** No tile set apart or laid sideways at the right end of the concealed tiles. */
  readonly no_winning_tile: null;
  /** A group right of the winning tile does not look like any meld; `readAs` = the guess. */
  readonly unclear_meld: { readonly readAs: MeldType };
  /** Tiles right of the winning tile that fit no meld: counted with the concealed tiles. */
  readonly ungrouped_tiles: { readonly count: number };
  readonly low_confidence: { readonly kind: DetectionKind; readonly p: number; readonly alternatives: readonly Alternative[] };
  /** More than four of a kind (red fives counted as fives) across hand, melds and indicators. */
  readonly too_many_copies: { readonly kind: TileLabel; readonly count: number };
  /** Concealed tiles + 3 per meld (a kong counts 3) should be 14. */
  readonly tile_count: { readonly expected: number; readonly actual: number };
  /**
   * The tiles as read make no legal hand; the draft shown is the most probable legal reading
   * (`rules-decoding.ts`): these tiles read as one of their alternatives (the provenance keeps
   * what the classifier saw), with `regrouped` another grouping or turn of the layout, and
   * without the `removed` detections.
   */
  readonly rules_corrected: {
    readonly changes: readonly { readonly id: DetectionId; readonly from: TileLabel; readonly to: TileLabel; readonly p: number }[];
    readonly regrouped: boolean;
    /** Detections left out of the hand: it held one tile too many, and this one least fits. */
    readonly removed: readonly DetectionId[];
  };
  /**
   * A meld's tiles are not its type (a chow not a run of one suit, a kong not four of a kind), and
   * no legal hand was found to read them otherwise: the draft shows `shown` instead, the most
   * probable meld of `type` (a kong of three tiles that make a run: a chow), `read` being the
   * tiles as read (`legal-draft.ts`). `shown` is null when the group could not be a `type` at all
   * (too few or too many tiles) and its tiles were given as concealed tiles. Its tiles are doubted.
   */
  readonly illegal_meld: { readonly type: MeldType; readonly read: string; readonly shown: { readonly type: MeldType; readonly tiles: string } | null };
  /**
   * More red fives of a suit than the preset's set holds (`allowed` per suit): the surest stays
   * red, the others are shown as plain fives, all of them doubted.
   */
  readonly too_many_red_fives: { readonly suit: 'm' | 'p' | 's'; readonly count: number; readonly allowed: number };
  /**
   * No legal hand was found: the draft is shown for the user to correct, the tiles that keep it
   * from being one doubted. `issues` = what the engine finds wrong with it (its issue codes, and
   * `incomplete` for tiles that make no winning shape, `indicators` for rows a photo cannot show).
   */
  readonly no_legal_reading: { readonly issues: readonly string[] };
}

export type VisionWarningOf<C extends VisionWarningCode> = {
  readonly code: C;
  readonly severity: Severity;
  /** The detections concerned (may be empty when the warning is about the whole frame). */
  readonly ids: readonly DetectionId[];
  readonly data: VisionWarningData[C];
};
export type VisionWarning = { [C in VisionWarningCode]: VisionWarningOf<C> }[VisionWarningCode];

// ---------------------------------------------------------------------------------------------
// The recognised hand: the Hand format of DESIGN.md section 3, plus where each tile came from.
// (src/vision/hand-draft.ts turns it into the one hand the app edits and scores.)

export interface RecognisedMeld {
  readonly type: MeldType;
  /** mpsz, in the order laid out (an added kong's stacked tile right after the tile under it). */
  readonly tiles: string;
  /** Position of the sideways tile in `tiles`; null for a concealed kong (or when none was seen). */
  readonly called_index: number | null;
}

/** Where one tile of the draft came from, so the UI can flag it and write a correction back. */
export interface TileSource {
  readonly id: DetectionId;
  /** What the detector said; `back` when the tile was face down and its kind was inferred. */
  readonly seen: DetectionKind;
  readonly p: number;
  readonly alternatives: readonly Alternative[];
  /**
   * Recognition doubts this tile whatever its `p`: it is part of what made no legal hand (a meld
   * not of its type, a red five too many, the tiles no winning shape explains), so the UI flags it
   * for checking (`legal-draft.ts`). Absent otherwise.
   */
  readonly doubted?: true;
}

/** One source per tile, in the same order as the tiles of the matching draft field. */
export interface HandProvenance {
  readonly concealed: readonly TileSource[];
  readonly win_tile: TileSource | null;
  readonly melds: readonly (readonly TileSource[])[];
  readonly dora_indicators: readonly TileSource[];
  readonly ura_indicators: readonly TileSource[];
}

/**
 * What the photo shows, read by the conventions of DESIGN.md section 5. May be illegal (13 tiles,
 * five of a kind...): the engine judges legality. Assignable to the engine's `HandInput`.
 */
export interface RecognisedHand {
  /** Every concealed tile in row order, the winning tile (if any) last. */
  readonly concealed: string;
  readonly win_tile: TileLabel | null;
  readonly melds: readonly RecognisedMeld[];
  readonly dora_indicators: readonly TileLabel[];
  readonly ura_indicators: readonly TileLabel[];
  readonly provenance: HandProvenance;
}

/** The role of a labelled box in the dataset format (DESIGN.md section 3). */
export type LabelRole = 'hand' | 'win' | 'meld' | 'dora' | 'ura' | 'other';

/**
 * One box of the dataset format (DESIGN.md section 3): pixels, x/y = top-left. `tile` is `1m`..`7z`
 * (a red five is `5m` with `red: true`), `?` for a tile that is not a riichi tile, or `back`.
 */
export interface LabelBox {
  readonly tile: string;
  readonly red?: boolean;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly orientation?: 'upright' | 'sideways' | 'back';
  readonly role?: LabelRole;
}
