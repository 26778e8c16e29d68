// The sync decision (src/tournament/sync.ts) against src/server/API.md's rules: duplicates,
// appends, divergence, gaps, refusals by the rules and by the table's seating, all or nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/engine/index';
import { decideSync, type SyncDecision, type TableSeating } from '../../src/tournament/sync';
import { GAME_1, TABLE_1, envelopesOf } from './tournament-fixtures';

const SEATING: TableSeating = { preset: 'ema-2016', players: TABLE_1 };
const GAME = envelopesOf(GAME_1, 'g1');

/** The log after applying a decision, as the route would store it. */
const applied = (log: readonly Envelope[], d: SyncDecision): readonly Envelope[] => (d.kind === 'accepted' ? [...log, ...d.append] : log);

describe('decideSync', () => {
  it('appends a whole game sent from the start, in one request', () => {
    expect(decideSync([], { base: 0, entries: GAME }, SEATING)).toEqual({ kind: 'accepted', append: GAME, duplicates: 0, length: GAME.length });
  });

  it('acknowledges a resent prefix as duplicates and appends only what is new', () => {
    const d = decideSync(GAME.slice(0, 4), { base: 2, entries: GAME.slice(2, 6) }, SEATING);
    expect(d).toEqual({ kind: 'accepted', append: GAME.slice(4, 6), duplicates: 2, length: 6 });
  });

  it('takes an envelope with its keys in another order as the same (a jsonb column reorders them)', () => {
    const e = GAME[1]!;
    const reordered = { event: e.event, by: e.by, at: e.at, id: e.id };
    expect(decideSync(GAME.slice(0, 2), { base: 1, entries: [reordered] }, SEATING)).toMatchObject({ kind: 'accepted', duplicates: 1, length: 2 });
  });

  it('refuses another envelope at a held position: diverged, at that position', () => {
    const other = { ...GAME[2]!, by: 'someone else' };
    expect(decideSync(GAME.slice(0, 3), { base: 2, entries: [other] }, SEATING)).toMatchObject({ kind: 'conflict', error: 'diverged', at: 2, length: 3 });
    const otherId = { ...GAME[2]!, id: 'x' };
    expect(decideSync(GAME.slice(0, 3), { base: 2, entries: [otherId] }, SEATING)).toMatchObject({ kind: 'conflict', error: 'diverged', at: 2 });
  });

  it('refuses an id held at another position: diverged', () => {
    const moved = { ...GAME[3]!, id: GAME[1]!.id };
    expect(decideSync(GAME.slice(0, 3), { base: 3, entries: [moved] }, SEATING)).toMatchObject({ kind: 'conflict', error: 'diverged', at: 3, length: 3 });
    // Twice in one request, too.
    const twice = [GAME[3]!, { ...GAME[4]!, id: GAME[3]!.id }];
    expect(decideSync(GAME.slice(0, 3), { base: 3, entries: twice }, SEATING)).toMatchObject({ kind: 'conflict', error: 'diverged', at: 4 });
  });

  it('refuses a request that starts past the end: gap, at the log’s end', () => {
    expect(decideSync(GAME.slice(0, 2), { base: 3, entries: [GAME[3]!] }, SEATING)).toMatchObject({ kind: 'conflict', error: 'gap', at: 2, length: 2 });
  });

  it('refuses an event the rules refuse, with the rule’s code and the field, storing nothing of the request', () => {
    const late = { id: 'late', at: '', by: '', event: { v: 1, type: 'riichi', seat: 0 } } as const satisfies Envelope;
    const d = decideSync([], { base: 0, entries: [...GAME, late] }, SEATING);
    expect(d).toEqual({ kind: 'refused', error: 'refused_event', field: `entries[${GAME.length}].event`, message: expect.stringMatching(/^game_over: /) });
    expect(decideSync([], { base: 0, entries: GAME.slice(1, 2) }, SEATING)).toMatchObject({ kind: 'refused', error: 'refused_event', field: 'entries[0].event', message: expect.stringMatching(/^not_started: /) });
  });

  it('takes the table’s players in any seat order, and refuses another preset or other players: wrong_table', () => {
    const reseated = { ...GAME[0]!, event: { v: 1, type: 'start', players: ['C', 'A', 'D', 'B'], preset: 'ema-2016' } } as const satisfies Envelope;
    expect(decideSync([], { base: 0, entries: [reseated] }, SEATING)).toMatchObject({ kind: 'accepted', length: 1 });
    const preset = { ...GAME[0]!, event: { v: 1, type: 'start', players: TABLE_1, preset: 'ema-2012' } } as const satisfies Envelope;
    expect(decideSync([], { base: 0, entries: [preset] }, SEATING)).toMatchObject({ kind: 'refused', error: 'wrong_table', field: 'entries[0].event.preset' });
    for (const players of [['A', 'B', 'C', 'E'], ['A', 'B', 'C', 'C'], ['a', 'B', 'C', 'D']]) {
      const stranger = { ...GAME[0]!, event: { v: 1, type: 'start', players, preset: 'ema-2016' } } as const satisfies Envelope;
      expect(decideSync([], { base: 0, entries: [stranger] }, SEATING), players.join()).toMatchObject({ kind: 'refused', error: 'wrong_table', field: 'entries[0].event.players' });
    }
  });

  it('is idempotent: any request resent after it was stored changes nothing and is all duplicates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: GAME.length }), fc.integer({ min: 0, max: GAME.length }), (held, sent) => {
        // The server holds `held` events; the device sends a window of its log from some base at most `held`.
        const base = Math.min(held, sent);
        const entries = GAME.slice(base, Math.max(base + 1, sent + 1));
        const log = GAME.slice(0, held);
        const first = decideSync(log, { base, entries }, SEATING);
        expect(first.kind).toBe('accepted');
        const after = applied(log, first);
        expect(after).toEqual(GAME.slice(0, Math.max(held, base + entries.length)));
        const again = decideSync(after, { base, entries }, SEATING);
        expect(again).toEqual({ kind: 'accepted', append: [], duplicates: entries.length, length: after.length });
      }),
    );
  });

  it('whatever batches a log is sent in, the server ends with the same log', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 12 }), (sizes) => {
        let log: readonly Envelope[] = [];
        let sent = 0;
        for (const size of sizes) {
          if (sent >= GAME.length) break;
          // Each batch resends the last acknowledged event too, as a device unsure of the answer would.
          const base = Math.max(0, sent - 1);
          const d = decideSync(log, { base, entries: GAME.slice(base, sent + size) }, SEATING);
          log = applied(log, d);
          sent = log.length;
        }
        expect(log).toEqual(GAME.slice(0, log.length));
      }),
    );
  });
});
