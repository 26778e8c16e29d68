/**
 * The published JSON Schemas (issue 20) are what the schemas give today: regenerated in memory
 * and compared with the checked-in files, so a schema changed without running
 * `npx tsx src/formats/write-json-schemas.ts` fails here (CI runs `npm test`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonSchemaFiles } from '../../src/formats/json-schemas';
import { PUBLISHED_FORMATS } from '../../src/formats/registry';

const files = jsonSchemaFiles(PUBLISHED_FORMATS);

describe('published JSON Schemas', () => {
  it.each(files.map((f) => [f.path, f.text] as const))('%s is up to date (else run: npx tsx src/formats/write-json-schemas.ts)', (path, text) => {
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('docs/schemas holds one file per published format and nothing else', () => {
    expect(readdirSync('docs/schemas').sort()).toEqual(files.map((f) => f.path.replace('docs/schemas/', '')).sort());
  });

  it('publishes the bounds a reader relies on: fu choices, points, name lengths', () => {
    const game = JSON.parse(files.find((f) => f.path.endsWith('game-file.schema.json'))!.text) as unknown;
    const text = JSON.stringify(game);
    expect(text).toContain('"enum":[20,25,30,40,50,60,70,80,90,100,110,120,130,140]');
    expect(text).toContain('"minimum":-10000000,"maximum":10000000');
    expect(text).toContain('"pattern":"^[0-9a-f]{64}$"');
  });
});
