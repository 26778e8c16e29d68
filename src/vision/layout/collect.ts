/**
 * How passes report: each returns its value with the warnings it raised, and the caller gathers
 * them with a collector local to one call. No pass reaches into a shared warnings list.
 */
import type { DetectionId, Severity, VisionWarning, VisionWarningCode, VisionWarningData, VisionWarningOf } from '../types';

export interface Passed<T> {
  readonly value: T;
  readonly warnings: readonly VisionWarning[];
}

export const passed = <T>(value: T, warnings: readonly VisionWarning[] = []): Passed<T> => ({ value, warnings });

/** A warning, its severity decided by the caller (the pass that knows what it means). */
export function warn<C extends VisionWarningCode>(code: C, severity: Severity, ids: readonly DetectionId[], data: VisionWarningData[C]): VisionWarning {
  const w: VisionWarningOf<C> = { code, severity, ids, data };
  return w as VisionWarning;
}

export interface Collector {
  /** The pass's value; its warnings are kept, in order. */
  take<T>(result: Passed<T>): T;
  /** Adds warnings raised by the caller itself. */
  add(...warnings: readonly VisionWarning[]): void;
  readonly warnings: readonly VisionWarning[];
}

export function collector(): Collector {
  const gathered: VisionWarning[] = [];
  return {
    take: (result) => {
      gathered.push(...result.warnings);
      return result.value;
    },
    add: (...warnings) => void gathered.push(...warnings),
    get warnings() {
      return gathered.slice();
    },
  };
}
