// Seating a session (src/tournament/seating.ts): the referee's tables checked, `auto` seating
// everyone once in full tables, deterministically, with few repeat meetings.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoSeating, checkTables, duplicateName, repeatMeetings } from '../../src/tournament/seating';

const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `P${i + 1}`);

/** Sessions seated by `auto` one after another. */
function sessions(players: readonly string[], size: number, count: number): string[][][] {
  const all: string[][][] = [];
  for (let s = 1; s <= count; s++) {
    const seated = autoSeating(players, size, s, all);
    if (!seated.ok) throw new Error(seated.error.message);
    all.push(seated.value);
  }
  return all;
}

describe('checkTables', () => {
  const players = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];

  it('writes each name as the tournament does, and need not seat everyone', () => {
    expect(checkTables([[' ann', 'BO', 'Cy', 'di ']], players, 4)).toEqual({ ok: true, value: [['Ann', 'Bo', 'Cy', 'Di']] });
  });

  it('refuses a table of another size, a stranger and a player seated twice, naming the field', () => {
    expect(checkTables([['Ann', 'Bo', 'Cy']], players, 4)).toMatchObject({ ok: false, error: { code: 'bad_seating', field: 'tables[0]' } });
    expect(checkTables([['Ann', 'Bo', 'Cy', 'Zed']], players, 4)).toMatchObject({ ok: false, error: { field: 'tables[0][3]' } });
    expect(checkTables([['Ann', 'Bo', 'Cy', 'Di'], ['Ed', 'Flo', 'ann', 'Hal']], players, 4)).toMatchObject({ ok: false, error: { field: 'tables[1][2]' } });
  });

  it('finds a name given twice, compared trimmed and without case', () => {
    expect(duplicateName(['Ann', 'Bo', ' ann '])).toBe(' ann ');
    expect(duplicateName(['Ann', 'Bo'])).toBeNull();
  });
});

describe('autoSeating', () => {
  it('refuses a player count that does not fill the tables', () => {
    expect(autoSeating(names(10), 4, 1, [])).toMatchObject({ ok: false, error: { code: 'bad_seating', field: 'seating' } });
  });

  it('seats every player exactly once at full tables, the same way every time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.constantFrom(3, 4), fc.integer({ min: 1, max: 4 }), (tables, size, count) => {
        const players = names(tables * size);
        const seated = sessions(players, size, count);
        for (const session of seated) {
          expect(session.every((t) => t.length === size)).toBe(true);
          expect(session.flat().sort()).toEqual([...players].sort());
        }
        expect(sessions(players, size, count)).toEqual(seated);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps repeat meetings few: none where a round robin allows none (16 players, 4 sessions; 36 players, 3 sessions)', () => {
    for (const [n, count] of [
      [16, 2],
      [16, 4],
      [36, 3],
    ] as const) {
      const all = sessions(names(n), 4, count);
      const repeats = all.map((session, i) => repeatMeetings(session, all.slice(0, i), names(n)));
      expect(repeats, `${n} players`).toEqual(all.map(() => 0));
    }
  });

  it('seats no worse than the plain shuffle it starts from', () => {
    const players = names(40);
    const earlier = sessions(players, 4, 5);
    const seated = autoSeating(players, 4, 6, earlier);
    expect(seated.ok).toBe(true);
    // Ten people met before by a shuffle would be expected; a local search brings it far down.
    const shuffled = Array.from({ length: 10 }, (_, t) => players.slice(t * 4, t * 4 + 4));
    expect(repeatMeetings(seated.ok ? seated.value : [], earlier, players)).toBeLessThanOrEqual(repeatMeetings(shuffled, earlier, players));
  });
});
