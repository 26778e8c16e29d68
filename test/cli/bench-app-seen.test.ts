// How `npm run bench` times the app (src/cli/bench-app.ts `seenAt`): an element inside a
// component's shadow root is seen within a few frames of being added, not at Playwright's next
// half-second look, and only the element named.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIVE_OVERLAY, START_BUTTON, seenAt } from '../../src/cli/bench-app';
import { launchChromium } from '../setup/node-playwright';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser.close());

// A component whose shadow root gets, after `ms`, a decoy first and then what the bench waits for.
const page = (ms: number, html: string): string => `<!doctype html><rl-host></rl-host><script>
  const root = document.querySelector('rl-host').attachShadow({ mode: 'open' });
  const inner = document.createElement('div');
  root.append(inner);
  const deeper = inner.attachShadow({ mode: 'open' });
  setTimeout(() => {
    deeper.innerHTML = '<svg role="img" aria-label="Live camera"></svg><button>Start</button>';
  }, ${ms / 2});
  setTimeout(() => {
    deeper.innerHTML += ${JSON.stringify(html)};
    window.addedAt = performance.now();
  }, ${ms});
</script>`;

it.each([
  ['the live overlay', LIVE_OVERLAY, '<svg role="img" aria-label="Live camera with the tiles found: 1m"></svg>'],
  ['the start button', START_BUTTON, '<button> Start camera </button>'],
])('sees %s within a few frames of its coming, two shadow roots down', async (_, what, html) => {
  const tab = await browser.newPage();
  try {
    await tab.setContent(page(900, html));
    const seen = await seenAt(tab, what);
    const added = (await tab.evaluate(() => (window as { addedAt?: number }).addedAt)) ?? Number.NaN;
    expect(seen).toBeGreaterThanOrEqual(added);
    // Playwright's own wait would look next at 1,270 ms, 370 ms late.
    expect(seen - added).toBeLessThan(100);
  } finally {
    await tab.close();
  }
});
