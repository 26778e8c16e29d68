// `npm run calibrate` (DESIGN.md section 4): a sheet photo becomes a checked profile file; a photo
// that is not a sheet is refused with a coded reason naming the row; bad command lines exit 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProfile } from '../../calibration/index';
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

  it('writes a profile that passes its checks', () => {
    const out = join(dir, 'profile.json');
    const r = runCalibrate('--image', join(dir, 'sheet.jpg'), '--out', out, '--name', 'orchid', '--notes', 'test');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("calibrated 'orchid' from 38 tiles");
    const check = parseProfile(readFileSync(out, 'utf8'));
    expect(check.ok).toBe(true);
    expect(check.ok && check.profile.style).toEqual({ name: 'orchid', notes: 'test' });
  });

  it('says when the optional row is missing', () => {
    const r = runCalibrate('--image', join(dir, 'narrow.jpg'), '--out', join(dir, 'narrow.json'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('from 34 tiles (no red fives / back row');
  });

  it('refuses bad command lines (exit 2) and unusable files (exit 1)', () => {
    const usage = runCalibrate('--image', join(dir, 'sheet.jpg'));
    expect([usage.code, usage.stderr.includes('--image FILE and --out PROFILE.json are required')]).toEqual([2, true]);
    expect(runCalibrate('--frobnicate', '1').code).toBe(2);
    const missing = runCalibrate('--image', join(dir, 'nope.jpg'), '--out', join(dir, 'x.json'));
    expect([missing.code, missing.stderr.trim()]).toEqual([1, `calibrate: --image ${join(dir, 'nope.jpg')}: no such file`]);
    writeFileSync(join(dir, 'text.jpg'), 'not a photo');
    const junk = runCalibrate('--image', join(dir, 'text.jpg'), '--out', join(dir, 'x.json'));
    expect(junk.code).toBe(1);
    expect(junk.stderr).toMatch(/^calibrate: --image .*text\.jpg: \w+/);
  });
});
