/**
 * What one connection, one address and one room may hold on the relay. Sized for a club: its
 * devices often share one address (one router, one NAT), so the address caps are far above what
 * a table needs, while the connection cap stops one socket from claiming hundreds of games. Each
 * cap refuses only the connection that reaches it, and everything a connection held is freed
 * when it closes: no cap can lock a new game out for good.
 */
export interface RelayLimits {
  /** Distinct games one connection may subscribe to or publish to (a publisher needs 1, an overlay 1). */
  readonly roomsPerConnection: number;
  /** Open connections from one address. */
  readonly connectionsPerAddress: number;
  /** Games held at once by all the connections of one address together. */
  readonly roomsPerAddress: number;
  /** Unsent bytes one socket may have queued (ws `bufferedAmount`) before it is closed as too slow. */
  readonly maxBufferedBytes: number;
  /** Messages one connection may have waiting to be handled (the store is slow, the client is fast). */
  readonly maxPendingMessages: number;
  /** A room nobody published to or watched for this long is deleted, owner and state. */
  readonly roomTtlMs: number;
  /** How often expired rooms are looked for. */
  readonly sweepEveryMs: number;
}

const HOUR = 60 * 60 * 1000;

export const DEFAULT_LIMITS: RelayLimits = {
  roomsPerConnection: 8,
  connectionsPerAddress: 64,
  roomsPerAddress: 256,
  maxBufferedBytes: 1024 * 1024,
  maxPendingMessages: 64,
  roomTtlMs: 24 * HOUR,
  sweepEveryMs: HOUR,
};

/** The limits, with the room lifetime from RIICHI_LENS_ROOM_TTL_HOURS when it is a positive number. */
export function limitsFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): RelayLimits {
  const hours = Number(env.RIICHI_LENS_ROOM_TTL_HOURS);
  return Number.isFinite(hours) && hours > 0 ? { ...DEFAULT_LIMITS, roomTtlMs: hours * HOUR, sweepEveryMs: Math.min(HOUR, (hours * HOUR) / 4) } : DEFAULT_LIMITS;
}
