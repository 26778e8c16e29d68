// Under Vite's dev server, which Vitest's browser mode runs on, the app registers no service
// worker (it would serve stale test code), and the server's /sw.js is the worker that removes a
// build's worker left on the origin (src/pwa/dev-sw-reset.ts).
import { expect, it } from 'vitest';
import { RESET_WORKER } from '../../src/pwa/dev-sw-reset';
import '../../src/ui/main';

it('registers no service worker, and the dev server answers /sw.js with the reset worker', async () => {
  // The app is mounted and has run its registration step (src/ui/service-worker.ts).
  await expect.poll(() => document.querySelector('update-prompt')).not.toBeNull();
  await new Promise((done) => setTimeout(done, 500));
  expect(await navigator.serviceWorker.getRegistrations()).toEqual([]);
  expect(navigator.serviceWorker.controller).toBeNull();
  const sw = await fetch('/sw.js');
  expect(sw.headers.get('content-type')).toMatch(/javascript/);
  expect(await sw.text()).toBe(RESET_WORKER);
});
