// `npm run eval` as a user runs it (a child process through tsx): a tiny JPEG dataset made here,
// the toy models of test/fixtures/toy-models (their answers are known), the DESIGN.md section 4
// contract on the last stdout line, the predictions file, and clear errors for bad command lines.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TOY_MODELS = join(ROOT, 'test/fixtures/toy-models');
const TINTS = { '1m': [255, 128, 128], '1p': [128, 255, 128], '1s': [128, 128, 255] } as const;

function runEval(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['src/cli/eval.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? '';

/** A 640x480 photo: dark texture, an 8 px tinted square per tile (on the toy detector's cell grid). */
function photo(tiles: readonly { tile: keyof typeof TINTS; x: number; y: number }[]): Uint8Array {
  const w = 640;
  const h = 480;
  const data = new Uint8Array(w * h * 4);
  for (let i = 0; i < data.length; i++) data[i] = i % 4 === 3 ? 255 : ((i * 2654435761) >>> 26) & 63;
  for (const t of tiles) for (let y = t.y; y < t.y + 8; y++) for (let x = t.x; x < t.x + 8; x++) data.set([...TINTS[t.tile], 255], (y * w + x) * 4);
  return new Uint8Array(jpeg.encode({ width: w, height: h, data }, 95).data);
}

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'eval-test-'));
  mkdirSync(join(dir, 'images'));
  // Squares spread over the photo's width: small squares close together would be looked at again,
  // closer (src/vision/zoom.ts), and the toy detector only knows squares of one cell.
  const a = [
    { tile: '1m', x: 16, y: 200 },
    { tile: '1p', x: 320, y: 200 },
    { tile: '1s', x: 616, y: 200 },
  ] as const;
  writeFileSync(join(dir, 'images/a.jpg'), photo(a));
  // b: one tile read right, one labelled 1p but drawn red (a confusion), one label with nothing drawn (a miss),
  // and a `?` flower under a drawn square (neither counted for nor against).
  writeFileSync(join(dir, 'images/b.jpg'), photo([{ tile: '1s', x: 40, y: 96 }, { tile: '1m', x: 320, y: 96 }, { tile: '1p', x: 600, y: 96 }]));
  writeFileSync(join(dir, 'images/broken.jpg'), photo([]).subarray(0, 500));
  const label = (tile: string, x: number, y: number) => ({ tile, red: false, x, y, w: 8, h: 8 });
  const rows = [
    { image: 'images/a.jpg', width: 640, height: 480, subset: 'dev_eval', boxes: a.map((t) => label(t.tile, t.x, t.y)) },
    {
      image: 'images/b.jpg',
      width: 640,
      height: 480,
      subset: 'train',
      boxes: [label('1s', 40, 96), label('1p', 320, 96), label('?', 600, 96), label('9m', 16, 16)],
      hand: { concealed: '123m456p789s11122z', win_tile: '2z', melds: [], dora_indicators: [], ura_indicators: [] },
    },
    { image: 'images/broken.jpg', width: 640, height: 480, subset: 'dev_eval', boxes: [label('5z', 8, 8)] },
  ];
  writeFileSync(join(dir, 'labels.jsonl'), `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each case starts the command (tsx, TF.js, the models): seconds apiece, many more on two cores shared with the browser projects.
describe('npm run eval', { timeout: 240_000 }, () => {
  it('prints the per-kind table, then the contract JSON as the last line; writes one prediction line per image', () => {
    const predictions = join(dir, 'predictions.jsonl');
    const r = runEval('--dataset', dir, '--models', TOY_MODELS, '--predictions', predictions);
    expect(r.stderr).toContain('images/broken.jpg: ! truncated');
    expect(r.code).toBe(0);
    const summary = JSON.parse(lastLine(r.stdout)) as Record<string, unknown>;
    expect(Object.keys(summary)).toEqual(['images', 'boxes', 'tile_precision', 'tile_recall', 'tile_f1', 'class_accuracy', 'hand_exact', 'ms_per_image']);
    // Labelled riichi boxes: 3 + 3 + 1 = 7. Detections: 3 + 3, one on the `?` box (ignored) = 5 counted,
    // all matched: precision 5/5, recall 5/7. Kinds: 4 of 5 right (1p drawn red was read 1m).
    expect(summary).toMatchObject({ images: 3, boxes: 7, tile_precision: 1, tile_recall: 0.7143, class_accuracy: 0.8 });
    expect(summary.tile_f1).toBeCloseTo((2 * 1 * (5 / 7)) / (1 + 5 / 7), 4);
    expect(summary.hand_exact).toBe(0); // one image has a hand label, and three tiles are not that hand
    expect(summary.ms_per_image).toBeGreaterThan(0);
    expect(r.stdout).toContain('kind   labelled   found  recall  precision');
    expect(r.stdout).toContain('1p -> 1m: 1');

    const lines = readFileSync(predictions, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as { image: string; tiles: Record<string, unknown>[]; hand: unknown });
    expect(lines.map((l) => l.image)).toEqual(['images/a.jpg', 'images/b.jpg', 'images/broken.jpg']);
    expect(lines[0]?.tiles).toHaveLength(3);
    for (const t of lines[0]?.tiles ?? []) expect(Object.keys(t)).toEqual(['tile', 'red', 'x', 'y', 'w', 'h', 'orientation', 'p']);
    expect(lines[0]?.tiles.map((t) => [t.tile, t.x, t.y, t.w, t.h]).sort()).toEqual([
      ['1m', 16, 200, 8, 8],
      ['1p', 320, 200, 8, 8],
      ['1s', 616, 200, 8, 8],
    ]);
    expect(lines[2]).toEqual({ image: 'images/broken.jpg', tiles: [], hand: null });
  });

  it('with --causes, says why each hand was lost and what true kinds would read, before the same contract line', () => {
    // The committed scenes with the bundled models: real hands, some not read exactly.
    const r = runEval('--dataset', join(ROOT, 'test/fixtures/scenes'), '--causes');
    expect(r.code).toBe(0);
    const summary = JSON.parse(lastLine(r.stdout)) as { hand_exact: number; images: number };
    expect(Object.keys(summary)).toEqual(['images', 'boxes', 'tile_precision', 'tile_recall', 'tile_f1', 'class_accuracy', 'hand_exact', 'ms_per_image']);
    const head = /hands not read exactly: (\d+) of (\d+) \(missed_tile (\d+), kind (\d+), box_off (\d+), extra_box (\d+), layout (\d+), unread (\d+)\)/.exec(r.stdout);
    expect(head).not.toBeNull();
    const [lost, hands, ...counts] = head!.slice(1).map(Number) as [number, number, ...number[]];
    expect(hands).toBe(summary.images);
    expect(lost).toBe(Math.round((1 - summary.hand_exact) * hands));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(lost);
    expect(r.stdout.match(/^ {2}images\/\d+\.jpg: (missed_tile|kind|box_off|extra_box|layout|unread)$/gm)).toHaveLength(lost);
    const ceiling = Number(/hand exact with every found tile's true kind: ([\d.]+)/.exec(r.stdout)?.[1]);
    expect(ceiling).toBeCloseTo(summary.hand_exact + counts[1]! / hands, 4); // the `kind` count

    // A photo that cannot be read is lost too, and said so.
    const broken = join(dir, 'broken-hand');
    mkdirSync(join(broken, 'images'), { recursive: true });
    writeFileSync(join(broken, 'images/broken.jpg'), readFileSync(join(dir, 'images/broken.jpg')));
    const hand = { concealed: '123m456p789s11122z', win_tile: '2z', melds: [], dora_indicators: [], ura_indicators: [] };
    writeFileSync(join(broken, 'labels.jsonl'), `${JSON.stringify({ image: 'images/broken.jpg', width: 640, height: 480, boxes: [], hand })}\n`);
    const unread = runEval('--dataset', broken, '--models', TOY_MODELS, '--causes');
    expect(unread.code).toBe(0);
    expect(unread.stdout).toContain('hands not read exactly: 1 of 1 (missed_tile 0, kind 0, box_off 0, extra_box 0, layout 0, unread 1)\n  images/broken.jpg: unread\n');
  });

  it('filters by --subset and stops at --limit', () => {
    const r = runEval('--dataset', dir, '--models', TOY_MODELS, '--subset', 'dev_eval', '--limit', '1');
    expect(r.code).toBe(0);
    expect(JSON.parse(lastLine(r.stdout))).toMatchObject({ images: 1, boxes: 3, tile_recall: 1, hand_exact: null });
  });

  it('refuses bad command lines with a message and exit code 2', () => {
    const cases: [string[], RegExp][] = [
      [[], /--dataset DIR is required/],
      [['--dataset', dir, '--limit', 'ten'], /--limit must be a positive whole number, got 'ten'/],
      [['--dataset', dir, '--frobnicate', '1'], /unknown option --frobnicate/],
      [['--dataset'], /--dataset needs a value/],
    ];
    for (const [args, message] of cases) {
      const r = runEval(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toContain('usage: npm run eval');
      expect(r.stdout).toBe('');
    }
  });

  it('says what is missing when the dataset or the models cannot be used (exit code 1)', () => {
    const missing = runEval('--dataset', join(dir, 'nope'));
    expect([missing.code, missing.stderr.trim()]).toEqual([1, `eval: --dataset ${join(dir, 'nope')}: no such folder`]);
    const noModels = runEval('--dataset', dir, '--models', join(dir, 'images'));
    expect(noModels.code).toBe(1);
    expect(noModels.stderr).toContain(`no trained model at ${join(dir, 'images/detector/model.json')}`);
    const badProfile = join(dir, 'bad-profile.json');
    writeFileSync(badProfile, '{"format": "riichi-lens-calibration", "version": 99}');
    const refused = runEval('--dataset', dir, '--models', TOY_MODELS, '--calibration', badProfile);
    expect([refused.code, refused.stderr.trim()]).toEqual([1, `eval: --calibration ${badProfile}: unsupported_version: profile version 99 is not supported (this build reads versions 1, 2, 3)`]);
    const bad = join(dir, 'bad');
    mkdirSync(bad);
    writeFileSync(join(bad, 'labels.jsonl'), '{"image": "images/x.jpg", "boxes": []}\n{"image": "images/y.jpg", "boxes": [{"tile": "1m", "x": "3"}]}\n');
    const malformed = runEval('--dataset', bad, '--models', TOY_MODELS);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toMatch(/labels\.jsonl line 2: box 0 needs "tile" and numeric x, y, w, h/);
  });
});
