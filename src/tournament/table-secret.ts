/**
 * A table's secret (src/server/API.md, "Secrets"): derived from the tournament's admin secret and
 * the table's game id, never stored, so the referee's page can show a lost pairing link again
 * and the server keeps only hashes. Web Crypto, so the same code runs in Node and in the browser.
 */

const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

/** RFC 4648 section 5, without padding: URL-safe, so the secret fits a pairing link as it is. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** `base64url(HMAC-SHA256(key = admin secret, message = "table:" + game id))`: 43 characters. */
export async function tableSecretOf(adminSecret: string, gameId: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', utf8(adminSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, utf8(`table:${gameId}`));
  return base64url(new Uint8Array(mac));
}

/** A fresh random token of `bytes` bytes, base64url: admin secrets (32 bytes, 43 characters) and ids. */
export function randomToken(bytes: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}
