/**
 * The end of a run: the server's log of each table against what its device was acknowledged.
 * Every acknowledged event must be in the log once, in the order acknowledged, and the log must
 * hold nothing else (after the drain, a device has nothing unacknowledged the server could hold).
 */
export interface TableCheck {
  readonly acknowledged: number;
  /** Acknowledged ids missing from the server's log. */
  readonly lost: number;
  /** Ids the log holds more than once (counted once per extra copy). */
  readonly duplicates: number;
  /** Ids in the log that were never acknowledged. */
  readonly extra: number;
  /** The log is exactly the acknowledged ids, in order. */
  readonly inOrder: boolean;
}

export function checkTable(acknowledged: readonly string[], log: readonly string[]): TableCheck {
  const counts = new Map<string, number>();
  for (const id of log) counts.set(id, (counts.get(id) ?? 0) + 1);
  const acked = new Set(acknowledged);
  let duplicates = 0;
  for (const n of counts.values()) duplicates += n - 1;
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((id) => !counts.has(id)).length,
    duplicates,
    extra: [...counts.keys()].filter((id) => !acked.has(id)).length,
    inOrder: log.length === acknowledged.length && log.every((id, i) => id === acknowledged[i]),
  };
}

export function sumChecks(checks: readonly TableCheck[]): TableCheck {
  return {
    acknowledged: checks.reduce((a, c) => a + c.acknowledged, 0),
    lost: checks.reduce((a, c) => a + c.lost, 0),
    duplicates: checks.reduce((a, c) => a + c.duplicates, 0),
    extra: checks.reduce((a, c) => a + c.extra, 0),
    inOrder: checks.every((c) => c.inOrder),
  };
}

/** The `q` quantile (0..1) of `values`, nearest rank; null when there are none. */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
