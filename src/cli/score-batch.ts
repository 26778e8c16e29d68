/**
 * The score command's batch: JSON Lines of score requests in, one JSON result line per row out,
 * same order, written as each row is scored (memory stays flat for a file of any size). Every row
 * is answered on its own: a row that is not JSON, does not fit the request schema or even makes
 * the engine throw gets its own error line, and the rows after it are scored as usual.
 */
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { scoreRequest, type PresetName, type ScoreRequest, type ScoreResultJson } from '../engine/index';
import { jsonlRows } from './jsonl';

/** A result line: the engine's result, or an error row whose `id` is null when the row had none usable. */
export type BatchRow = ScoreResultJson | (Omit<ScoreResultJson, 'id'> & { readonly id: string | null });

/** An error row in the result format: `id` echoed where the row had a usable one. */
function errorRow(id: string | null, error: string, message: string): BatchRow {
  return { id, error, message, han: null, fu: null, yaku: [], fu_details: [], level: null, hand_value: null, payments: null, riichi_sticks_bonus: 0, total: 0 };
}

const idOf = (value: unknown): string | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id.length <= 256 ? id : null;
};

/** One row's result. Never throws. */
export function scoreRow(value: unknown, preset: PresetName): BatchRow {
  try {
    return scoreRequest(value as ScoreRequest, preset);
  } catch (e) {
    // A bug in the engine: this row says so, the batch goes on.
    return errorRow(idOf(value), 'internal_error', `the engine failed on this row: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export interface BatchCounts {
  readonly rows: number;
  /** Rows answered with an error (not JSON, refused by the schema or the rules, not a valid win). */
  readonly errors: number;
}

/**
 * Scores every row of `input` to `output` under `preset`, waiting for the output to drain when it
 * is full. Throws only when the input cannot be read or the output written (the stream's error).
 */
export async function scoreBatch(input: Readable, output: Writable, preset: PresetName): Promise<BatchCounts> {
  let rows = 0;
  let errors = 0;
  for await (const row of jsonlRows(input)) {
    const result = row.ok ? scoreRow(row.value, preset) : errorRow(null, 'invalid_request', row.error);
    rows++;
    if (result.error !== null) errors++;
    if (!output.write(`${JSON.stringify(result)}\n`)) await once(output, 'drain');
  }
  return { rows, errors };
}
