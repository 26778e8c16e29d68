// The worker's `readDiscards` driven directly in Node with the committed models (served over HTTP
// as the app serves them) on the committed pond photo: photographed upside down, its tiles come
// back in discard order with the sideways riichi tile; a file that is not a picture is refused.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisionWorkerApi } from '../../src/recognition/worker-api';
import { servedRecognizer } from '../recognition/served-recognizer';

const PONDS = fileURLToPath(new URL('../fixtures/ponds/', import.meta.url));
const ponds = JSON.parse(readFileSync(`${PONDS}ponds.json`, 'utf8')) as { image: string; tiles: string[]; riichiAt: number; rotationDeg: number }[];
const read = (image: string) => api.readDiscards(readFileSync(`${PONDS}${image}`).slice().buffer);
let api: VisionWorkerApi;

describe('readDiscards through the recogniser', () => {
  let served: Awaited<ReturnType<typeof servedRecognizer>>;
  beforeAll(async () => {
    served = await servedRecognizer();
    api = served.api;
  }, 60_000);
  afterAll(() => served?.close());

  it.each(ponds.map((p) => [p.image, p] as const))('reads %s in discard order, the riichi tile sideways', async (image, pond) => {
    const result = await read(image);
    if (!result.ok) expect.fail(`${result.code}: ${result.message}`);
    const { discards } = result;
    // Every tile read as laid, but a doubted one (at most one, flagged for the referee to check):
    // the kinds are the models' to get right, measured by `eval`; this is the reading's order.
    expect(discards.tiles.filter((t) => t.uncertain).length).toBeLessThanOrEqual(1);
    expect(discards.tiles.map((t, i) => (t.uncertain ? pond.tiles[i] : t.tile))).toEqual(pond.tiles);
    expect(discards.turnDeg).toBe(pond.rotationDeg);
    expect(discards.rows).toEqual([6, 6, 2]);
    expect(discards.tiles.flatMap((t, i) => (t.riichi ? [i] : []))).toEqual([pond.riichiAt]);
    expect(discards.warnings.filter((w) => w.code !== 'low_confidence')).toEqual([]);
    expect(result.detections).toHaveLength(pond.tiles.length);
  }, 60_000);

  it('doubts a tile of an unfamiliar tile art, keeping its alternatives', async () => {
    const result = await read('pond-orchid.jpg');
    if (!result.ok) expect.fail(result.message);
    // The orchid art's 9 circles (discard 14) is the tile no model reads surely; whatever it is read
    // as, the true kind stays among what the referee is offered.
    const doubted = result.discards.tiles.filter((t) => t.uncertain);
    expect(doubted).toHaveLength(1);
    expect(result.discards.tiles.indexOf(doubted[0]!)).toBe(13);
    expect(doubted[0]!.p).toBeLessThan(0.7);
    expect([doubted[0]!.tile, ...doubted[0]!.alternatives.map((a) => a.kind)]).toContain('9p');
    expect(result.discards.warnings).toContainEqual({ code: 'low_confidence', ids: [doubted[0]!.id], detail: { count: 1 } });
  }, 60_000);

  it('refuses bytes that are not a picture', async () => {
    const result = await api.readDiscards(new TextEncoder().encode('not a photo at all, just words').buffer);
    expect(result).toMatchObject({ ok: false, code: 'not_an_image' });
  });
});
