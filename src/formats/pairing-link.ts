/**
 * The publisher pairing (issue 20): the overlay room a device publishes to and that room's
 * secret, as a schema. The link that carries it (src/relay/pairing-link.ts) and the copy kept in
 * localStorage are both read through it. No engine import: the relay loads this in Node.
 */
import * as v from 'valibot';

/**
 * A game id (an overlay room) and a publishing secret: URL-safe characters, so either fits in a
 * link as it is. The relay checks messages with them and the pairing link its fragment.
 */
export const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

export const pairingSchema = v.object({
  game: v.pipe(v.string(), v.regex(GAME_ID_PATTERN)),
  secret: v.pipe(v.string(), v.regex(SECRET_PATTERN)),
});

export type Pairing = Readonly<v.InferOutput<typeof pairingSchema>>;
