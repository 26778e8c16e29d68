/**
 * Entry point of the app (index.html loads it): page styles, a header, and manual entry (the
 * tile editor inside the score calculator).
 */
import './manual-entry';
import { DEFAULT_LOCALE, STRINGS } from './strings';

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
  main { max-width: 1120px; margin: 0 auto; padding: 8px 16px 32px; }
  @media (max-width: 480px) { .app-header, main { padding-left: 10px; padding-right: 10px; } }
`;

function mount(): void {
  const s = STRINGS[DEFAULT_LOCALE];
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PAGE_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  const header = document.createElement('header');
  header.className = 'app-header';
  const title = document.createElement('h1');
  title.textContent = s.appTitle;
  const tagline = document.createElement('p');
  tagline.textContent = s.appTagline;
  header.append(title, tagline);

  const main = document.createElement('main');
  main.append(document.createElement('manual-entry'));
  document.body.prepend(header, main);
}

mount();
