// `npm run calibrate` (DESIGN.md section 4): a sheet photo becomes a checked profile file (fitted, or prototypes only with --quick); a photo
// that is not a sheet is refused with a coded reason naming the row; bad command lines exit 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINE_TUNE_DEFAULTS, parseProfile } from '../../calibration/index';
import { renderSheet } from '../../models/pipeline/render-sheet';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function runCalibrate(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['src/cli/calibrate.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// Each case starts the command (tsx, TF.js, the models): seconds apiece, many more on two cores shared with the browser projects.
describe('npm run calibrate', { timeout: 240_000 }, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'calibrate-'));
    writeFileSync(join(dir, 'sheet.jpg'), renderSheet({ style: 'orchid', seed: 3, width: 1024, redRow: true }).jpeg);
    // A sheet without the optional fifth row (red fives and a back).
    writeFileSync(join(dir, 'narrow.jpg'), renderSheet({ style: 'orchid', seed: 3, width: 1024, redRow: false }).jpeg);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a fitted profile that passes its checks, telling how the fitting goes', () => {
    const out = join(dir, 'profile.json');
    // A token fitting (one pass, two looks per tile: 2 steps; the detector 2 more); the default takes minutes.
    const r = runCalibrate('--image', join(dir, 'sheet.jpg'), '--out', out, '--name', 'orchid', '--notes', 'test', '--epochs', '1', '--looks', '2', '--detector-steps', '2');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("fitting to the sheet's tiles: 100 % (4 of 4 steps");
    expect(r.stderr).toMatch(/detector self-check on 48 held-back scenes of the sheet's tiles \(\d+ tiles\): tile F1 [\d.]+ with the fitted layers, [\d.]+ without \((kept|not kept: it boxed them worse)\)/);
    expect(r.stderr).toContain(`calibrated 'orchid' from 38 tiles, the classifier's last ${FINE_TUNE_DEFAULTS.layers} layers fitted`);
    expect(r.stderr).toMatch(/self-check on 304 held-back looks of the sheet's tiles: [\d.]+ % read right with the profile, [\d.]+ % without/);
    const check = parseProfile(readFileSync(out, 'utf8'));
    expect(check.ok).toBe(true);
    expect(check.ok && check.profile.style).toEqual({ name: 'orchid', notes: 'test' });
    expect(check.ok && check.profile.tuned?.layers).toBe(FINE_TUNE_DEFAULTS.layers);
  });

  it('builds prototypes only with --quick, and says when the optional row is missing', () => {
    const out = join(dir, 'narrow.json');
    const r = runCalibrate('--image', join(dir, 'narrow.jpg'), '--out', out, '--quick');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('from 34 tiles (no red fives / back row');
    expect(r.stderr).toContain('prototypes only');
    expect(r.stderr).not.toContain('fitting');
    const check = parseProfile(readFileSync(out, 'utf8'));
    expect(check.ok && check.profile.tuned).toBeUndefined();
  });

  it('refuses bad command lines (exit 2) and unusable files (exit 1)', () => {
    const usage = runCalibrate('--image', join(dir, 'sheet.jpg'));
    expect([usage.code, usage.stderr.includes('--image FILE and --out PROFILE.json are required')]).toEqual([2, true]);
    expect(runCalibrate('--frobnicate', '1').code).toBe(2);
    const both = runCalibrate('--image', join(dir, 'sheet.jpg'), '--out', join(dir, 'x.json'), '--quick', '--epochs', '2');
    expect([both.code, both.stderr.includes('--quick fits nothing')]).toEqual([2, true]);
    const steps = runCalibrate('--image', join(dir, 'sheet.jpg'), '--out', join(dir, 'x.json'), '--detector-steps', '-1');
    expect([steps.code, steps.stderr.includes("'detector-steps' must be an integer from 0 to 2000")]).toEqual([2, true]);
    const zero = runCalibrate('--image', join(dir, 'sheet.jpg'), '--out', join(dir, 'x.json'), '--epochs', '0');
    expect([zero.code, zero.stderr.includes("'epochs' must be an integer from 1 to 50")]).toEqual([2, true]);
    const missing = runCalibrate('--image', join(dir, 'nope.jpg'), '--out', join(dir, 'x.json'));
    expect([missing.code, missing.stderr.trim()]).toEqual([1, `calibrate: --image ${join(dir, 'nope.jpg')}: no such file`]);
    writeFileSync(join(dir, 'text.jpg'), 'not a photo');
    const junk = runCalibrate('--image', join(dir, 'text.jpg'), '--out', join(dir, 'x.json'));
    expect(junk.code).toBe(1);
    expect(junk.stderr).toMatch(/^calibrate: --image .*text\.jpg: \w+/);
  });
});
