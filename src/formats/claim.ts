/**
 * What the player declared when claiming the win, in one of the three ways a referee hears it:
 * the points, the han and minipoints, or the list of yaku. Plain data: the view fills it in, the
 * ruling compares it with the engine's result (`src/referee/differences.ts`).
 */
export type DeclaredClaim =
  /** What the winner collects before counters and riichi sticks (a tsumo's payments added up). */
  | { readonly kind: 'points'; readonly points: number }
  | { readonly kind: 'han-fu'; readonly han: number; readonly fu: number }
  /** Yaku ids as the engine names them (`riichi`, `pinfu`, `seat-wind-east`...); dora are not yaku and are left out. */
  | { readonly kind: 'yaku'; readonly yaku: readonly string[] };

export type ClaimKind = DeclaredClaim['kind'];
export const CLAIM_KINDS: readonly ClaimKind[] = ['points', 'han-fu', 'yaku'];

/** Dora count towards han but are not yaku: a yaku list neither declares nor misses them. */
export const DORA_IDS: readonly string[] = ['dora', 'aka-dora', 'ura-dora'];

/**
 * Dead-hand situations the rule texts name, which only the table can see: tiles exposed from an
 * opponent's hand or the dead wall (000 "Dead hand", 004 "Touching a Tile"), no replacement tile
 * taken after a kong (004 "Wrong Tile Count"). A wrong tile count and an invalid meld are read
 * from the hand itself.
 */
export const DEAD_HAND_REASONS = ['exposed_tiles', 'no_kong_replacement'] as const;
/** A dead-hand situation the referee declares. */
export type DeclaredDeadHand = (typeof DEAD_HAND_REASONS)[number];
