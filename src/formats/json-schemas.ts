/**
 * The published formats as JSON Schema text (issue 20), generated from their valibot schemas by
 * @valibot/to-json-schema: one file per format under docs/schemas/. Checks that JSON Schema
 * cannot say (a hash that matches, vector lengths equal to the classifier's, unique ids, a replay
 * under the rules) are left out of the published schema (`errorMode: 'ignore'`) and stated in its
 * description; the app's reader applies them all.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type { PublishedFormat } from './registry';

const NOTE = 'Generated from src/formats by src/formats/write-json-schemas.ts; do not edit. Checks JSON Schema cannot express (cross-field rules, content hashes, the rules replay) are applied by the app only.';

/** docs/schemas/NAME.schema.json for each format: the file's path and its text (two-space JSON, a final newline). */
export function jsonSchemaFiles(formats: readonly PublishedFormat[]): { readonly path: string; readonly text: string }[] {
  return formats.map((f) => {
    const schema = toJsonSchema(f.schema, { errorMode: 'ignore', target: 'draft-07', ...(f.definitions === undefined ? {} : { definitions: { ...f.definitions } }) });
    const { $schema, ...rest } = schema;
    return { path: `docs/schemas/${f.name}.schema.json`, text: `${JSON.stringify({ $schema, title: f.title, description: NOTE, ...rest }, null, 2)}\n` };
  });
}
