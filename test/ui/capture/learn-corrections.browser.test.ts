// Learning from corrections, with real IndexedDB and the real models: a tile-set profile built
// from the orchid sheet is stored and in use; a photo is read, one tile corrected and the hand
// confirmed; the stored profile gains one learned entry of the corrected kind, and Undo leaves it
// as it was before.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { CaptureView, HandReadDetail } from '../../../src/ui/capture/capture-view';
import type { VisionClient } from '../../../src/recognition/client';
import { correctionsOf } from '../../../src/ui/editor/corrections';
import { replaceTile } from '../../../src/ui/editor/hand-edit';
import { draftFromReading } from '../../../src/vision/hand-draft';
import { openProfileStore } from '../../../src/store/profile-store';
import { STRINGS } from '../../../src/ui/i18n/strings';
import { expectNoSeriousViolations } from '../axe';
import { captureHarness } from './capture-harness';
import photoUrl from '../../fixtures/scenes/images/000091.jpg?url';
// Made by `npm run synth:sheet -- --style orchid --out test/fixtures/calibration/orchid-sheet.jpg --seed 7`.
import sheetUrl from '../../fixtures/calibration/orchid-sheet.jpg?url';

const EN = STRINGS.en.capture;
const DB = 'riichi-lens-profiles-learn-test';

let view: CaptureView;
let read: HandReadDetail[];
let client: VisionClient;
captureHarness((v, r, c) => {
  view = v;
  read = r;
  client = c;
});

describe('capture-view: learning confirmed corrections into the tile set', () => {
  it('adds one learned entry of the corrected kind, and Undo restores the stored profile', async () => {
    const photoBytes = async () => (await fetch(photoUrl)).arrayBuffer();
    const tile = { box: { x: 10, y: 10, w: 20, h: 30 }, kind: '1m' } as const;
    // Without a profile in use there is nothing to learn into.
    expect(await client.embedTiles(await photoBytes(), [tile])).toMatchObject({ ok: false, code: 'no_profile' });
    const built = await client.buildProfile(await (await fetch(sheetUrl)).arrayBuffer(), 'orchid', [], false);
    if (!built.ok) expect.fail(`${built.code}: ${built.message}`);
    const store = await openProfileStore(DB);
    try {
      await store.saveProfile({ name: 'orchid', savedAt: '2026-11-23T08:00:00.000Z', profile: built.profile });
      const before = await store.loadProfile('orchid');
      if (!before.ok) expect.fail(before.reason);
      view.database = DB;
      view.profileName = 'orchid';
      view.profile = built.profile;
      const photo = new File([await photoBytes()], 'hand.jpg', { type: 'image/jpeg' });
      const input = view.shadowRoot!.querySelector<HTMLInputElement>('#photo-input')!;
      const files = new DataTransfer();
      files.items.add(photo);
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await expect.poll(() => read.length, { timeout: 90_000 }).toBe(1);
      expect((await client.stats()).profile).toBe('orchid');
      // A box outside the 360 x 640 photo is refused, naming why.
      expect(await client.embedTiles(await photoBytes(), [{ ...tile, box: { x: 400, y: 10, w: 20, h: 30 } }])).toMatchObject({ ok: false, code: 'box_outside_frame' });

      // The person corrects the first concealed tile to another kind, then confirms the hand.
      const asRead = draftFromReading(read[0]!.draft);
      const first = asRead.concealed[0]!;
      const kind = first.tile === '9p' ? '8p' : '9p';
      const corrected = replaceTile(asRead, { row: 'concealed', index: 0 }, kind);
      const corrections = correctionsOf(asRead, corrected);
      expect(corrections).toEqual([{ id: first.source!.id, kind }]);
      await view.learnCorrections(corrections);

      const status = page.getByText(EN.learned(1, 'orchid'));
      await expect.element(status).toBeVisible();
      const after = await store.loadProfile('orchid');
      if (!after.ok) expect.fail(after.reason);
      expect(after.stored.profile.learned).toHaveLength(1);
      const entry = after.stored.profile.learned![0]!;
      expect(entry.kind).toBe(kind);
      expect(entry.vectors).toHaveLength(4);
      for (const v of entry.vectors) expect(v).toHaveLength(built.profile.classifier.embeddingSize);
      expect(view.profile?.learned).toHaveLength(1);
      await expectNoSeriousViolations();

      const undo = page.getByRole('button', { name: EN.learnUndo });
      undo.element().focus();
      (undo.element() as HTMLButtonElement).click();
      await expect.element(page.getByText(EN.learnUndone('orchid'))).toBeVisible();
      const undone = await store.loadProfile('orchid');
      if (!undone.ok) expect.fail(undone.reason);
      expect(undone.stored.profile).toEqual(before.stored.profile);
      expect(view.profile).toEqual(before.stored.profile);
      await expect.poll(async () => (await client.stats()).profile).toBe('orchid');
    } finally {
      await client.useProfile(null);
      await store.deleteProfile('orchid');
      store.close();
    }
  }, 240_000);
});
