// The sync status line under a table's game, in Chromium, in every language: each status says
// its words (no English left in German or Japanese), the retry countdown counts down on screen
// while the announced text keeps the seconds of the moment the wait began, the buttons fire their
// events, and axe finds nothing serious in light and dark.
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../src/sync/table-syncer';
import { LOCALES, STRINGS, type Locale } from '../../../src/ui/i18n/strings';
import type { SyncStatusLine } from '../../../src/ui/game/sync-status';
import '../../../src/ui/game/sync-status';
import { expectNoSeriousViolations } from '../axe';
import { englishOnlyWords, leftovers } from '../i18n/english-words';

afterEach(() => document.body.replaceChildren());

const STATUSES: readonly SyncStatus[] = [
  { kind: 'synced', events: 12 },
  { kind: 'sending', waiting: 3 },
  { kind: 'retrying', waiting: 2, cause: 'offline', retryAt: Date.now() + 8000 },
  { kind: 'retrying', waiting: 1, cause: 'server', retryAt: Date.now() + 4000 },
  { kind: 'retrying', waiting: 5, cause: 'busy', retryAt: Date.now() + 30_000 },
  { kind: 'diverged', reason: 'undone' },
  { kind: 'diverged', reason: 'changed' },
  { kind: 'diverged', reason: 'server' },
  { kind: 'stopped', reason: 'wrong_secret', message: 'wrong secret' },
  { kind: 'stopped', reason: 'wrong_table', message: 'this table seats Ann, Bob, Cat, Dan' },
  // As the server words it (src/tournament/sync.ts): the rule's code first, said in the reader's language.
  { kind: 'stopped', reason: 'refused_event', message: 'game_over: the game has ended' },
];

async function mount(locale: Locale, status: SyncStatus): Promise<SyncStatusLine> {
  const line = document.createElement('sync-status');
  line.locale = locale;
  line.status = status;
  document.body.append(line);
  await line.updateComplete;
  return line;
}

const text = (line: SyncStatusLine) => line.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();

describe.each(LOCALES)('%s', (locale) => {
  it('says every status in its words, with nothing serious for axe', async () => {
    const english = englishOnlyWords();
    for (const status of STATUSES) {
      const line = await mount(locale, status);
      expect(text(line)).not.toBe('');
      if (locale !== 'en') expect(leftovers(english)).toEqual([]);
      await expectNoSeriousViolations(document.body);
      line.remove();
    }
  });
});

it('words a refused event by its rule, and shows an unknown message as the server wrote it', async () => {
  const line = await mount('de', { kind: 'stopped', reason: 'refused_event', message: 'game_over: the game has ended' });
  expect(text(line)).toContain(STRINGS.de.gameActions.ruleRefusal.game_over);
  line.status = { kind: 'stopped', reason: 'refused_event', message: 'log_full: a game holds 10000 events at most' };
  await line.updateComplete;
  expect(text(line)).toContain('log_full: a game holds 10000 events at most');
});

it('counts a retry down on screen, announcing only the wait as it began', async () => {
  const y = STRINGS.en.sync;
  const line = await mount('en', { kind: 'retrying', waiting: 2, cause: 'offline', retryAt: Date.now() + 3000 });
  const announced = line.shadowRoot!.querySelector('[role=status]')!;
  expect(announced.textContent).toBe(y.offline(2, 3));
  await new Promise((r) => setTimeout(r, 2100));
  await line.updateComplete;
  const shown = line.shadowRoot!.querySelector('[aria-hidden=true]')!.textContent;
  expect(shown).toBe(y.offline(2, 1));
  expect(announced.textContent).toBe(y.offline(2, 3));
});

it('fires take-server-game from a divergence and sync-retry from a wait; the take button waits while busy', async () => {
  const fired: string[] = [];
  const line = await mount('en', { kind: 'diverged', reason: 'changed' });
  for (const name of ['take-server-game', 'sync-retry']) document.body.addEventListener(name, () => fired.push(name));
  line.shadowRoot!.querySelector('button')!.click();
  line.busy = true;
  await line.updateComplete;
  const take = line.shadowRoot!.querySelector('button')!;
  expect([take.disabled, take.textContent]).toEqual([true, STRINGS.en.sync.taking]);
  line.status = { kind: 'retrying', waiting: 1, cause: 'server', retryAt: Date.now() + 1000 };
  await line.updateComplete;
  line.shadowRoot!.querySelector('button')!.click();
  // A start with another table's players is mended by the same button; other stops have none.
  line.busy = false;
  line.status = { kind: 'stopped', reason: 'wrong_table', message: 'this table seats Ann, Bob, Cat, Dan' };
  await line.updateComplete;
  line.shadowRoot!.querySelector('button')!.click();
  line.status = { kind: 'stopped', reason: 'wrong_secret', message: 'wrong secret' };
  await line.updateComplete;
  expect(line.shadowRoot!.querySelector('button')).toBeNull();
  expect(fired).toEqual(['take-server-game', 'sync-retry', 'take-server-game']);
});
