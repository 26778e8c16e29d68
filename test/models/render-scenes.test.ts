import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { afterAll, describe, expect, it } from 'vitest';
import { IDENTITY } from '../../src/vision/synth/index';
import { type Rgba, warpOver } from '../../src/vision/synth/photo-effects';
import { type DatasetRecord, parseArgs, renderDataset } from '../../models/pipeline/render-scenes';

const dir = mkdtempSync(join(tmpdir(), 'riichi-synth-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('render-scenes', () => {
  it('renders small scenes to JPEGs and labels.jsonl', async () => {
    const lines: string[] = [];
    await renderDataset({ out: dir, count: 2, seed: 5, styles: 'training', size: 192, log: (l) => lines.push(l) });
    expect(lines.at(-1)).toMatch(/^2\/2 /);
    const records = readFileSync(join(dir, 'labels.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as DatasetRecord);
    expect(records).toHaveLength(2);
    for (const r of records) {
      const img = jpeg.decode(readFileSync(join(dir, r.image)), { useTArray: true });
      expect([img.width, img.height]).toEqual([r.width, r.height]);
      expect(Math.max(r.width, r.height)).toBe(192);
      expect(r.boxes.length).toBeGreaterThanOrEqual(14);
      for (const b of r.boxes) {
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.y).toBeGreaterThanOrEqual(0);
        expect(b.x + b.w).toBeLessThanOrEqual(r.width + 0.05);
        expect(b.y + b.h).toBeLessThanOrEqual(r.height + 0.05);
        expect(b.w * b.h).toBeGreaterThan(0);
      }
      expect(typeof r.hand.concealed).toBe('string');
    }
    // Same arguments, same bytes.
    const again = mkdtempSync(join(tmpdir(), 'riichi-synth-'));
    try {
      await renderDataset({ out: again, count: 1, seed: 5, styles: 'training', size: 192, log: () => {} });
      expect(readFileSync(join(again, 'images/000000.jpg'))).toEqual(readFileSync(join(dir, 'images/000000.jpg')));
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });

  it('warps with the identity as a plain alpha composite', () => {
    const base: Rgba = { width: 2, height: 1, data: new Uint8Array([10, 10, 10, 255, 10, 10, 10, 255]) };
    const layer: Rgba = { width: 2, height: 1, data: new Uint8Array([200, 100, 50, 255, 0, 0, 0, 0]) };
    warpOver(base, layer, IDENTITY);
    expect([...base.data]).toEqual([200, 100, 50, 255, 10, 10, 10, 255]);
  });

  it('requires --out and checks its options', () => {
    expect(() => parseArgs(['--count', '3'])).toThrow(/--out is required/);
    expect(() => parseArgs(['--out', 'out-dir', '--styles', 'all'])).toThrow(/--styles/);
    expect(parseArgs(['--out', 'out-dir', '--count', '3', '--styles', 'held-out'])).toEqual({ out: 'out-dir', count: 3, seed: 1, styles: 'held-out', size: 640, jobs: 1 });
  });
});
