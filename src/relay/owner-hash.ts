/**
 * A room's owner as the relay keeps it: the SHA-256 of its secret, never the secret, so a leaked
 * store or log names no secret. Comparing digests of equal length in constant time
 * (`timingSafeEqual`) tells an attacker nothing by how long a refusal takes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The owner hash of `secret`: lowercase hex, as stored. */
export const ownerHashOf = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Whether `secret` is the one `storedHash` was made from; a stored value of another length is no match. */
export function isOwner(storedHash: string, secret: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const given = createHash('sha256').update(secret, 'utf8').digest();
  return stored.length === given.length && timingSafeEqual(stored, given);
}
