/** Adapting recognition to a user's own tile set (DESIGN.md sections 2 and 6; README.md here). */
export { SHEET_ROWS, REQUIRED_ROWS, SHEET_ERROR_CODES, assignRow, assignSheet, groupRows, liesLevel, type AssignedTile, type RowReading, type SheetError, type SheetErrorCode, type SheetReading } from './sheet-layout';
export { DEFAULT_BLEND, FITTED_BLEND, PROFILE_ERROR_CODES, PROFILE_FORMAT, PROFILE_VERSION, checkProfile, fingerprintOf, parseProfile, type Blend, type CalibrationProfile, type ProfileCheck, type ProfileErrorCode } from './profile';
export { blendProbabilities, meanDirection, prototypeTable, unit, type PrototypeTable } from './prototypes';
export { CALIBRATED_RECHECK, calibratedClassifier, embeddingClassifier, embeddingSizeOf } from './calibrated-classifier';
export { buildProfile, type ProfileBuild, type ProfileRequest } from './build-profile';
export { inspectSheetBoxes, type RowInspection, type SheetInspection } from './sheet-inspection';
export { sheetSources, type DetectBoxes, type SheetRetake, type SheetSource, type SheetSources } from './sheet-sources';
export { LEARNED_CAP, allPrototypes, learnedProblem, withLearned, withoutLearned, type LearnedEntry } from './learned';
export { FINE_TUNE_DEFAULTS, checkFineTuneSettings, type FineTuneSettings } from './fine-tune-settings';
