/**
 * The service worker of the built app (src/pwa/pwa-options.ts), registered through
 * vite-plugin-pwa's `virtual:pwa-register` (Workbox's workbox-window underneath), its news shown
 * by an <update-prompt>. Only a build registers one: under the dev server and Vitest's browser
 * mode, where a worker would serve stale code, the plugin's module is a stub that registers
 * nothing (`devOptions` off). That is the plugin's own test (the command that runs Vite), not
 * `import.meta.env.PROD`, which follows NODE_ENV and is false in a build run inside Vitest.
 */
import { registerSW } from 'virtual:pwa-register';
import type { UpdatePrompt } from './shared/update-prompt';

export function startServiceWorker(prompt: UpdatePrompt): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    // Registered when called, not at the page's load event: the app calls this once its models
    // are in (main.ts), and the precache download starts then.
    immediate: true,
    onOfflineReady: () => (prompt.notice = 'offline-ready'),
    onNeedRefresh: () => (prompt.notice = 'need-refresh'),
  });
  // The waiting worker takes over (skipWaiting), then workbox-window reloads the page into it.
  prompt.addEventListener('update-reload', () => void update(true));
}
