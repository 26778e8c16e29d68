/**
 * The app's theme: every colour, space and type size the components use, as CSS custom properties
 * on the document's root, which shadow roots inherit. The only place in `src/ui` where a colour is
 * written down (test/ui/theme-colours.test.ts keeps it so, with a short list of exceptions).
 *
 * Light values by default; dark ones when the system prefers a dark scheme
 * (`prefers-color-scheme`), unless the person chose otherwise: the choice (auto, light, dark) is
 * kept in localStorage and written on `<html>` as `data-theme`, which wins over the media query.
 * Every pair of text and ground below meets WCAG AA (4.5:1) in both schemes; the axe checks of
 * test/ui/theme.browser.test.ts run the app in each.
 */
import { unsafeCSS, type CSSResult } from 'lit';

/** The schemes a person can pick; `auto` follows the system. */
export const THEME_CHOICES = ['auto', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** localStorage key of the choice; absent means `auto`. */
export const THEME_KEY = 'riichi-lens.theme';

/** Colour tokens that change with the scheme, each `--color-<name>`. */
type ColourToken =
  | 'page'
  | 'surface'
  | 'surface-alt'
  | 'control'
  | 'control-hover'
  | 'control-border'
  | 'border'
  | 'border-subtle'
  | 'text'
  | 'text-secondary'
  | 'muted'
  | 'link'
  | 'accent'
  | 'accent-strong'
  | 'on-accent'
  | 'inverse'
  | 'inverse-hover'
  | 'on-inverse'
  | 'focus'
  | 'danger'
  | 'danger-surface'
  | 'danger-text'
  | 'warning'
  | 'warning-surface'
  | 'on-warning'
  | 'success'
  | 'pressed'
  | 'tag'
  | 'tag-called'
  | 'felt'
  | 'felt-border'
  | 'on-felt'
  | 'selected'
  | 'doubt'
  | 'on-doubt'
  | 'backdrop'
  | 'shadow'
  | 'series-1'
  | 'series-2'
  | 'series-3'
  | 'series-4';

const LIGHT: Readonly<Record<ColourToken, string>> = {
  page: '#eef1f5',
  surface: '#ffffff',
  'surface-alt': '#f4f6f9',
  control: '#f4f6f9',
  'control-hover': '#e8ecf2',
  'control-border': '#8a93a5',
  border: '#d5dae3',
  'border-subtle': '#e0e4eb',
  text: '#1d2330',
  'text-secondary': '#3b4456',
  muted: '#5a6375',
  link: '#1d4f91',
  accent: '#1f5fbf',
  'accent-strong': '#173f80',
  'on-accent': '#ffffff',
  inverse: '#1d2330',
  'inverse-hover': '#2b3346',
  'on-inverse': '#ffffff',
  focus: '#2f6fdd',
  danger: '#a3261b',
  'danger-surface': '#fdecea',
  'danger-text': '#7a1f12',
  warning: '#7a4b00',
  'warning-surface': '#fff4d6',
  'on-warning': '#ffffff',
  success: '#1f6b35',
  pressed: '#ffe9a8',
  tag: '#e6ebf2',
  'tag-called': '#f6e7dc',
  felt: '#2f6b4f',
  'felt-border': '#cfe3d8',
  'on-felt': '#ffffff',
  selected: '#ffd54a',
  doubt: '#ff8a3d',
  'on-doubt': '#1d2330',
  backdrop: 'rgb(20 24 33 / 45%)',
  shadow: 'rgb(0 0 0 / 25%)',
  // The points chart's lines: the Okabe-Ito set, darkened to 3:1 or more on the surface (WCAG 1.4.11).
  'series-1': '#0060a0',
  'series-2': '#c04a00',
  'series-3': '#00795a',
  'series-4': '#9b3d85',
};

const DARK: Readonly<Record<ColourToken, string>> = {
  page: '#111419',
  surface: '#1b2029',
  'surface-alt': '#222834',
  control: '#28303d',
  'control-hover': '#343d4d',
  'control-border': '#7d879a',
  border: '#3a4353',
  'border-subtle': '#2e3542',
  text: '#e7eaf0',
  'text-secondary': '#c9ced8',
  muted: '#a9b1bf',
  link: '#94bbff',
  accent: '#8ab4ff',
  'accent-strong': '#b3cdff',
  'on-accent': '#0d1526',
  inverse: '#e7eaf0',
  'inverse-hover': '#c9ced8',
  'on-inverse': '#141821',
  focus: '#8ab4ff',
  danger: '#ff9585',
  'danger-surface': '#3b1f1c',
  'danger-text': '#ffc2b8',
  warning: '#f2bb62',
  'warning-surface': '#3a2e14',
  'on-warning': '#1b1406',
  success: '#74d391',
  pressed: '#5c4a12',
  tag: '#2c3442',
  'tag-called': '#45321f',
  felt: '#245440',
  'felt-border': '#8fbfa6',
  'on-felt': '#ffffff',
  selected: '#ffd54a',
  doubt: '#ff9d5c',
  'on-doubt': '#141821',
  backdrop: 'rgb(0 0 0 / 60%)',
  shadow: 'rgb(0 0 0 / 55%)',
  // The same hues lightened to 3:1 or more on the dark surface.
  'series-1': '#56b4e9',
  'series-2': '#f08a3c',
  'series-3': '#2fc49a',
  'series-4': '#d98cc7',
};

/**
 * Colours that stay the same in both schemes, since what they are drawn on does not change with
 * it: the marks the capture view draws over a photo (a photo is as dark or light as it was taken).
 */
const FIXED: Readonly<Record<string, string>> = {
  'photo-ground': '#101418',
  'mark-sure': '#2ec27e',
  'mark-doubt': '#ffc21a',
  'mark-aside': '#a2a9b4',
  'mark-text': '#ffffff',
  'mark-text-doubt': '#ffe08a',
  'mark-text-aside': '#d5dae3',
  'mark-halo': 'rgb(0 0 0 / 80%)',
};

/** Spacing scale, `--space-1` .. `--space-6`. */
const SPACE = ['4px', '8px', '12px', '16px', '24px', '32px'];

/** Type: families, a size scale (`--font-size-*`) and the body's line height. */
const TYPE: Readonly<Record<string, string>> = {
  'font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  'font-mono': 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  'font-size-xs': '0.75rem',
  'font-size-sm': '0.85rem',
  'font-size-md': '0.95rem',
  'font-size-base': '1rem',
  'font-size-lg': '1.1rem',
  'font-size-xl': '1.35rem',
  'line-height': '1.4',
  'radius-sm': '6px',
  radius: '8px',
  'radius-lg': '10px',
};

const colours = (values: Readonly<Record<string, string>>): string =>
  Object.entries(values)
    .map(([name, value]) => `--color-${name}: ${value};`)
    .join('\n    ');

const SCALES = [...SPACE.map((v, i) => `--space-${i + 1}: ${v};`), ...Object.entries(TYPE).map(([name, value]) => `--${name}: ${value};`)].join('\n    ');

/**
 * The custom properties, for the document (`applyTheme`); dark from the media query unless
 * `data-theme` says otherwise. The root also takes the page's ground and text, so whatever is
 * drawn on the document (the app, or a component alone in a test) sits on the scheme's page.
 */
export const themeStyles: CSSResult = unsafeCSS(`
  :root {
    color-scheme: light;
    ${colours(LIGHT)}
    ${colours(FIXED)}
    ${SCALES}
    background-color: var(--color-page);
    color: var(--color-text);
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme='light']) {
      color-scheme: dark;
      ${colours(DARK)}
    }
  }
  :root[data-theme='dark'] {
    color-scheme: dark;
    ${colours(DARK)}
  }
`);

/** Each scheme's colour values by token name (without `--color-`), for the contrast checks of the tests. */
export const SCHEME_COLOURS: Readonly<Record<'light' | 'dark', Readonly<Record<string, string>>>> = {
  light: { ...LIGHT, ...FIXED },
  dark: { ...DARK, ...FIXED },
};

const isChoice = (value: unknown): value is ThemeChoice => (THEME_CHOICES as readonly unknown[]).includes(value);

/** The scheme the person chose, `auto` when none was or storage cannot be read. */
export function storedThemeChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return isChoice(value) ? value : 'auto';
  } catch {
    return 'auto';
  }
}

/** Writes the choice on `<html>` (`auto` removes it, so the media query decides) and keeps it. */
export function setThemeChoice(choice: ThemeChoice, doc: Document = document): void {
  if (choice === 'auto') doc.documentElement.removeAttribute('data-theme');
  else doc.documentElement.dataset.theme = choice;
  try {
    if (choice === 'auto') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Private modes may refuse storage: the choice holds for this page.
  }
}

const adopted = new WeakSet<Document>();

/** Gives the document the theme's properties (once) and the scheme kept from last time. */
export function applyTheme(doc: Document = document): void {
  if (!adopted.has(doc)) {
    adopted.add(doc);
    const sheet = themeStyles.styleSheet;
    if (sheet !== undefined) doc.adoptedStyleSheets = [sheet, ...doc.adoptedStyleSheets];
  }
  const choice = storedThemeChoice();
  if (choice === 'auto') doc.documentElement.removeAttribute('data-theme');
  else doc.documentElement.dataset.theme = choice;
}
