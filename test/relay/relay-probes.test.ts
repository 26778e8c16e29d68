/**
 * The probes of issue 22 against a real relay (http server on loopback, port 0, `ws` clients):
 * a connection claiming hundreds of games locks nobody out, a foreign Origin or a rebound Host is
 * refused before the upgrade, a restart keeps a room's owner, subscribers that never read are
 * closed and the relay's memory stays bounded, and a state the overlay cannot draw is refused
 * with a code its overlay hears.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import {
  CLOSE_CODE_BAD_STATE,
  CLOSE_CODE_OVERLOADED,
  CLOSE_CODE_TOO_MANY_GAMES,
  CLOSE_CODE_WRONG_SECRET,
} from '../../src/relay/overlay-shape';
import { MemoryRoomStore } from '../../src/relay/room-store';
import { GAME, OTHER_SECRET, SECRET, gameId, gameState, longNameState, publish, subscribe } from './relay-fixtures';
import { closed, heard, startRelay, type LiveRelay } from './relay-sockets';

const running: LiveRelay[] = [];
const start = async (...args: Parameters<typeof startRelay>): Promise<LiveRelay> => {
  const relay = await startRelay(...args);
  running.push(relay);
  return relay;
};
afterEach(async () => {
  for (const relay of running.splice(0)) await relay.stop();
});

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('relay probes', () => {
  it('300 claims from one socket in under a second: only that socket is refused (4002); a fresh socket on the same address claims a new game', async () => {
    const relay = await start();
    const greedy = await relay.connect();
    const shut = closed(greedy);
    const t0 = Date.now();
    // A batch per turn of the event loop: a single burst of 300 is refused sooner, as too many messages waiting (4005).
    for (let i = 0; i < 300; i++) {
      greedy.send(publish(gameId(i)));
      if (i % 16 === 15) await settle(0);
    }
    expect((await shut)[0]).toBe(CLOSE_CODE_TOO_MANY_GAMES);
    expect(Date.now() - t0).toBeLessThan(1000);
    const table = await relay.connect();
    const got = heard(table);
    table.send(publish('club-table-7'));
    table.send(subscribe('club-table-7'));
    await expect.poll(() => got.map((m) => m.type)).toEqual(['state']);
  });

  it('a page of a foreign origin, or a rebound host name, gets 403 before any socket; an allowed origin and the same origin get in', async () => {
    const relay = await start({ policy: { allowedOrigins: ['http://obs-box.lan:8080'], allowedHosts: [] } });
    await expect(relay.connect({ origin: 'http://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(relay.connect({ origin: 'null' })).rejects.toThrow('HTTP 403');
    // DNS rebinding: evil.example made to resolve to this machine; Origin and Host agree, the Host is not ours.
    await expect(relay.connect({ origin: `http://evil.example:${relay.port}`, headers: { host: `evil.example:${relay.port}` } })).rejects.toThrow('HTTP 403');
    await expect(relay.connect({ origin: 'http://obs-box.lan:8080' })).resolves.toBeDefined();
    await expect(relay.connect({ origin: `http://127.0.0.1:${relay.port}` })).resolves.toBeDefined();
    await expect(relay.connect({ origin: `http://localhost:${relay.port}`, headers: { host: `localhost:${relay.port}` } })).resolves.toBeDefined();
  });

  it('a restart keeps the owner: an impostor gets 4001, the overlay gets the stored state at once, the owner publishes again', async () => {
    const store = new MemoryRoomStore();
    const before = await start({ store });
    const owner = await before.connect();
    const echo = heard(owner);
    owner.send(publish(GAME, SECRET, gameState('before restart')));
    owner.send(subscribe());
    await expect.poll(() => echo.length).toBe(1);
    await before.stop();
    running.splice(running.indexOf(before), 1);

    const after = await start({ store });
    const impostor = await after.connect();
    const refused = closed(impostor);
    impostor.send(publish(GAME, OTHER_SECRET, gameState('forged')));
    expect((await refused)[0]).toBe(CLOSE_CODE_WRONG_SECRET);
    const overlay = await after.connect();
    const shown = heard(overlay);
    overlay.send(subscribe());
    await expect.poll(() => shown.length).toBe(1);
    expect(shown[0]).toEqual({ type: 'state', game: GAME, state: gameState('before restart') });
    const back = await after.connect();
    back.send(publish(GAME, SECRET, gameState('after restart')));
    await expect.poll(() => shown.length).toBe(2);
    expect((shown[1]!.state as { title: string }).title).toBe('after restart');
  });

  it('a 65-character name: the publisher is closed with 4003 naming the field, the overlay hears it was refused and keeps the last state', async () => {
    const relay = await start();
    const overlay = await relay.connect();
    const shown = heard(overlay);
    overlay.send(subscribe());
    const publisher = await relay.connect();
    publisher.send(publish());
    await expect.poll(() => shown.length).toBe(1);
    const shut = closed(publisher);
    publisher.send(publish(GAME, SECRET, longNameState()));
    expect(await shut).toEqual([CLOSE_CODE_BAD_STATE, 'state refused: seats[0].name']);
    await expect.poll(() => shown.length).toBe(2);
    expect(shown[1]).toEqual({ type: 'refused', game: GAME, field: 'seats[0].name' });
  });
});

/** `global.gc`, exposed for this process if node was not started with --expose-gc. */
function gc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

const used = (): number => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
};

describe('relay probe: subscribers that never read', () => {
  it('10 stalled subscribers and 8,000 publishes: the stalled sockets are closed, a reading overlay gets the last state, memory comes back', async () => {
    const collect = gc();
    const relay = await start();
    // Warm up first (the engine and ws code compiled, their caches filled), so the figures are the relay's data.
    const warm = await relay.connect();
    for (let i = 0; i < 300; i++) {
      warm.send(publish('warm-up-game', SECRET, gameState(`warm ${i}`)));
      if (i % 32 === 31) await settle(1);
    }
    warm.close();
    await settle(100);
    collect();
    const base = used();
    const stalled: WebSocket[] = [];
    for (let i = 0; i < 10; i++) {
      const ws = await relay.connect();
      ws.send(subscribe());
      stalled.push(ws);
    }
    await settle(50);
    // Never read: the client stops taking data off its socket, so the relay's unsent data piles up.
    for (const ws of stalled) ws.pause();
    const overlay = await relay.connect();
    // Only the last state is kept: this test's own clients share the relay's process and its heap.
    let lastTitle = '';
    let awaited: { readonly title: string; readonly heard: () => void } | null = null;
    overlay.on('message', (data) => {
      lastTitle = (JSON.parse(data.toString()) as { state: { title: string } }).state.title;
      if (awaited?.title === lastTitle) awaited.heard();
    });
    /** Resolves once the reading overlay has been sent the state titled `title`. */
    const overlayHeard = (title: string): Promise<void> =>
      lastTitle === title ? Promise.resolve() : new Promise((heard) => (awaited = { title, heard: () => heard() }));
    overlay.send(subscribe());
    const publisher = await relay.connect();
    let peak = 0;
    for (let i = 0; i < 8000; i++) {
      publisher.send(publish(GAME, SECRET, gameState(`hand ${i}`)));
      // An honest pace for a flood: a batch of 32, under the relay's cap of 64 messages waiting,
      // then the next once the relay has passed this one on. Paced by the clock instead (a batch a
      // millisecond), the overlay once stopped hearing at "hand 937" in a whole `npm test` run on
      // a loaded machine: a relay that falls behind closes the publisher at that cap (or a reader
      // that falls behind as too slow). Paced so, neither can be more than a batch behind.
      if (i % 32 === 31) {
        await overlayHeard(`hand ${i}`);
        peak = Math.max(peak, used() - base);
      }
    }
    await expect.poll(() => lastTitle, { timeout: 20_000 }).toBe('hand 7999');
    const ends = stalled.map((ws) => closed(ws));
    for (const ws of stalled) ws.resume();
    const codes = (await Promise.all(ends)).map(([code]) => code);
    await settle(1200);
    collect();
    const after = used() - base;
    console.info(`relay memory over 8,000 publishes to 10 stalled subscribers: peak +${(peak / 1e6).toFixed(1)} MB, after close and gc +${(after / 1e6).toFixed(1)} MB; stalled closed with ${[...new Set(codes)].join(', ')}`);
    expect(codes.every((c) => c === CLOSE_CODE_OVERLOADED || c === 1006)).toBe(true);
    // Unbounded, 8,000 states of ~630 bytes to each of 10 sockets would hold ~50 MB; the cap holds
    // ~1 MB each. What stays after is the process's own (the same ~8 MB after 16,000 publishes).
    expect(peak).toBeLessThan(40e6);
    expect(after).toBeLessThan(16e6);
  }, 60_000);
});
