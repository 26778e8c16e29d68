/**
 * A calibration profile from one frame of the calibration sheet (and frames of rows retaken
 * alone, `sheetSources`): the detector finds the tiles, `assignSheet` gives each its kind by
 * position, and each tile's crop (cut as the pipeline cuts crops, `cropRegion`) is embedded in a few looks: the box nudged and resized a little, since
 * the detector's boxes around a hand's tiles are never placed exactly like the sheet's, and in
 * each quarter turn, since a hand's tiles reach the classifier in any turn. The looks of one turn
 * average into that turn's prototype.
 */
import type { RgbaFrame } from '../src/vision/frame';
import type { LoadedModel } from '../src/vision/model';
import { cropRegion, detectTiles, type RecognitionModels } from '../src/vision/pipeline';
import { turnedCropBatch } from '../src/vision/preprocess';
import type { Region } from '../src/vision/resample';
import type { Box, DetectionKind } from '../src/vision/types';
import { calibratedClassifier, embeddingSizeOf } from './calibrated-classifier';
import { DEFAULT_BLEND, FITTED_BLEND, PROFILE_FORMAT, PROFILE_VERSION, type Blend, type CalibrationProfile } from './profile';
import { meanDirection } from './prototypes';
import type { AssignedTile, SheetError } from './sheet-layout';
import { SHEET_CLOSER_LOOK, SHEET_FARTHER_LOOK, sheetBoxes, sheetSources, type DetectBoxes, type SheetRetake, type SheetSource } from './sheet-sources';
import { shrinkFrame } from './shrink';
import { fineTune } from './fine-tune';
import { standInSources } from './stand-in-tiles';
import { FINE_TUNE_DEFAULTS, type FineTuneSettings } from './fine-tune-settings';
import { encodeTail, type StoredTail } from './stored-tail';
import { profileEmbedder, tunedClassifier } from './tuned-classifier';
import type { DetectorCheck, SelfCheck } from './check-result';
import { selfCheck } from './self-check';
import { fitAndCheckDetector } from './detector-fit';
import { sheetLevels } from './sheet-augment';
import type { SceneFace } from './sheet-scenes';
import { detectorFingerprint, encodeDetector, type StoredDetector } from './stored-detector';

/** The box nudges, as shares of its width and height: [dx, dy, scale]. */
const LOOKS: readonly (readonly [number, number, number])[] = [
  [0, 0, 1],
  [0.06, 0, 1],
  [-0.06, 0, 1],
  [0, 0.06, 1],
  [0, -0.06, 1],
  [0, 0, 0.92],
  [0, 0, 1.08],
];
const TURNS = [0, 1, 2, 3];
/**
 * The sheet shrunk by these factors before cutting: its tiles (about 70 pixels wide in a
 * 1024-pixel photo) seen also at the 20-35 pixels a hand photo gives them.
 */
const SCALES = [1, 0.5, 0.35, 0.25];
/** Crops per classifier run, to bound the memory of one batch. */
const BATCH = 256;

export interface ProfileRequest {
  readonly frame: RgbaFrame;
  /** Rows photographed again on their own, replacing those rows of `frame` (sheet-sources.ts). */
  readonly retakes?: readonly SheetRetake[];
  readonly models: RecognitionModels;
  /** `embeddingClassifier(models.classifier)`. */
  readonly withEmbedding: LoadedModel;
  readonly fingerprint: string;
  readonly style: { readonly name: string; readonly notes: string };
  readonly image: string;
  readonly blend?: Blend;
  readonly now?: Date;
  /**
   * Fit the classifier's last layers to the sheet's tiles first (`fine-tune.ts`; about two minutes
   * on two cores with the defaults) and build the prototypes in the fitted classifier's space, then
   * the detector's (`detectorSteps`);
   * `null` or absent: prototypes of the loaded classifier only (seconds).
   */
  readonly tuning?: Partial<FineTuneSettings> | null;
  /** Fitting's progress: steps done of all steps (the classifier's, then the detector's). */
  readonly onProgress?: (done: number, total: number) => void;
}

export type ProfileBuild = { readonly ok: true; readonly profile: CalibrationProfile; readonly check: SelfCheck; readonly detectorCheck: DetectorCheck | null } | SheetError | { readonly ok: false; readonly code: 'unreadable_frame' | 'tile_at_edge'; readonly row: number | null; readonly message: string };

function nudged(box: Box, [dx, dy, scale]: readonly [number, number, number]): Box {
  const w = box.w * scale;
  const h = box.h * scale;
  return { x: box.x + dx * box.w + (box.w - w) / 2, y: box.y + dy * box.h + (box.h - h) / 2, w, h };
}

type AtEdge = { readonly ok: false; readonly code: 'tile_at_edge'; readonly row: number | null; readonly message: string };

const atEdge = (tile: AssignedTile): AtEdge => ({ ok: false, code: 'tile_at_edge', row: tile.row, message: `the ${tile.kind} tile (row ${tile.row}) lies at the photo's edge: leave a margin around the sheet` });

/** The first tile whose crop, in some look, would run off its photo: checked before minutes of fitting. */
function firstAtEdge(sources: readonly SheetSource[]): AtEdge | null {
  for (const { frame, tiles } of sources) {
    for (const tile of tiles) if (LOOKS.some((look) => cropRegion(nudged(tile.box, look), frame.width, frame.height) === null)) return atEdge(tile);
  }
  return null;
}

/**
 * Every sheet tile's embeddings by `embedder`: per scale, in crop order tile, then look, then
 * turn (sources one after another, so crop order across sources is the tiles' order).
 */
async function embedSheet(sources: readonly SheetSource[], embedder: LoadedModel): Promise<{ ok: true; perScale: Float32Array[] } | AtEdge> {
  const tiles = sources.reduce((n, s) => n + s.tiles.length, 0);
  const size = embedder.inputWidth;
  const d = embeddingSizeOf(embedder);
  const perScale: Float32Array[] = [];
  for (const scale of SCALES) {
    const embeddings = new Float32Array(tiles * LOOKS.length * TURNS.length * d);
    let offset = 0;
    for (const { frame, tiles: sourceTiles } of sources) {
      const shrunk = shrinkFrame(frame, scale);
      const regions: Region[] = [];
      for (const tile of sourceTiles) {
        const box = { x: tile.box.x * scale, y: tile.box.y * scale, w: tile.box.w * scale, h: tile.box.h * scale };
        for (const look of LOOKS) {
          const region = cropRegion(nudged(box, look), shrunk.width, shrunk.height);
          if (region === null) return atEdge(tile);
          regions.push(region);
        }
      }
      for (let start = 0; start < regions.length; start += BATCH) {
        const input = turnedCropBatch(shrunk, regions.slice(start, start + BATCH), size, TURNS);
        try {
          const [, emb] = await embedder.run(input);
          if (emb === undefined) throw new Error('the classifier returned no embedding');
          embeddings.set(emb.data, offset + start * TURNS.length * d);
        } finally {
          input.dispose();
        }
      }
      offset += regions.length * TURNS.length * d;
    }
    perScale.push(embeddings);
  }

  return { ok: true, perScale };
}

/**
 * One prototype per turn and scale: the nearest wins, so a tile seen small is compared with the
 * sheet seen small rather than with an average of large and small.
 */
function sheetPrototypes(tiles: readonly { readonly kind: DetectionKind }[], perScale: readonly Float32Array[], d: number): Partial<Record<DetectionKind, number[][]>> {
  const prototypes: Partial<Record<DetectionKind, number[][]>> = {};
  tiles.forEach((tile, t) => {
    prototypes[tile.kind] = perScale.flatMap((embeddings) =>
      TURNS.map((_, turn) =>
        meanDirection(LOOKS.map((_, look) => {
          const at = ((t * LOOKS.length + look) * TURNS.length + turn) * d;
          return embeddings.subarray(at, at + d);
        })),
      ),
    );
  });
  const round = (x: number) => Math.round(x * 1e6) / 1e6;

  for (const kind of Object.keys(prototypes) as DetectionKind[]) prototypes[kind] = prototypes[kind]!.map((v) => v.map(round));
  return prototypes;
}

/**
 * The detection recognition uses, second looks and all: the sheet is read from the boxes a hand
 * of these tiles would be read from; the closer and farther looks only change its settings.
 */
export function sheetDetector(models: RecognitionModels): DetectBoxes {
  return async (frame, closer, farther) =>
    sheetBoxes(frame, await detectTiles(frame, models, { ...(closer === true ? { boxes: SHEET_CLOSER_LOOK } : {}), ...(farther === true ? { farther: SHEET_FARTHER_LOOK } : {}) }));
}

export async function buildProfile(request: ProfileRequest): Promise<ProfileBuild> {
  const { models, withEmbedding } = request;
  const read = await sheetSources(request.frame, request.retakes ?? [], sheetDetector(models));
  if (!read.ok) return read;
  const sheet = { tiles: read.sources.flatMap((s) => s.tiles), hasRedFivesRow: read.hasRedFivesRow };

  const edge = firstAtEdge(read.sources);
  if (edge !== null) return edge;
  let tuned: StoredTail | undefined;
  let detector: StoredDetector | undefined;
  let detectorCheck: DetectorCheck | null = null;
  let embedder = withEmbedding;
  if (request.tuning !== undefined && request.tuning !== null) {
    // Then the detector's last layers (kept only when they box held-back scenes at least as well).
    const detectorSteps = request.tuning.detectorSteps ?? FINE_TUNE_DEFAULTS.detectorSteps;
    let classifierSteps = 0;
    const progress = request.onProgress;
    const fitted = await fineTune({
      classifier: models.classifier,
      // Stand-ins teach what the sheet does not show, lest the fitted layers unlearn it: backs of
      // other colours, and the red fives of a sheet without its fifth row.
      sources: [...read.sources, ...standInSources(read.sources, !read.hasRedFivesRow)],
      settings: request.tuning,
      onProgress: (done, total) => {
        classifierSteps = total;
        progress?.(done, total + detectorSteps);
      },
    });
    if (detectorSteps > 0) {
      const outcome = await fitAndCheckDetector({
        detector: models.detector,
        ...sceneFaces(read.sources),
        settings: { steps: detectorSteps },
        onProgress: (done) => progress?.(classifierSteps + done, classifierSteps + detectorSteps),
      });
      detectorCheck = outcome.check;
      if (outcome.weights !== null) detector = encodeDetector(outcome.weights, detectorFingerprint(models.detector.layers()));
    }
    tuned = encodeTail(fitted.weights);
    // Decoded from what the profile stores, so the prototypes match what a reader of the profile computes.
    const fittedClassifier = await tunedClassifier(models.classifier, tuned);
    if ('code' in fittedClassifier) throw new Error(`fitted layers that do not fit their own classifier: ${fittedClassifier.message}`);
    embedder = fittedClassifier;
  }
  let perScale: Float32Array[];
  try {
    const embedded = await embedSheet(read.sources, embedder);
    if (!embedded.ok) return embedded;
    perScale = embedded.perScale;
  } finally {
    if (embedder !== withEmbedding) embedder.dispose();
  }
  const d = embeddingSizeOf(embedder);

  const prototypes = sheetPrototypes(sheet.tiles, perScale, d);
  const profile: CalibrationProfile = {
    format: PROFILE_FORMAT,
    version: PROFILE_VERSION,
    style: request.style,
    created: (request.now ?? new Date()).toISOString(),
    classifier: { fingerprint: request.fingerprint, embeddingSize: d },
    source: { image: request.image, tiles: sheet.tiles.length, redFivesRow: sheet.hasRedFivesRow },
    blend: request.blend ?? (tuned === undefined ? DEFAULT_BLEND : FITTED_BLEND),
    prototypes,
    ...(tuned === undefined ? {} : { tuned }),
    ...(detector === undefined ? {} : { detector }),
  };
  return { ok: true, profile, check: await checkProfile(profile, read.sources, models.classifier, withEmbedding), detectorCheck };
}

/** The sheet's faces for scenes (`sheet-scenes.ts`), and its photographed back when it has one. */
function sceneFaces(sources: readonly SheetSource[]): { faces: SceneFace[]; back: SceneFace | null } {
  const faces: SceneFace[] = [];
  let back: SceneFace | null = null;
  for (const source of sources) {
    const levels = sheetLevels(source.frame);
    for (const tile of source.tiles) {
      if (tile.kind === 'back') back = { levels, box: tile.box };
      else faces.push({ levels, box: tile.box });
    }
  }
  return { faces, back };
}

/** The profile as a reader of it would use it (`calibratedModels`), checked on held-back looks (`self-check.ts`). */
async function checkProfile(profile: CalibrationProfile, sources: readonly SheetSource[], classifier: LoadedModel, withEmbedding: LoadedModel): Promise<SelfCheck> {
  const embedder = await profileEmbedder(classifier, withEmbedding, profile);
  if ('code' in embedder) throw new Error(`fitted layers that do not fit their own classifier: ${embedder.message}`);
  try {
    return await selfCheck(sources, classifier, calibratedClassifier(embedder, profile));
  } finally {
    if (embedder !== withEmbedding) embedder.dispose();
  }
}
