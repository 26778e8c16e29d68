// English-only words and a search of the drawn page for them, for the tests that check a German
// or Japanese page shows no English (test/ui/i18n/english-leftovers.browser.test.ts and the overlay's).
import { DORA_KINDS, PRESETS, PRESET_NAMES, YAKU, YAKUMAN } from '../../../src/engine/index';
import { STRINGS } from '../../../src/ui/i18n/strings';
import { yakuRomaji } from '../../../src/ui/i18n/yaku-names';

/** Every string leaf of a strings object (functions are not called: their words vary). */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(leaves);
}

const wordsOf = (text: string): string[] => text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];

/** Words of 4 letters or more that only the English strings use, lower-cased. */
export function englishOnlyWords(): Set<string> {
  const shared = new Set(
    [
      ...leaves(STRINGS.de),
      ...leaves(STRINGS.ja),
      ...[...YAKU, ...YAKUMAN, ...DORA_KINDS].map((d) => yakuRomaji(d.id)),
      // Rule sets are named by their titles in every language (proper names).
      ...PRESET_NAMES.map((p) => PRESETS[p].title),
    ].flatMap(wordsOf).map((w) => w.toLowerCase()),
  );
  return new Set(leaves(STRINGS.en).flatMap(wordsOf).map((w) => w.toLowerCase()).filter((w) => w.length >= 4 && !shared.has(w)));
}

/** Every text node and accessible-name attribute of the page, open shadow roots included; none inside `<style>`. */
export function pageTexts(root: Document | ShadowRoot = document): string[] {
  const out: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (el.localName === 'style' || el.localName === 'script') continue;
    for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
      const v = el.getAttribute(attr);
      if (v) out.push(v);
    }
    for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) out.push(node.textContent.trim());
    if (el instanceof HTMLOptionElement) out.push(el.label);
    if (el.shadowRoot) out.push(...pageTexts(el.shadowRoot));
  }
  return out;
}

/**
 * Each English-only word on the page, with the text it was found in. `userTexts` are what people
 * typed (the titles of kept games, which other test files of the same origin leave in English):
 * a text equal to one is theirs, not the app's.
 */
export function leftovers(english: Set<string>, userTexts: ReadonlySet<string> = new Set()): string[] {
  const found = new Set<string>();
  for (const text of pageTexts()) {
    if (userTexts.has(text)) continue;
    for (const w of wordsOf(text)) if (english.has(w.toLowerCase())) found.add(`${w} in “${text.slice(0, 80)}”`);
  }
  return [...found];
}

