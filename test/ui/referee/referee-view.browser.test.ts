// Referee mode in the app's page, in real Chromium: a hand entered in the calculator, the referee
// section opened from the header's link, a wrong declaration (points, then yaku) and the winner's
// discards entered, the differences and the furiten ruling read, the evidence exported as JSON
// (no photo: no PNG) and read back, and axe-core clean. The hand is South's pung of South won on
// a discard in the East round: 1 han 40 fu, 1,300 from the discarder; it waited on East and South.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { importEvidence } from '../../../src/referee/index';
import type { EvidenceExportDetail } from '../../../src/ui/referee/referee-view';
import '../../../src/ui/main';
import { trySampleHand } from '../sample-hand';
import { STRINGS } from '../../../src/ui/i18n/strings';
import { expectNoSeriousViolations } from '../axe';

const referee = () => page.getByRole('region', { name: 'Referee mode' });
const verdict = () => referee().getByRole('status', { name: 'Ruling' });

/** Files the page offers for download, by name. */
const downloads: string[] = [];
const click = HTMLAnchorElement.prototype.click;
HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
  if (this.download) downloads.push(this.download);
  else click.call(this);
};
afterAll(() => {
  HTMLAnchorElement.prototype.click = click;
});

// Every part of the page at once, as on a laptop: this flow goes back and forth between them, which
// on a phone are steps of their own (the steps themselves: test/ui/phone.browser.test.ts).
beforeAll(() => page.viewport(1280, 900));
// The app opens with no hand: these suites score the example, asked for with its button.
beforeAll(trySampleHand);

describe('referee mode', () => {
  it('is opened from the header and rules on the calculator\'s hand', async () => {
    await page.getByRole('textbox', { name: 'Hand as text' }).fill('123m456p789s1122z win:2z');
    await page.getByRole('link', { name: 'Referee mode' }).click();
    await expect.element(verdict()).toHaveTextContent('The win stands.');
    await expect.element(verdict()).toHaveTextContent('Computed: 1,300 (1 han 40 fu).');
  });

  it('explains a wrong declaration of points', async () => {
    await referee().getByRole('spinbutton', { name: 'Points declared' }).fill('2600');
    await expect.element(verdict()).toHaveTextContent('Declared 2,600, computed 1,300 (1 han 40 fu). 2,600 would be 1 han 80 fu or 2 han 40 fu or 3 han 20 fu.');
  });

  it('explains a wrong list of yaku, each yaku on its own', async () => {
    await referee().getByRole('radio', { name: 'Yaku' }).click();
    await referee().getByRole('checkbox', { name: 'Pinfu', exact: true }).click();
    await expect.element(verdict()).toHaveTextContent('Pinfu was declared, but the hand has a pung (pon) or kong (kan); it needs four chows (chi).');
    await expect.element(verdict()).toHaveTextContent('Seat Wind Pon, South (Jikaze nan) (1 han) is in the hand but was not declared.');
  });

  it('rules the win invalid when the player discarded one of his waits (furiten)', async () => {
    await referee().getByRole('textbox', { name: "Winner's discards" }).fill('9m1z');
    await expect.element(verdict()).toHaveTextContent('The win is invalid.');
    await expect.element(verdict()).toHaveTextContent('Furiten: the hand waited on East wind and South wind, and the player had discarded East wind.');
  });

  it('exports the evidence as JSON that reads back with the same ruling', async () => {
    const exported = new Promise<EvidenceExportDetail>((resolve) => document.addEventListener('evidence-export', (e) => resolve((e as CustomEvent<EvidenceExportDetail>).detail), { once: true }));
    await referee().getByRole('button', { name: 'Export evidence' }).click();
    const detail = await exported;
    expect(detail.png).toBe(false);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatch(/^riichi-lens-ruling-.*\.json$/);
    const back = importEvidence(detail.json);
    expect(back.ok).toBe(true);
    if (back.ok) {
      expect(back.value.claim).toEqual({ kind: 'yaku', yaku: ['pinfu'] });
      expect(back.value.ruling.invalid.map((i) => i.code)).toEqual(['furiten']);
      expect(back.value.request.hand.win_tile).toBe('2z');
      expect(back.value.photo).toBeNull();
    }
    await expect.element(referee().getByRole('status').last()).toHaveTextContent('Evidence saved as JSON.');
  });

  it('takes the declaration from the keyboard alone: arrow keys between kinds, Tab between fields', async () => {
    (referee().getByRole('radio', { name: 'Yaku' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(referee().getByRole('radio', { name: 'Han and minipoints' })).toBeChecked();
    await userEvent.keyboard('{Tab}2{Tab}40');
    await expect.element(verdict()).toHaveTextContent('Declared 2 han, computed 1: Seat Wind Pon, South (Jikaze nan) 1.');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Backspace}1');
    await expect.element(verdict()).toHaveTextContent('The declaration matches the hand.');
  });

  it('speaks German and Japanese', async () => {
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.selectOptions('ja');
    await expect.element(page.getByRole('region', { name: '審判モード' }).getByRole('status', { name: '裁定' })).toHaveTextContent('フリテン');
    await page.getByRole('combobox', { name: '言語' }).selectOptions('de');
    await expect.element(page.getByRole('region', { name: 'Schiedsrichter-Modus' }).getByRole('status', { name: 'Entscheidung' })).toHaveTextContent('Furiten: die Hand wartete auf');
    await page.getByRole('combobox', { name: 'Sprache' }).selectOptions('en');
  });

  it('says why a hand cannot be read in the page language, not in the engine\'s English', async () => {
    const de = STRINGS.de;
    await page.getByRole('combobox', { name: 'Language' }).selectOptions('de');
    const text = page.getByRole('textbox', { name: de.editor.text });
    await text.fill('11111m456p789s22z win:2z');
    const ruling = page.getByRole('region', { name: de.referee.title }).getByRole('status', { name: de.referee.verdict });
    await expect.element(ruling).toHaveTextContent('Die Hand ist nicht lesbar:');
    await expect.element(ruling).toHaveTextContent(`${de.field('hand')}: ${de.issues.hand.too_many_copies}`);
    await expect.element(ruling).not.toHaveTextContent('copies');
    await text.fill('123m456p789s1122z win:2z');
    await page.getByRole('combobox', { name: de.language }).selectOptions('en');
  });

  it('with a photo, exports the photo with its boxes drawn as a PNG beside the JSON', async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 60;
    canvas.getContext('2d')!.fillRect(0, 0, 80, 60);
    // The same hand read from a photo, as the capture view hands it to the page's scoring session.
    // The boxes are in the pixels of the full picture (twice the size of the copy kept).
    const provenance = { concealed: [], win_tile: null, melds: [], dora_indicators: [], ura_indicators: [] };
    const draft = { concealed: '123m456p789s11222z', win_tile: '2z', melds: [], dora_indicators: ['1p'], ura_indicators: [], provenance } as const;
    const photo = { width: 160, height: 120, boxes: [{ tile: '2z', x: 20, y: 30, w: 24, h: 32 }] };
    document.querySelector('referee-view')!.session.dispatch({ type: 'read', draft, thumbnail: canvas.toDataURL('image/jpeg'), photo });
    const exported = new Promise<EvidenceExportDetail>((resolve) => document.addEventListener('evidence-export', (e) => resolve((e as CustomEvent<EvidenceExportDetail>).detail), { once: true }));
    await referee().getByRole('button', { name: 'Export evidence' }).click();
    const detail = await exported;
    expect(detail.png).toBe(true);
    expect(downloads.slice(-2).map((d) => d.split('.').pop())).toEqual(['json', 'png']);
    const back = importEvidence(detail.json);
    expect(back.ok && back.value.photo?.boxes).toEqual([{ tile: '2z', x: 20, y: 30, w: 24, h: 32 }]);
  });

  it('is clean under axe-core', async () => {
    await expectNoSeriousViolations();
  });
});
