/**
 * The overlay page in Chromium, fed by the relay from a plain `ws` client (another machine's
 * publisher, as the relay sees it): a state with a 65-character name is refused by the relay, and
 * the page says so in an alert while the table it drew stays, instead of going blank. Playwright
 * from Node against the Vite dev server with the relay plugin on an ephemeral loopback port.
 */
import { expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { RELAY_PATH } from '../../src/relay/relay-server';
import { STRINGS } from '../../src/ui/i18n/strings';
import { liveDevServer } from '../setup/node-playwright';
import { GAME, longNameState, publish } from './relay-fixtures';

const live = liveDevServer();

it('a state refused by the relay is said on the overlay page, and the last table stays', async () => {
  const overlay = await (await live.browser.newContext()).newPage();
  await overlay.goto(`${live.base}/overlay.html?game=${GAME}`);
  const publisher = new WebSocket(`${live.base.replace('http', 'ws')}${RELAY_PATH}`, { origin: live.base });
  await new Promise((resolve, reject) => publisher.once('open', resolve).once('error', reject));
  publisher.send(publish());
  await overlay.locator('stream-overlay li.seat').first().waitFor({ timeout: 10_000 });
  const shut = new Promise<number>((resolve) => publisher.once('close', (code) => resolve(code)));
  publisher.send(publish(GAME, undefined, longNameState()));
  expect(await shut).toBe(4003);
  await overlay.getByRole('alert').getByText(STRINGS.en.overlay.stateRefused('seats[0].name')).waitFor({ timeout: 5000 });
  expect(await overlay.locator('stream-overlay li.seat').count()).toBe(4);
}, 120_000);
