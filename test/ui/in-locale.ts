/**
 * Elements under a provider of a language, as the page puts its parts under the body's
 * (src/ui/main.ts). A component's own `locale` words only what it draws itself: the elements it
 * draws (tile pictures, the game's table, a chart) take the language from the context, so a test
 * of every word inside one component mounts it in here.
 */
import { ContextProvider } from '@lit/context';
import { localeContext } from '../../src/ui/i18n/locale-context';
import type { Locale } from '../../src/ui/i18n/strings';

export function inLocale(locale: Locale, ...children: HTMLElement[]): HTMLElement {
  const host = document.createElement('div');
  new ContextProvider(host, { context: localeContext, initialValue: locale });
  host.append(...children);
  return host;
}
