// The stream overlay in German and Japanese: the last hand's yaku in the language with their
// romaji, points formatted for the language, no English-only word, and axe clean. The state
// arrives as it does from the scoring page in the same browser (its BroadcastChannel), built by
// the same function from a recorded game, so the wire format stays the engine's romaji names.
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { append, emptyLog, type Envelope, type GameLog } from '../../../src/engine/index';
import { overlayStateOf } from '../../../src/relay/overlay-state';
import { OVERLAY_CHANNEL } from '../../../src/ui/overlay/overlay-link';
import { type Locale, STRINGS, formatPoints } from '../../../src/ui/i18n/strings';
import '../../../src/ui/overlay/stream-overlay';
import { yakuName } from '../../../src/ui/i18n/yaku-names';
import { expectNoSeriousViolations } from '../axe';
import { englishOnlyWords, leftovers } from '../i18n/english-words';
import { inLocale } from '../in-locale';

const at = '2026-01-01T00:00:00Z';
function logOf(...events: Envelope['event'][]): GameLog {
  let log = emptyLog;
  events.forEach((event, i) => {
    const hands = event.type === 'tsumo' ? { hands: [{ winner: 1, tiles: '123m 456p 789s 11z 22z', yaku: [['Menzen Tsumo', 1], ['Riichi', 1]] as [string, number][] }] } : {};
    const r = append(log, { id: `e${i}`, at, by: 't', event, ...hands });
    if (!r.ok) throw new Error(r.error.code);
    log = r.value;
  });
  return log;
}

const STATE = overlayStateOf('Club', logOf({ v: 1, type: 'start', players: ['Ann', 'Bob', 'Cat', 'Dan'], preset: 'ema-2012' }, { v: 1, type: 'tsumo', win: { winner: 1, worth: { han: 3, fu: 30 } } }))!;
const english = englishOnlyWords();

afterEach(() => document.body.replaceChildren());

async function mount(locale: Locale): Promise<void> {
  const el = document.createElement('stream-overlay');
  el.game = 'g1';
  document.body.append(inLocale(locale, el));
  await el.updateComplete;
  const channel = new BroadcastChannel(OVERLAY_CHANNEL);
  channel.postMessage({ type: 'state', game: 'g1', state: STATE });
  channel.close();
}

describe('the stream overlay in every language', () => {
  it.each(['de', 'ja'] as const)('shows the last hand in %s: yaku with romaji, points for the language, no English', async (locale) => {
    await mount(locale);
    const s = STRINGS[locale];
    const hand = page.getByRole('region', { name: s.overlay.lastHand });
    await expect.element(hand).toHaveTextContent(yakuName('menzen-tsumo', locale));
    expect(yakuName('menzen-tsumo', locale)).toContain('Menzen tsumo');
    await expect.element(page.getByText(formatPoints(STATE.seats[0]!.points, s)).first()).toBeVisible();
    expect(leftovers(english)).toEqual([]);
    // The hand slides and fades in: contrast is judged once it has arrived, as a viewer sees it.
    await Promise.all(document.querySelector('stream-overlay')!.shadowRoot!.getAnimations().map((a) => a.finished));
    await expectNoSeriousViolations();
  });

  it.each(['en', 'de', 'ja'] as const)('%s: a state it cannot draw (a 65-character name) is said in an alert, the last table stays, and a good state clears it', async (locale) => {
    await mount(locale);
    const o = STRINGS[locale].overlay;
    await expect.element(page.getByText('Ann').first()).toBeVisible();
    const channel = new BroadcastChannel(OVERLAY_CHANNEL);
    channel.postMessage({ type: 'state', game: 'g1', state: { ...STATE, seats: STATE.seats.map((seat, i) => (i === 0 ? { ...seat, name: 'N'.repeat(65) } : seat)) } });
    await expect.element(page.getByRole('alert')).toHaveTextContent(o.stateRefused('seats[0].name'));
    await expect.element(page.getByText('Ann').first()).toBeVisible();
    channel.postMessage({ type: 'state', game: 'g1', state: STATE });
    channel.close();
    await expect.poll(() => document.querySelector('stream-overlay')!.shadowRoot!.querySelector('[role="alert"]')).toBeNull();
  });

  it('formats points the German way (30.000), so the check above can tell', () => {
    expect(formatPoints(30000, STRINGS.de)).toBe('30.000');
    expect(formatPoints(30000, STRINGS.en)).toBe('30,000');
  });
});
