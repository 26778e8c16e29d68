/**
 * The part of calibration that runs the models, so imports TF.js: building a profile from a sheet
 * photo (with its fine-tuning). For the vision worker and Node only; the page imports `./index`,
 * which is TF.js-free (test/build/page-bundle.test.ts).
 */
export { buildProfile, sheetDetector, type ProfileBuild, type ProfileRequest } from './build-profile';
