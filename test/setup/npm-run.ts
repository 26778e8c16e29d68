/**
 * The data suites run the repository's commands as other tools do (`npm run --silent ...`),
 * asynchronously: an eval runs on one core, so two at a time keep CI's two cores busy (the data
 * project's maxConcurrency).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { EvalSummary } from '../../src/vision/metrics';

const run = promisify(execFile);

/** `npm run --silent` of a script, its output kept; a failure throws with the command's stderr. */
export const npmRun = async (...args: string[]): Promise<string> => (await run('npm', ['run', '--silent', ...args], { encoding: 'utf8', maxBuffer: 64 << 20 })).stdout;

/** The contract line of `eval` (DESIGN.md section 4): the summary's numbers plus the time per image. */
export type EvalLine = Omit<EvalSummary, 'perKind' | 'confusions'> & { readonly ms_per_image: number };

/** The contract line: the last line of the eval's output. */
export const evalLine = (out: string): EvalLine => JSON.parse(out.trimEnd().split('\n').at(-1) ?? '') as EvalLine;
