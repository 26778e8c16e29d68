// A component's `locale` property beside the page's context (src/ui/i18n/locale-context.ts): a
// component on its own, with no page to provide a language, takes `.locale`; under a provider it
// takes the provided language, across shadow roots, and each change of it.
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ContextProvider } from '@lit/context';
import { localeContext } from '../../../src/ui/i18n/locale-context';
import { STRINGS } from '../../../src/ui/i18n/strings';
import '../../../src/ui/shared/theme-switch';
import '../../../src/ui/shared/tile-image';

afterEach(() => document.body.replaceChildren());

const eastWind = () => {
  const tile = document.createElement('tile-image');
  tile.tile = '1z';
  return tile;
};

describe('a component’s locale', () => {
  it('is set by hand on a component with no provider above it', async () => {
    const tile = eastWind();
    tile.locale = 'de';
    const theme = document.createElement('theme-switch');
    theme.locale = 'ja';
    document.body.append(tile, theme);
    await expect.element(page.getByRole('img', { name: STRINGS.de.tileName('1z') })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: STRINGS.ja.theme.label })).toBeVisible();
  });

  it('comes from the provider above it, across a shadow root, and follows its changes', async () => {
    const host = document.createElement('div');
    const provider = new ContextProvider(host, { context: localeContext, initialValue: 'ja' });
    const inner = document.createElement('div');
    inner.attachShadow({ mode: 'open' }).append(eastWind());
    host.append(inner);
    document.body.append(host);
    await expect.element(page.getByRole('img', { name: STRINGS.ja.tileName('1z') })).toBeVisible();
    provider.setValue('de');
    await expect.element(page.getByRole('img', { name: STRINGS.de.tileName('1z') })).toBeVisible();
  });
});
