/**
 * Entry point of the app (index.html loads it): page styles, a header, the capture view (camera
 * and photo) and manual entry (the tile editor inside the score calculator), which checks and
 * scores whatever the capture view reads.
 */
import type { HandReadDetail } from './capture-view';
import './capture-view';
import './manual-entry';
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, type Locale, STRINGS } from './strings';

const PAGE_CSS = `
  :root { color-scheme: light; }
  body {
    margin: 0;
    background: #eef1f5;
    color: #1d2330;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    line-height: 1.4;
  }
  .app-header { max-width: 1120px; margin: 0 auto; padding: 14px 16px 4px; display: flex; align-items: baseline; gap: 12px; flex-wrap: wrap; }
  .app-header h1 { margin: 0; font-size: 1.35rem; }
  .app-header p { margin: 0; color: #5a6375; }
  .app-header label { margin-left: auto; font-size: 0.9rem; }
  .app-header select { font: inherit; min-height: 32px; }
  main { max-width: 1120px; margin: 0 auto; padding: 8px 16px 32px; display: grid; gap: 16px; }
  @media (max-width: 480px) { .app-header, main { padding-left: 10px; padding-right: 10px; } }
`;

/** The browser's language when the app speaks it, else the default. */
function preferredLocale(): Locale {
  const tag = navigator.language.slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(tag) ? (tag as Locale) : DEFAULT_LOCALE;
}

function mount(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PAGE_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  const header = document.createElement('header');
  header.className = 'app-header';
  const title = document.createElement('h1');
  const tagline = document.createElement('p');
  const languageLabel = document.createElement('label');
  const languageName = document.createElement('span');
  const language = document.createElement('select');
  for (const locale of LOCALES) language.append(new Option(LOCALE_NAMES[locale], locale));
  languageLabel.append(languageName, ' ', language);
  header.append(title, tagline, languageLabel);

  const capture = document.createElement('capture-view');
  const entry = document.createElement('manual-entry');
  // A recognised hand goes into the editor, to be checked and scored there.
  capture.addEventListener('hand-read', (e) => entry.loadDraft((e as CustomEvent<HandReadDetail>).detail.draft));
  const main = document.createElement('main');
  main.append(capture, entry);
  document.body.prepend(header, main);

  // The page's language follows the menu, so screen readers speak tile names in it.
  const show = (locale: Locale): void => {
    const s = STRINGS[locale];
    document.documentElement.lang = locale;
    title.textContent = s.appTitle;
    tagline.textContent = s.appTagline;
    languageName.textContent = s.language;
    language.value = locale;
    capture.locale = locale;
    entry.locale = locale;
  };
  language.addEventListener('change', () => show(language.value as Locale));
  show(preferredLocale());
}

mount();
