// Proves the browser project really runs in Chromium with a working layout engine, and that
// Lit decorators in our house style (`@property() accessor`) survive TypeScript + Vite (Oxc).
import { html, LitElement } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from 'vitest/browser';

@customElement('smoke-tile')
class SmokeTile extends LitElement {
  @property() accessor tile = '1m';

  override render() {
    return html`<span part="face">${this.tile}</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'smoke-tile': SmokeTile;
  }
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('browser smoke test', () => {
  it('runs in Chromium', () => {
    expect(server.browser).toBe('chromium');
    expect(navigator.userAgent).toMatch(/Chrome\/\d+/);
  });

  it('lays out a box with real CSS', () => {
    const box = document.createElement('div');
    box.style.cssText = 'width: 120px; padding: 10px; border: 5px solid; box-sizing: content-box';
    document.body.append(box);

    expect(box.getBoundingClientRect().width).toBe(150);
    expect(getComputedStyle(box).paddingLeft).toBe('10px');
  });

  it('renders a Lit element declared with decorators and re-renders on change', async () => {
    const el = document.createElement('smoke-tile');
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot?.textContent).toBe('1m');

    el.tile = '5z';
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('[part="face"]')?.textContent).toBe('5z');
  });
});
