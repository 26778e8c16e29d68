// Issue 20's probes of the command-line doors, run as a user runs them (child processes through
// tsx): a bad tile option is a usage error, a byte order mark is not part of row 1, an input that
// cannot be read or an output that cannot be written is one line with its documented exit code
// (never a stack), a label path leaving the dataset folder is refused, and a JPEG whose header
// claims 8000x5000 in 13.7 KB is refused before decoding.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TOY_MODELS = join(ROOT, 'test/fixtures/toy-models');

function run(command: 'score' | 'eval' | 'calibrate', ...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [`src/cli/${command}.ts`, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A stack trace's frames ("    at f (file:1:2)") never reach the user. */
const NO_STACK = /^\s+at /m;

/** A small real JPEG whose frame header is patched to claim `width` x `height`, padded to `size` bytes. */
function lyingJpeg(width: number, height: number, size: number): Uint8Array {
  const small = new Uint8Array(jpeg.encode({ width: 64, height: 64, data: new Uint8Array(64 * 64 * 4).fill(90) }, 95).data);
  const out = new Uint8Array(size);
  out.set(small.subarray(0, small.length - 2), 0);
  out.set([0xff, 0xd9], size - 2);
  for (let i = 2; i + 9 < out.length; ) {
    const length = (out[i + 2]! << 8) | out[i + 3]!;
    if (out[i + 1] === 0xc0) {
      out.set([height >> 8, height & 0xff, width >> 8, width & 0xff], i + 5);
      return out;
    }
    i += 2 + length;
  }
  throw new Error('no SOF0 in the test JPEG');
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hostile-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each case starts a command (tsx, for eval and calibrate TF.js and the models): seconds apiece.
describe('score', { timeout: 120_000 }, () => {
  const HAND = ['123456m789p34588s', '--win', '4s', '--ron', '--seat', '2z', '--riichi', '--json'];

  it('reads --dora with the notation parser: 7s counts, 9M is a usage error (was ignored: 1,300 instead of 2,600)', () => {
    const plain = run('score', ...HAND);
    const withDora = run('score', ...HAND, '--dora', '7s');
    expect(JSON.parse(withDora.stdout).total).toBeGreaterThan(JSON.parse(plain.stdout).total);
    const bad = run('score', ...HAND, '--dora', '9M');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^score: --dora 9M: not tiles in mpsz notation \(unknown suit 'M' at 1\)/);
    expect(bad.stdout).toBe('');
  });

  it.each([
    [['--win', '4x'], /--win 4x: not one tile/],
    [['--seat', '5z'], /--seat 5z: a wind is 1z/],
    [['--ura', '7'], /--ura 7: not tiles/],
    [['--meld', 'pung:77'], /--meld pung:77: '77' is not tiles/],
    [['--frobnicate', '1'], /unknown option --frobnicate/],
  ])('refuses %j as a usage error (exit 2)', (extra, message) => {
    const r = run('score', '123456m789p34588s', '--win', '4s', '--ron', ...extra);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('a BOM before row 1 is accepted; an unreadable input is one line with exit code 3', () => {
    const file = join(dir, 'bom.jsonl');
    const row = { id: 'r1', hand: { concealed: '123456m789p34588s', win_tile: '4s' }, context: { win: 'ron', seat_wind: '2z', round_wind: '1z', riichi: true } };
    writeFileSync(file, `\uFEFF${JSON.stringify(row)}\n`);
    const ok = run('score', '--jsonl', file);
    expect([ok.code, JSON.parse(ok.stdout).id, JSON.parse(ok.stdout).error]).toEqual([0, 'r1', null]);
    const missing = run('score', '--jsonl', join(dir, 'nope.jsonl'));
    expect([missing.code, missing.stdout]).toEqual([3, '']);
    expect(missing.stderr.trim().split('\n')).toEqual([`score: cannot read ${join(dir, 'nope.jsonl')}: ENOENT no such file or directory, open '${join(dir, 'nope.jsonl')}'`]);
  });
});

describe('eval', { timeout: 240_000 }, () => {
  it('--predictions into a missing folder: one line, exit code 1, before any image is read', () => {
    const data = join(dir, 'ds');
    mkdirSync(join(data, 'images'), { recursive: true });
    writeFileSync(join(data, 'images/a.jpg'), jpeg.encode({ width: 64, height: 64, data: new Uint8Array(64 * 64 * 4).fill(128) }, 90).data);
    writeFileSync(join(data, 'labels.jsonl'), `${JSON.stringify({ image: 'images/a.jpg', width: 64, height: 64, boxes: [] })}\n`);
    const out = join(dir, 'no-such-folder', 'p.jsonl');
    const r = run('eval', '--dataset', data, '--models', TOY_MODELS, '--predictions', out);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(`eval: --predictions ${out}: cannot write it (ENOENT)`);
    expect(r.stderr).not.toMatch(NO_STACK);
  });

  it.each([['../outside.jpg'], ['images/../../outside.jpg'], ['/etc/hostname']])('a label path leaving the dataset folder (%s) is refused, the file not read', (image) => {
    const data = join(dir, `escape-${image.replace(/\W/g, '')}`);
    mkdirSync(data);
    writeFileSync(join(data, 'labels.jsonl'), `${JSON.stringify({ image, width: 64, height: 64, boxes: [] })}\n`);
    const r = run('eval', '--dataset', data, '--models', TOY_MODELS);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(`eval: ${join(data, 'labels.jsonl')} line 1: image path '${image}' leaves the dataset folder`);
  });

  it('a 13.7 KB JPEG claiming 8000x5000 is refused from its header (no decoding), the run goes on', () => {
    const data = join(dir, 'lying');
    mkdirSync(join(data, 'images'), { recursive: true });
    writeFileSync(join(data, 'images/lying.jpg'), lyingJpeg(8000, 5000, 13_700));
    writeFileSync(join(data, 'labels.jsonl'), `${JSON.stringify({ image: 'images/lying.jpg', width: 8000, height: 5000, boxes: [] })}\n`);
    const r = run('eval', '--dataset', data, '--models', TOY_MODELS);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/images\/lying\.jpg: ! truncated: a jpeg of 8000x5000 cannot fit in 13700 bytes/);
    expect(JSON.parse(r.stdout.trimEnd().split('\n').at(-1)!)).toMatchObject({ images: 1 });
  });
});

describe('calibrate', { timeout: 120_000 }, () => {
  it('an --out that cannot be written is one line with exit code 1, said before any work', () => {
    const image = join(dir, 'sheet.jpg');
    writeFileSync(image, jpeg.encode({ width: 64, height: 64, data: new Uint8Array(64 * 64 * 4).fill(128) }, 90).data);
    const missing = join(dir, 'no-such-folder', 'profile.json');
    const r = run('calibrate', '--image', image, '--out', missing, '--quick');
    expect([r.code, r.stderr.trim()]).toEqual([1, `calibrate: --out ${missing}: cannot write in ${join(dir, 'no-such-folder')} (ENOENT)`]);
    const folder = run('calibrate', '--image', image, '--out', dir, '--quick');
    expect([folder.code, folder.stderr.trim()]).toEqual([1, `calibrate: --out ${dir}: is a folder`]);
    expect(r.stderr + folder.stderr).not.toMatch(NO_STACK);
  });
});
