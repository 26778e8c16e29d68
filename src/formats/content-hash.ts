/**
 * A file's content hash: SHA-256 (Web Crypto, in browsers and Node alike) over a canonical JSON
 * text: object keys sorted at every depth, no spaces, undefined dropped, so the same content
 * always gives the same hash whatever the key order or indentation of the file. Call only on a
 * value whose depth is bounded (readJsonText): the canonical form is built recursively.
 */

/** Object keys sorted at every depth, so the same value always gives the same bytes (diffable, hashable). */
export function sortKeys(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(sortKeys);
  if (typeof x !== 'object' || x === null) return x;
  const o = x as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .filter((k) => o[k] !== undefined)
      .map((k) => [k, sortKeys(o[k])]),
  );
}

export const canonicalJson = (x: unknown): string => JSON.stringify(sortKeys(x));

/** SHA-256 of the canonical JSON of `x`, as 64 lowercase hex digits. */
export async function contentHash(x: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(x)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
