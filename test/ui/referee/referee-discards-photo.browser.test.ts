// Referee mode reads the winner's discards from a photo, in the app's page in real Chromium with
// the real vision worker and the bundled models: the committed pond (test/fixtures/ponds, taken
// upside down, the riichi tile sideways) fills the discards field in discard order, and a hand
// waiting on one of those tiles is ruled furiten; the evidence keeps the photo; the field stays
// editable; a pasted photo reads too; a file that is not a picture and a photo without tiles get
// plain messages; a doubted tile is listed to check; axe-core finds nothing serious.
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { importEvidence } from '../../../src/referee/index';
import type { EvidenceExportDetail } from '../../../src/ui/referee/referee-view';
import '../../../src/ui/main';
import { trySampleHand } from '../sample-hand';
import pondUrl from '../../fixtures/ponds/pond-180.jpg?url';
import orchidPondUrl from '../../fixtures/ponds/pond-orchid.jpg?url';
import ponds from '../../fixtures/ponds/ponds.json';
import sceneUrl from '../../fixtures/scenes/images/000091.jpg?url';
import { expectNoSeriousViolations } from '../axe';

const referee = () => page.getByRole('region', { name: 'Referee mode' });
const verdict = () => referee().getByRole('status', { name: 'Ruling' });
const discards = () => referee().getByRole('textbox', { name: "Winner's discards" });
const photoStatus = () => referee().getByRole('status', { name: 'Discards read from the photo' });
const pondFile = async (url = pondUrl): Promise<File> => new File([await (await fetch(url)).arrayBuffer()], 'pond.jpg', { type: 'image/jpeg' });
// The pond's tiles in discard order, as the field writes them.
const POND_TEXT = '19m5z3p7s2z4m6p8s4z7p3s6z9p';

// Every part of the page at once, as on a laptop: this flow goes back and forth between them, which
// on a phone are steps of their own (the steps themselves: test/ui/phone.browser.test.ts).
beforeAll(() => page.viewport(1280, 900));
// The app opens with no hand: these suites score the example, asked for with its button.
beforeAll(trySampleHand);

describe('referee mode: the discards from a photo', () => {
  it('fills the discards field from the pond photo in discard order, and rules the win furiten', async () => {
    expect(ponds[0]!.tiles.join('')).toBe('1m9m5z3p7s2z4m6p8s4z7p3s6z9p'); // the fixture this test was written for
    // South's pung of South, won on a discard: waits on East and South; the pond holds South.
    await page.getByRole('textbox', { name: 'Hand as text' }).fill('123m456p789s1122z win:2z');
    await page.getByRole('link', { name: 'Referee mode' }).click();
    await expect.element(verdict()).toHaveTextContent('The win stands.');
    await userEvent.upload(referee().getByLabelText('Photograph discards'), await pondFile());
    await expect.element(discards(), { timeout: 90_000 }).toHaveValue(POND_TEXT);
    await expect.element(photoStatus()).toHaveTextContent('Read 14 discards from the photo. Discard 9 (8 bamboo) lies sideways: riichi was declared with it.');
    await expect.element(verdict()).toHaveTextContent('The win is invalid.');
    await expect.element(verdict()).toHaveTextContent('Furiten: the hand waited on East wind and South wind, and the player had discarded South wind.');
    await expectNoSeriousViolations();
  }, 120_000);


  it('keeps the discards photo with its boxes in the evidence record', async () => {
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.download) click.call(this);
    };
    try {
      const exported = new Promise<EvidenceExportDetail>((resolve) => document.addEventListener('evidence-export', (e) => resolve((e as CustomEvent<EvidenceExportDetail>).detail), { once: true }));
      await referee().getByRole('button', { name: 'Export evidence' }).click();
      const back = importEvidence((await exported).json);
      if (!back.ok) expect.fail(back.error.reason);
      expect(back.value.discards).toBe(POND_TEXT);
      expect(back.value.discardsPhoto).toMatchObject({ width: 640, height: 480 });
      expect(back.value.discardsPhoto!.ref).toMatch(/^data:image\/jpeg;base64,/);
      expect(back.value.discardsPhoto!.boxes.map((b) => b.tile).sort()).toEqual([...ponds[0]!.tiles].sort());
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('keeps the field the referee\'s: a correction rules again', async () => {
    await discards().fill('19m5z3p7s4m');
    await expect.element(verdict()).toHaveTextContent('The win stands.');
  });

  it('reads a photo pasted into the discards field', async () => {
    const field = discards().element() as HTMLInputElement;
    const pasted = new DataTransfer();
    pasted.items.add(await pondFile());
    field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: pasted, bubbles: true, composed: true }));
    await expect.element(discards(), { timeout: 60_000 }).toHaveValue(POND_TEXT);
    await expect.element(verdict()).toHaveTextContent('The win is invalid.');
  }, 90_000);

  it('says plainly when the file is not a picture, and keeps the discards', async () => {
    await userEvent.upload(referee().getByLabelText('Photograph discards'), new File(['not a photo'], 'notes.txt', { type: 'text/plain' }));
    await expect.element(photoStatus(), { timeout: 60_000 }).toHaveTextContent('That file is not a picture.');
    await expect.element(discards()).toHaveValue(POND_TEXT);
  }, 90_000);

  it('says when a photo shows no tiles, and keeps the discards', async () => {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [320, 240];
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2e5d46';
    ctx.fillRect(0, 0, 320, 240);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    await userEvent.upload(referee().getByLabelText('Photograph discards'), new File([blob], 'table.png', { type: 'image/png' }));
    await expect.element(photoStatus(), { timeout: 60_000 }).toHaveTextContent('No tiles were found in the photo.');
    await expect.element(discards()).toHaveValue(POND_TEXT);
  }, 90_000);

  it('lists the tiles read with less certainty for the referee to check', async () => {
    await discards().fill('');
    // The same pond in the orchid art, which no model was trained on: its 9 circles is doubted
    // (read as some circles tile, below 70 %), and listed for the referee.
    await userEvent.upload(referee().getByLabelText('Photograph discards'), await pondFile(orchidPondUrl));
    await expect.poll(() => (discards().element() as HTMLInputElement).value, { timeout: 60_000 }).toMatch(new RegExp(`^${POND_TEXT.slice(0, -2)}[1-9]p$`));
    await expect.element(photoStatus()).toHaveTextContent('Check these tiles, read with less certainty:');
    const doubted = photoStatus().getByRole('listitem');
    await expect.element(doubted).toHaveTextContent(/^\? discard 14: \d circles \(\d\d %\)/);
    await expectNoSeriousViolations();
  }, 90_000);

  it('reaches the photo button from the discards field with the keyboard', async () => {
    (discards().element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    const active = (referee().element().getRootNode() as ShadowRoot).activeElement;
    expect(active).toBe(referee().getByLabelText('Photograph discards').element());
  });

  // Last: it puts another hand in the calculator.
  it('reads with the page’s one recogniser: a photo of the hand afterwards starts no second worker', async () => {
    const started: string[] = [];
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push(options?.name ?? String(url));
      }
    };
    try {
      // Referee mode already started the capture view's worker for the pond: the hand's photo goes to it.
      await userEvent.upload(page.getByLabelText('Choose a photo'), new File([await (await fetch(sceneUrl)).arrayBuffer()], 'hand.jpg', { type: 'image/jpeg' }));
      await expect.element(page.getByRole('region', { name: 'Score', exact: true }), { timeout: 90_000 }).toHaveTextContent('Total');
      await expect.element(page.getByText('The hand is in the editor: check the marked tiles.')).toBeVisible();
      expect(started).toEqual([]);
    } finally {
      window.Worker = Original;
    }
  }, 120_000);
});
