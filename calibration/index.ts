/**
 * Adapting recognition to a user's own tile set (DESIGN.md sections 2 and 6; README.md here).
 *
 * This barrel is free of TF.js, so the app's page may import it (the sheet's rows, the profile
 * format, the fitting settings): TF.js is about half a megabyte of script that only the vision
 * worker runs. What needs TF.js (building a profile, fine-tuning) comes from `./tfjs`, for the
 * worker and Node only; test/build/page-bundle.test.ts fails when TF.js reaches the page's scripts.
 */
export { SHEET_ROWS, REQUIRED_ROWS, SHEET_ERROR_CODES, assignRow, assignSheet, followRows, groupRows, liesLevel, type AssignedTile, type FollowedRows, type InPhoto, type RowReading, type SheetError, type SheetErrorCode, type SheetReading } from './sheet-layout';
export { DEFAULT_BLEND, FITTED_BLEND, PROFILE_ERROR_CODES, PROFILE_FORMAT, PROFILE_VERSION, checkProfile, fingerprintOf, parseProfile, type Blend, type CalibrationProfile, type ProfileCheck, type ProfileErrorCode } from './profile';
export { blendProbabilities, meanDirection, prototypeTable, unit, type PrototypeTable } from './prototypes';
export { CALIBRATED_RECHECK, calibratedClassifier, embeddingClassifier, embeddingSizeOf } from './calibrated-classifier';
export { MIXED_SETS_TINT, faceTint, rowTints, unlikeRow, type FaceTint } from './sheet-looks';
export { inspectSheetBoxes, type RowInspection, type SheetInspection } from './sheet-inspection';
export { lookUntilRead, sheetBoxes, sheetSources, SHEET_FARTHER_LOOK, type DetectBoxes, type FoundBoxes, type SheetRetake, type SheetSource, type SheetSources } from './sheet-sources';
export { LEARNED_CAP, allPrototypes, withLearned, withoutLearned, type LearnedEntry } from './learned';
export { FINE_TUNE_DEFAULTS, checkFineTuneSettings, type FineTuneSettings } from './fine-tune-settings';
export { readsWorse, type DetectorCheck, type SelfCheck } from './check-result';
