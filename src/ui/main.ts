/**
 * Entry point of the app (index.html loads it): page styles, a header, the capture view (camera
 * and photo), manual entry (the tile editor inside the score calculator), which checks and
 * scores whatever the capture view reads, and the game record, which the score card's one tap
 * (`record-win`) writes the scored hand into; and, folded away, the calibration of the user's own
 * tile set, whose profile in use the capture view reads with; and, folded away too and linked
 * from the header, referee mode, which rules on the calculator's hand (and the photo it was read from).
 * A built app also registers its service worker (offline use), with a notice under the header for its news.
 * On a phone the parts are steps, one at a time, with the hand's total always in view (app-steps.ts).
 */
import { ContextProvider } from '@lit/context';
import { STEPS } from './app-steps';
import type { ProfileChangeDetail } from './calibration/calibration-view';
import type { HandReadDetail } from './capture/capture-view';
import { correctionsOf } from './editor/corrections';
import type { GameChangeDetail } from './game/game-view';
import type { GameEventDetail } from './game/game-session';
import type { ScoringSession } from './score/scoring-session';
import { openScoringSession } from './score/session-persistence';
import { pageStorage } from '../store/page-storage';
import { tableSituation } from './game/win-record';
import { takePairingLink } from '../store/pairing-store';
import './calibration/calibration-view';
import './capture/capture-view';
import './editor/manual-entry';
import './game/game-view';
import './game/record-win';
import './referee/referee-view';
import { startServiceWorker } from './service-worker';
import './shared/update-prompt';
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, type Locale, STRINGS } from './i18n/strings';
import { localeContext } from './i18n/locale-context';
import { applyTheme } from './shared/theme';
import './shared/theme-switch';

/** The latest the service worker is registered after the page starts (`startServiceWorkerAfterModels`). */
const SERVICE_WORKER_LATEST_MS = 30_000;

// The colours and sizes are the theme's custom properties (src/ui/theme.ts, applied in mount()).
const PAGE_CSS = `
  body {
    margin: 0;
    background: var(--color-page);
    color: var(--color-text);
    font-family: var(--font-family);
    line-height: var(--line-height);
  }
  .app-header { max-width: 1120px; margin: 0 auto; padding: 14px 16px 4px; display: flex; align-items: baseline; gap: var(--space-3); flex-wrap: wrap; }
  .app-header h1 { margin: 0; font-size: var(--font-size-xl); }
  .app-header p { margin: 0; color: var(--color-muted); }
  .app-header label { margin-left: auto; font-size: 0.9rem; }
  .app-header nav a { color: var(--color-link); }
  .app-header select { font: inherit; min-height: 32px; color: inherit; background: var(--color-surface); border: 1px solid var(--color-control-border); border-radius: var(--radius-sm); }
  .app-header :focus-visible { outline: 2px solid var(--color-focus); outline-offset: 1px; }
  .tile-set { background: var(--color-surface); border-radius: var(--radius-lg); padding: 10px 14px; }
  p.tile-set { margin: 0; }
  .tile-set > a { color: var(--color-link); }
  .tile-set summary { cursor: pointer; font-weight: 600; min-height: 32px; }
  main { max-width: 1120px; margin: 0 auto; padding: var(--space-2) var(--space-4) var(--space-6); display: grid; gap: var(--space-4); }
  /* Grid items would otherwise grow to their widest content (a table) past a phone's width. */
  main > * { min-width: 0; }
  /* Each step's part of the page (app-steps.ts): one element, or the folded sections of "More". */
  .step { display: grid; gap: var(--space-4); }
  .step > * { min-width: 0; }
  /* A step not open on a phone. */
  main > [hidden] { display: none; }
  @media (max-width: 480px) { .app-header, main { padding-left: 10px; padding-right: 10px; } }
`;

/** The browser's language when the app speaks it, else the default. */
function preferredLocale(): Locale {
  const tag = navigator.language.slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(tag) ? (tag as Locale) : DEFAULT_LOCALE;
}

/** The page's header: title, tagline, the referee link and the language menu. */
function createHeader() {
  const header = document.createElement('header');
  header.className = 'app-header';
  const title = document.createElement('h1');
  const tagline = document.createElement('p');
  const languageLabel = document.createElement('label');
  const languageName = document.createElement('span');
  const language = document.createElement('select');
  for (const locale of LOCALES) language.append(new Option(LOCALE_NAMES[locale], locale));
  languageLabel.append(languageName, ' ', language);
  // Referee mode sits folded at the foot of the page; the header's link goes there and opens it.
  const nav = document.createElement('nav');
  const refereeLink = document.createElement('a');
  refereeLink.href = '#referee';
  nav.append(refereeLink);
  const themeSwitch = document.createElement('theme-switch');
  header.append(title, tagline, nav, languageLabel, themeSwitch);
  return { header, title, tagline, languageName, language, refereeLink };
}

/** The page's parts, each a feature's element, the folded ones in their `<details>`. */
function createParts() {
  const capture = document.createElement('capture-view');
  const entry = document.createElement('manual-entry');
  const record = document.createElement('record-win');
  record.slot = 'result-actions';
  entry.append(record);
  const game = document.createElement('game-view');
  // A publisher pairing link (src/relay/pairing-link.ts) is taken before anything is drawn: the
  // pairing is kept, and the secret leaves the address bar at once.
  game.pairingNotice = takePairingLink();
  const calibration = document.createElement('calibration-view');
  const referee = document.createElement('referee-view');
  // Referee mode reads the discards with the capture view's recogniser: one worker and one copy of the models for the page.
  referee.recogniser = () => capture.recogniser();
  const refereeSection = document.createElement('details');
  refereeSection.className = 'tile-set';
  refereeSection.id = 'referee';
  const refereeTitle = document.createElement('summary');
  refereeSection.append(refereeTitle, referee);
  // Calibration runs rarely, so it is folded away, and its worker runs only while it is unfolded.
  const tileSet = document.createElement('details');
  tileSet.className = 'tile-set';
  const tileSetTitle = document.createElement('summary');
  tileSet.addEventListener('toggle', () => (calibration.open = tileSet.open));
  tileSet.append(tileSetTitle, calibration);
  const updatePrompt = document.createElement('update-prompt');
  const steps = document.createElement('app-steps');
  // The referee's tournament page (tournament.html) is a page of its own: "More" links to it.
  const tournamentLink = document.createElement('a');
  tournamentLink.href = 'tournament.html';
  const tournament = document.createElement('p');
  tournament.className = 'tile-set';
  tournament.append(tournamentLink);
  steps.panels = { read: step(capture), score: step(entry), game: step(game), more: step(tileSet, refereeSection, tournament) };
  return { capture, entry, record, game, calibration, referee, refereeSection, refereeTitle, tileSet, tileSetTitle, tournamentLink, updatePrompt, steps };
}

/**
 * A step's part of the page, around its elements: the panel focus can be put on when its step
 * opens (a shadow host with tabindex -1 would take its own controls out of the Tab order).
 */
function step(...parts: HTMLElement[]): HTMLElement {
  const panel = document.createElement('div');
  panel.className = 'step';
  panel.append(...parts);
  return panel;
}

type Header = ReturnType<typeof createHeader>;
type Parts = ReturnType<typeof createParts>;

/**
 * A hand from the camera to the game record, through the scoring session: read, corrected,
 * scored, recorded, its corrections learned. Manual entry shows the session and edits it; the
 * score card's recorder and referee mode follow it (each through its SessionController).
 */
function wireHand({ capture, entry, record, game, referee }: Parts, session: ScoringSession): void {
  entry.session = session;
  record.session = session;
  referee.session = session;
  // A recognised hand goes into the session, to be checked and scored in the editor; its picture
  // waits there to go into the game record with it.
  capture.addEventListener('hand-read', (e) => {
    const { draft, thumbnail, frame, boxes } = (e as CustomEvent<HandReadDetail>).detail;
    session.dispatch({ type: 'read', draft, ...(thumbnail === undefined ? {} : { thumbnail }), ...(frame === undefined ? {} : { photo: { ...frame, boxes: boxes ?? [] } }) });
  });
  // A hand recorded before the reload is not recorded a second time by a tap on its card.
  if (session.state.recorded) record.recorded();
  // The score card's one tap: the game records the win, and the picture is used up.
  record.addEventListener('game-event', (e) => {
    record.disabled = true;
    void game.record((e as CustomEvent<GameEventDetail>).detail).then((recorded) => {
      record.disabled = false;
      if (!recorded) return;
      const { asRead, hand } = session.state;
      session.dispatch({ type: 'recorded' });
      record.recorded();
      // The tiles corrected in the hand just confirmed teach the tile set in use.
      if (asRead !== null && hand !== null) void capture.learnCorrections(correctionsOf(asRead, hand));
    });
  });
}

/** The open game's table and tile set reach the calculator and the capture view. */
function wireTable({ capture, entry, record, game, calibration }: Parts): void {
  // The calculator scores with the table's situation, so its card shows what the game will record.
  game.addEventListener('game-change', (e) => {
    const { state, game: open } = (e as CustomEvent<GameChangeDetail>).detail;
    // Each table reads with its own tile set: switching games switches the profile.
    calibration.game = open;
    record.state = state;
    if (state !== null) entry.applyTable(tableSituation(state));
  });
  // The profile calibration announces (at start, from what was remembered, for the open table,
  // and on every change) goes to the capture view, which reads with it.
  calibration.addEventListener('profile-change', (e) => {
    const { profile, name } = (e as CustomEvent<ProfileChangeDetail>).detail;
    capture.profileName = name;
    capture.profile = profile;
  });
}

/**
 * On a phone the steps follow the work: a hand read opens "Check & score" (the editor, where it
 * is checked), and the header's referee link opens "More" with referee mode unfolded.
 */
function wireSteps(h: Header, { capture, refereeSection, steps }: Parts, session: ScoringSession): void {
  steps.session = session;
  // A hand kept from the last visit is where the work goes on.
  if (session.state.hand !== null) steps.selected = 'score';
  capture.addEventListener('hand-read', () => steps.show('score'));
  h.refereeLink.addEventListener('click', () => {
    steps.show('more');
    refereeSection.open = true;
  });
}

/**
 * The page's language follows the menu, so screen readers speak tile names in it. The page's own
 * texts are set here; the elements take the language from the context the page provides.
 */
function showLocale(h: Header, p: Parts, provided: ContextProvider<typeof localeContext>, locale: Locale): void {
  const s = STRINGS[locale];
  document.documentElement.lang = locale;
  h.title.textContent = s.appTitle;
  h.tagline.textContent = s.appTagline;
  h.languageName.textContent = s.language;
  h.language.value = locale;
  provided.setValue(locale);
  p.tileSetTitle.textContent = s.calibration.title;
  h.refereeLink.textContent = s.referee.title;
  p.refereeTitle.textContent = s.referee.title;
  p.tournamentLink.textContent = s.tournament.appLink;
}

function mount(): void {
  applyTheme();
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PAGE_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  // Every element on the page (the header's, the notices', the parts') takes the language from
  // the body, however deep it is drawn. Provided before any of them is connected, so that the
  // first request of each finds it.
  const locale = new ContextProvider(document.body, { context: localeContext, initialValue: preferredLocale() });
  const h = createHeader();
  const p = createParts();
  // The hand being scored comes back from the last visit, and is kept as it changes; a page being
  // hidden (a phone may discard the tab next) writes it at once.
  const scoring = openScoringSession(pageStorage());
  addEventListener('pagehide', scoring.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') scoring.flush();
  });
  wireHand(p, scoring.session);
  wireTable(p);
  wireSteps(h, p, scoring.session);
  const main = document.createElement('main');
  main.append(...STEPS.flatMap((step) => p.steps.panels[step] ?? []));
  // The notices have their own area under the header, in the page's flow: never over the score or a seat.
  // The phone's step bar comes last, sticking to the foot of the screen.
  document.body.prepend(h.header, p.updatePrompt, main, p.steps);
  startServiceWorkerAfterModels(p);

  h.language.addEventListener('change', () => showLocale(h, p, locale, h.language.value as Locale));
  showLocale(h, p, locale, locale.value);
}

/**
 * A first visit's precache downloads and stores the whole build (about 1.5 MB). Begun as the page
 * mounted, it shared a busy device's cores with the vision worker's start: with a training run
 * beside it, the camera's first frame came at a median 1,310 ms against 1,147 ms with no service
 * worker (`npm run bench`, models/MODEL_CARD.md "Speed"; no difference on a quiet machine). So
 * the service worker is registered once the capture view's models are in (or failed), and at the
 * latest after 30 s, so that a load that never ends cannot leave the app without its offline copy.
 */
function startServiceWorkerAfterModels(p: Pick<Parts, 'capture' | 'updatePrompt'>): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    clearTimeout(latest);
    startServiceWorker(p.updatePrompt);
  };
  const latest = setTimeout(start, SERVICE_WORKER_LATEST_MS);
  p.capture.addEventListener('models-settled', start, { once: true });
}

mount();
