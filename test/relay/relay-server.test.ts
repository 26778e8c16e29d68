import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { OverlayState } from '../../src/relay/overlay-state';
import { GAME, SECRET, gameState } from './relay-fixtures';
import { CLOSE_WRONG_SECRET, MAX_MESSAGE_BYTES } from '../../src/relay/relay-rooms';
import { CLOSE_CODE_BAD_MESSAGE, CLOSE_CODE_BAD_STATE } from '../../src/relay/overlay-shape';
import { RELAY_PATH, attachRelay } from '../../src/relay/relay-server';


let server: Server;
let detach: () => void;
let url: string;
const open: WebSocket[] = [];

beforeEach(async () => {
  server = createServer();
  detach = attachRelay(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${RELAY_PATH}`;
});

afterEach(async () => {
  for (const ws of open.splice(0)) ws.terminate();
  detach();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function connect(): Promise<WebSocket> {
  const ws = new WebSocket(url);
  open.push(ws);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return ws;
}

const nextMessage = (ws: WebSocket): Promise<unknown> => new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))));
const closed = (ws: WebSocket): Promise<[number, string]> => new Promise((resolve) => ws.once('close', (code, reason) => resolve([code, reason.toString()])));
const silentFor = (ws: WebSocket, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    const onMessage = () => resolve(false);
    ws.once('message', onMessage);
    setTimeout(() => {
      ws.off('message', onMessage);
      resolve(true);
    }, ms);
  });

describe('overlay relay over real WebSockets', () => {
  it('a state published with the secret reaches a subscriber of that game', async () => {
    const overlay = await connect();
    overlay.send(JSON.stringify({ type: 'subscribe', game: GAME }));
    const scorer = await connect();
    const got = nextMessage(overlay);
    scorer.send(JSON.stringify({ type: 'publish', game: GAME, secret: SECRET, state: gameState() }));
    expect(await got).toEqual({ type: 'state', game: GAME, state: gameState() });
  });

  it('a late subscriber gets the latest state at once', async () => {
    const scorer = await connect();
    scorer.send(JSON.stringify({ type: 'publish', game: GAME, secret: SECRET, state: gameState() }));
    await new Promise((r) => setTimeout(r, 100));
    const overlay = await connect();
    const got = nextMessage(overlay);
    overlay.send(JSON.stringify({ type: 'subscribe', game: GAME }));
    expect(((await got) as { state: OverlayState }).state.seats[1]!.name).toBe('Bob');
  });

  it('a publisher without the game secret is closed with 4001 and the overlay hears nothing from it', async () => {
    const overlay = await connect();
    overlay.send(JSON.stringify({ type: 'subscribe', game: GAME }));
    const scorer = await connect();
    const first = nextMessage(overlay);
    scorer.send(JSON.stringify({ type: 'publish', game: GAME, secret: SECRET, state: gameState() }));
    await first;
    const intruder = await connect();
    const shut = closed(intruder);
    const forged = { ...gameState(), title: 'forged' };
    intruder.send(JSON.stringify({ type: 'publish', game: GAME, secret: 'X'.repeat(32), state: forged }));
    expect(await shut).toEqual([CLOSE_WRONG_SECRET, 'wrong secret for this game']);
    expect(await silentFor(overlay, 200)).toBe(true);
  });

  it('a subscriber cannot publish: its publish without the secret is refused too', async () => {
    const scorer = await connect();
    scorer.send(JSON.stringify({ type: 'publish', game: GAME, secret: SECRET, state: gameState() }));
    const overlay = await connect();
    overlay.send(JSON.stringify({ type: 'subscribe', game: GAME }));
    await nextMessage(overlay);
    const shut = closed(overlay);
    overlay.send(JSON.stringify({ type: 'publish', game: GAME, secret: 'Y'.repeat(40), state: gameState() }));
    expect((await shut)[0]).toBe(CLOSE_WRONG_SECRET);
  });

  it('malformed messages close only their sender, each with its code; the overlay hears nothing and still gets the next good state', async () => {
    const overlay = await connect();
    const heard: { type: string }[] = [];
    overlay.on('message', (data) => heard.push(JSON.parse(data.toString())));
    overlay.send(JSON.stringify({ type: 'subscribe', game: GAME }));
    const bad: [string, number][] = [
      ['not json', CLOSE_CODE_BAD_MESSAGE],
      [JSON.stringify({ type: 'publish', game: 'x', secret: SECRET, state: gameState() }), CLOSE_CODE_BAD_MESSAGE],
      [JSON.stringify({ type: 'publish', game: GAME, secret: SECRET, state: { ...gameState(), title: 'x'.repeat(MAX_MESSAGE_BYTES) } }), CLOSE_CODE_BAD_MESSAGE],
      [JSON.stringify({ type: 'launch', game: GAME }), CLOSE_CODE_BAD_MESSAGE],
      [JSON.stringify({ type: 'publish', game: GAME, secret: SECRET, state: { ...gameState(), seats: 'many' } }), CLOSE_CODE_BAD_STATE],
      [JSON.stringify({ type: 'publish', game: GAME, secret: SECRET, state: { ...gameState(), honba: -1 } }), CLOSE_CODE_BAD_STATE],
    ];
    for (const [text, code] of bad) {
      const sender = await connect();
      const shut = closed(sender);
      sender.send(text);
      expect((await shut)[0]).toBe(code);
    }
    const scorer = await connect();
    scorer.send(JSON.stringify({ type: 'publish', game: GAME, secret: SECRET, state: gameState() }));
    await expect.poll(() => heard.some((m) => m.type === 'state')).toBe(true);
    // Before the good state, the overlay heard only the relay's word that two states were refused.
    expect(heard.map((m) => m.type)).toEqual(['refused', 'refused', 'state']);
    expect((heard[2] as unknown as { state: OverlayState }).state.lastHand?.wins[0]?.yaku).toEqual([['Riichi', 1]]);
  });

  it('a frame far past the limit closes only its sender; other clients carry on', async () => {
    const overlay = await connect();
    overlay.send(JSON.stringify({ type: 'subscribe', game: GAME }));
    const flooder = await connect();
    const shut = closed(flooder);
    flooder.send('x'.repeat(4 * MAX_MESSAGE_BYTES));
    expect((await shut)[0]).toBe(1009);
    const scorer = await connect();
    const got = nextMessage(overlay);
    scorer.send(JSON.stringify({ type: 'publish', game: GAME, secret: SECRET, state: gameState() }));
    expect(await got).toMatchObject({ type: 'state', game: GAME });
  });
});
