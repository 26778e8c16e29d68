/**
 * One recogniser for a whole test file: the bundled models loaded by a real worker before the
 * first test (a failure fails the file with its reason), and ended after the last.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { type VisionClient, createVisionClient } from '../../src/recognition/client';

/** Registers the file's hooks; the returned function gives the ready client inside tests. */
export function sharedRecogniser(): () => VisionClient {
  let client: VisionClient | undefined;
  beforeAll(async () => {
    client = createVisionClient();
    const info = await client.init();
    if (!info.ok) expect.fail(`init failed: ${info.code}: ${info.message}`);
  }, 120_000);
  afterAll(() => client?.dispose());
  return () => {
    if (client === undefined) throw new Error('the recogniser is used before its file started');
    return client;
  };
}
