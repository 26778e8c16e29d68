// The pairing panel on its own, in Chromium, in German and Japanese (the end-to-end test in
// test/relay/overlay-pairing-live.test.ts runs it in English across devices): the QR codes drawn
// scan back to their links, the secret link stays folded until revealed by keyboard, a stored
// pairing sends the panel to the paired room until Unpair, a refused link is said as an alert,
// and axe finds nothing serious.
import jsQR from 'jsqr';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { StoredGame } from '../../../src/store/game-store';
import type { OverlayPairing } from '../../../src/ui/overlay/overlay-pairing';
import { PAIRING_KEY } from '../../../src/store/pairing-store';
import { STRINGS, type Locale } from '../../../src/ui/i18n/strings';
import '../../../src/ui/overlay/overlay-pairing';
import { expectNoSeriousViolations } from '../axe';

const GAME = 'own-game-0001';
const ROOM = 'paired-room-0002';
const SECRET = 'PairedSecret_0123456789-abcdef';

const game: StoredGame = {
  id: GAME,
  title: 'Table 1',
  createdAt: '2026-11-20T19:00:00Z',
  log: { entries: [{ id: 'e1', at: '2026-11-20T19:00:00Z', by: 'scorer', event: { v: 1, type: 'start', players: ['Ann', 'Bob', 'Cat', 'Dan'], preset: 'ema-2012' } }], cursor: 1 },
};

afterEach(() => document.body.replaceChildren());

async function mount(locale: Locale, g: StoredGame | null = game): Promise<OverlayPairing> {
  const panel = document.createElement('overlay-pairing');
  panel.locale = locale;
  panel.game = g;
  document.body.append(panel);
  await panel.updateComplete;
  return panel;
}

/** The text of the QR code in `svg`, read from its pixels drawn on a canvas; null when it does not scan. */
async function scan(svg: SVGSVGElement): Promise<string | null> {
  const side = 360;
  const image = new Image();
  image.src = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = side;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(image, 0, 0, side, side);
  return jsQR(ctx.getImageData(0, 0, side, side).data, side, side)?.data ?? null;
}

const field = (panel: OverlayPairing, label: string): HTMLInputElement =>
  [...panel.shadowRoot!.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!.querySelector('input')!;
const qr = (panel: OverlayPairing, which: 'overlay-qr' | 'publisher-qr'): SVGSVGElement => panel.shadowRoot!.querySelector(`qr-code.${which}`)!.shadowRoot!.querySelector('svg')!;

describe('overlay pairing panel', () => {
  it('de: the QR codes scan to their links; the secret link is folded away until revealed by keyboard', async () => {
    const o = STRINGS.de.overlay;
    const panel = await mount('de');
    await userEvent.click(page.getByText(o.title, { exact: true }));
    const overlayHref = field(panel, o.linkLabel).value;
    expect(overlayHref).toBe(new URL(`/overlay.html?game=${GAME}`, location.href).href);
    await expect.element(page.getByRole('img', { name: o.overlayQr })).toBeVisible();
    expect(await scan(qr(panel, 'overlay-qr'))).toBe(overlayHref);
    // The test server is on loopback: a phone could not open these links, and the panel says so.
    expect(panel.shadowRoot!.textContent).toContain(o.loopbackHint);

    const secretField = field(panel, o.publisherLinkLabel);
    expect(secretField.checkVisibility()).toBe(false);
    const reveal = [...panel.shadowRoot!.querySelectorAll('summary')].find((s) => s.textContent === o.publisherReveal)!;
    reveal.focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => secretField.checkVisibility()).toBe(true);
    const publisherHref = secretField.value;
    expect(publisherHref).toMatch(new RegExp(`\\?pair#game=${GAME}&secret=[A-Za-z0-9_-]{32}$`));
    expect(await scan(qr(panel, 'publisher-qr'))).toBe(publisherHref);
    await expect.element(page.getByText(o.publisherWarning)).toBeVisible();
    await expectNoSeriousViolations();
  });

  it('ja: a stored pairing sends the panel to the paired room, and Unpair (by keyboard) returns it to the game', async () => {
    const o = STRINGS.ja.overlay;
    localStorage.setItem(PAIRING_KEY, JSON.stringify({ game: ROOM, secret: SECRET }));
    const panel = await mount('ja');
    await expect.element(page.getByText(o.pairedTo(ROOM))).toBeVisible();
    expect(field(panel, o.linkLabel).value).toContain(`game=${ROOM}`);
    expect(field(panel, o.publisherLinkLabel).value).toMatch(new RegExp(`\\?pair#game=${ROOM}&secret=${SECRET}$`));
    await expectNoSeriousViolations();

    (panel.shadowRoot!.querySelector('.paired button') as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText(o.unpaired)).toBeVisible();
    expect(localStorage.getItem(PAIRING_KEY)).toBeNull();
    expect(field(panel, o.linkLabel).value).toContain(`game=${GAME}`);
    expect(field(panel, o.publisherLinkLabel).value).not.toContain(SECRET);
  });

  it('en: once the relay refuses the secret, only the refusal is said (and Unpair), never that this device publishes', async () => {
    const o = STRINGS.en.overlay;
    localStorage.setItem(PAIRING_KEY, JSON.stringify({ game: ROOM, secret: SECRET }));
    const panel = await mount('en');
    panel.notice = { kind: 'paired', pairing: { game: ROOM, secret: SECRET } };
    await expect.element(page.getByText(o.pairedNow(ROOM))).toBeVisible();
    // What the publisher reports when the relay answers a wrong secret (src/relay/overlay-publisher.ts).
    (panel as unknown as { _relay: string })._relay = 'refused';
    await expect.element(page.getByRole('alert')).toHaveTextContent(o.relayRefused(ROOM));
    const text = panel.shadowRoot!.textContent ?? '';
    expect(text).not.toContain(o.pairedNow(ROOM));
    expect(text).not.toContain(o.pairedTo(ROOM));
    expect(text).not.toContain(o.relayLive);
    // The refusal comes first, where the pairing was said, with Unpair under it.
    const alert = panel.shadowRoot!.querySelector('[role="alert"]')!;
    expect(alert.previousElementSibling).toBeNull();
    expect(alert.nextElementSibling?.querySelector('button')?.textContent).toBe(o.unpair);
    await expectNoSeriousViolations();
    await userEvent.click(page.getByRole('button', { name: o.unpair }));
    await expect.element(page.getByText(o.unpaired)).toBeVisible();
    expect(localStorage.getItem(PAIRING_KEY)).toBeNull();
  });

  it('ja: a state the relay refused is an alert and a full relay a status line; neither says this device publishes', async () => {
    const o = STRINGS.ja.overlay;
    const panel = await mount('ja');
    const relay = panel as unknown as { _relay: string };
    relay._relay = 'bad_state';
    await expect.element(page.getByRole('alert')).toHaveTextContent(o.relayBadState);
    expect(panel.shadowRoot!.textContent).not.toContain(o.relayLive);
    relay._relay = 'full';
    await expect.element(page.getByText(o.relayFull)).toBeInTheDocument();
    expect(panel.shadowRoot!.textContent).not.toContain(o.relayLive);
    expect(panel.shadowRoot!.querySelector('[role="alert"]')).toBeNull();
  });

  it('a game whose id the relay cannot carry (imported as "g1") keeps its overlay link and offers no pairing link', async () => {
    const o = STRINGS.en.overlay;
    const panel = await mount('en', { ...game, id: 'g1' });
    expect(field(panel, o.linkLabel).value).toContain('game=g1');
    expect(panel.shadowRoot!.querySelector('qr-code.publisher-qr')).toBeNull();
    expect(panel.shadowRoot!.textContent).toContain(o.relayUnusable);
  });

  it('a stored pairing that is not one (edited by hand) is ignored', async () => {
    localStorage.setItem(PAIRING_KEY, JSON.stringify({ game: ROOM, secret: 'short' }));
    const panel = await mount('en');
    expect(field(panel, STRINGS.en.overlay.linkLabel).value).toContain(`game=${GAME}`);
  });

  it('de: with no game open, a refused pairing link is an alert naming the reason, and a pairing says where it publishes', async () => {
    const o = STRINGS.de.overlay;
    const panel = await mount('de', null);
    panel.notice = { kind: 'refused', problem: 'missing_fragment' };
    await expect.element(page.getByRole('alert')).toHaveTextContent(o.pairingRefused(o.pairingProblems.missing_fragment));
    panel.notice = { kind: 'paired', pairing: { game: ROOM, secret: SECRET } };
    await expect.element(page.getByText(o.pairedNow(ROOM))).toBeVisible();
    await expect.element(page.getByText(o.pairedNoGame(ROOM))).toBeVisible();
    await expectNoSeriousViolations();
  });
});
