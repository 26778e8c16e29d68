import { preview } from 'vite';
import { chromium } from 'playwright';
const server = await preview({ configFile: 'vite.config.ts', logLevel: 'error', preview: { host: '127.0.0.1', port: 0, strictPort: false } });
const origin = `http://127.0.0.1:${(server.httpServer.address() as any).port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(origin);
for (let i = 0; i < 15; i++) {
  await page.waitForTimeout(1000);
  console.log(i, await page.evaluate(async () => { const r = await navigator.serviceWorker.getRegistration(); return JSON.stringify({ reg: !!r, active: r?.active?.state, installing: r?.installing?.state, waiting: r?.waiting?.state, ctrl: navigator.serviceWorker.controller?.state, status: document.querySelector('update-prompt')?.shadowRoot?.textContent?.trim() }); }));
}
await browser.close(); await server.close();
