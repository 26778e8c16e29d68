/**
 * What the referee types, as the requests want it: players one per line, and pasted tables one
 * per line with the names separated by commas, semicolons or tabs (a column copied from a
 * spreadsheet comes with tabs). Blank lines and blank cells are dropped; names are trimmed. The
 * server checks everything else (sizes, unknown or repeated players): this only splits text.
 */
import { PRESETS, type PresetName } from '../../engine/index';

/** Players, one per line. */
export const playersOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Tables, one per line, names split on `,`, `;` or tabs. */
export const tablesOf = (text: string): string[][] =>
  text
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(/[,;\t]/)
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    )
    .filter((table) => table.length > 0);

/** Seats at a table under a preset (the engine's rules say how many play). */
export const seatsOf = (preset: PresetName): number => PRESETS[preset].players;

/**
 * Where a refused seating is at fault, from the refusal's `field` (`tables.1.2`, `tables[1][2]`,
 * `/tables/1/2`: the table's and the seat's index) and the tables that were sent: the table's
 * number (1-based) and the name there. Null when the field names no table.
 */
export function seatingFault(field: string | undefined, tables: readonly (readonly string[])[]): { readonly table: number; readonly name: string } | null {
  if (field === undefined) return null;
  const m = /tables\D*(\d+)(?:\D+(\d+))?/.exec(field);
  if (m === null) return null;
  const t = Number(m[1]);
  const seat = m[2] === undefined ? null : Number(m[2]);
  const name = seat === null ? '' : (tables[t]?.[seat] ?? '');
  return { table: t + 1, name };
}
