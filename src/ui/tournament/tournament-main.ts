/**
 * Entry point of tournament.html, the referee's page: the theme, a header (the app's name, the
 * language menu and the colour scheme) and <tournament-page>, which reads the address itself.
 * The language comes from the link's `lang`, else the browser's, and is provided as a context
 * like on the app's page (src/ui/main.ts).
 */
import { ContextProvider } from '@lit/context';
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, type Locale, STRINGS } from '../i18n/strings';
import { localeContext } from '../i18n/locale-context';
import { startServiceWorker } from '../service-worker';
import { applyTheme } from '../shared/theme';
import '../shared/theme-switch';
import '../shared/update-prompt';
import './tournament-page';

// The theme's custom properties (src/ui/shared/theme.ts); the same header look as the app's page.
const PAGE_CSS = `
  body { margin: 0; background: var(--color-page); color: var(--color-text); font-family: var(--font-family); line-height: var(--line-height); }
  .page-header { max-width: 1120px; margin: 0 auto; padding: 14px 16px 4px; display: flex; align-items: baseline; gap: var(--space-3); flex-wrap: wrap; }
  .page-header h1 { margin: 0; font-size: var(--font-size-xl); }
  .page-header a { color: var(--color-link); }
  .page-header label { margin-left: auto; font-size: 0.9rem; }
  .page-header select { font: inherit; min-height: 32px; color: inherit; background: var(--color-surface); border: 1px solid var(--color-control-border); border-radius: var(--radius-sm); }
  .page-header :focus-visible { outline: 2px solid var(--color-focus); outline-offset: 1px; }
  main { max-width: 1120px; margin: 0 auto; padding: var(--space-2) var(--space-4) var(--space-6); display: grid; }
  main > * { min-width: 0; }
  @media (max-width: 480px) { .page-header, main { padding-left: 10px; padding-right: 10px; } }
`;

function initialLocale(): Locale {
  const tag = new URLSearchParams(location.search).get('lang') ?? navigator.language.slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(tag) ? (tag as Locale) : DEFAULT_LOCALE;
}

function mount(): void {
  applyTheme();
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PAGE_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const provider = new ContextProvider(document.body, { context: localeContext, initialValue: initialLocale() });

  const header = document.createElement('header');
  header.className = 'page-header';
  const title = document.createElement('h1');
  const home = document.createElement('a');
  home.href = './';
  const languageLabel = document.createElement('label');
  const languageName = document.createElement('span');
  const language = document.createElement('select');
  for (const l of LOCALES) language.append(new Option(LOCALE_NAMES[l], l));
  languageLabel.append(languageName, ' ', language);
  header.append(title, home, languageLabel, document.createElement('theme-switch'));
  const main = document.createElement('main');
  main.append(document.createElement('tournament-page'));
  // The page works offline once cached (its last view stays shown): it registers the app's
  // service worker too, for a referee who opens it before the app.
  const updatePrompt = document.createElement('update-prompt');
  document.body.prepend(header, updatePrompt, main);
  startServiceWorker(updatePrompt);

  const show = (locale: Locale): void => {
    const s = STRINGS[locale];
    document.documentElement.lang = locale;
    title.textContent = s.tournament.title;
    home.textContent = s.appTitle;
    languageName.textContent = s.language;
    language.value = locale;
    provider.setValue(locale);
  };
  language.addEventListener('change', () => show(language.value as Locale));
  document.title = `${STRINGS[provider.value].tournament.title} · ${STRINGS[provider.value].appTitle}`;
  show(provider.value);
}

mount();
