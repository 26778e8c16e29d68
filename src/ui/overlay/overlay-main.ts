/**
 * Entry point of overlay.html, the stream overlay: the game to follow and the language come from
 * the link (`?game=ID&lang=de`), since an OBS browser source has no one to pick them. A link
 * naming a tournament instead (`?tournament=ID`, optionally `&top=N`) shows its leaderboard.
 */
import { ContextProvider } from '@lit/context';
import { DEFAULT_LOCALE, LOCALES, type Locale, STRINGS } from '../i18n/strings';
import { localeContext } from '../i18n/locale-context';
import './stream-overlay';
import './tournament-leaderboard';
import { topOf } from '../tournament/standings-text';

const params = new URLSearchParams(location.search);
const lang = params.get('lang') ?? navigator.language.slice(0, 2).toLowerCase();
const locale: Locale = (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : DEFAULT_LOCALE;
document.documentElement.lang = locale;
// The page's title is what a screen reader announces first: in the link's language too.
document.title = `${STRINGS[locale].appTitle} · ${STRINGS[locale].overlay.title}`;
// The overlay and the tiles it draws take the language from the body, as on the app's page.
new ContextProvider(document.body, { context: localeContext, initialValue: locale });
const tournament = params.get('tournament');
if (tournament !== null) {
  const board = document.createElement('tournament-leaderboard');
  board.tournament = tournament;
  board.top = topOf(params.get('top'));
  document.body.append(board);
} else {
  const overlay = document.createElement('stream-overlay');
  overlay.game = params.get('game') ?? '';
  document.body.append(overlay);
}
