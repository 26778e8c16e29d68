// The capture view in Chromium with the real vision worker and the bundled models: camera
// failures become messages in the page's language while the photo path keeps working; photos
// chosen, pasted or dropped are read, drawn with their boxes and handed on as a draft; files the
// worker refuses get a message, never a crash. The live camera itself is tested in the camera
// project (test/camera), where Chromium has a fake one; here getUserMedia is stubbed to fail.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { type VisionClient, createVisionClient } from '../../../src/recognition/client';
import type { CaptureView, HandReadDetail } from '../../../src/ui/capture/capture-view';
import { STRINGS } from '../../../src/ui/i18n/strings';
import { sceneHand } from '../../fixtures/camera/expected';
import photoUrl from '../../fixtures/scenes/images/000091.jpg?url';
import cameraSceneUrl from '../../fixtures/scenes/images/000017.jpg?url';
import exifUrl from '../../fixtures/exif/orientation-6.jpg?url';
// Made by `npm run synth:sheet -- --style orchid --out test/fixtures/calibration/orchid-sheet.jpg --seed 7`.
import sheetUrl from '../../fixtures/calibration/orchid-sheet.jpg?url';
import { CAMERA_SCENE, PHOTO_SCENE } from '../../../src/cli/camera-clip/scenes';
import { captureHarness, handOf } from './capture-harness';

const EN = STRINGS.en.capture;
const DE = STRINGS.de.capture;

let view: CaptureView;
let read: HandReadDetail[];
let client: VisionClient;

captureHarness((v, r, c) => {
  view = v;
  read = r;
  client = c;
});

afterEach(() => vi.restoreAllMocks());

const photoBytes = async (): Promise<ArrayBuffer> => (await fetch(photoUrl)).arrayBuffer();
const photoFile = async (): Promise<File> => new File([await photoBytes()], 'hand.jpg', { type: 'image/jpeg' });
const choosePhoto = () => page.getByLabelText(EN.choosePhoto);
const annotated = () => page.getByRole('img', { name: EN.annotatedPhoto(21) });


/** Waits for the photo to be read and checks what the page and the event show. */
async function expectPhotoRead(): Promise<void> {
  await expect.element(annotated(), { timeout: 60_000 }).toBeVisible();
  const svg = annotated().element();
  expect(svg.getAttribute('viewBox')).toBe('0 0 360 640');
  const groups = [...svg.querySelectorAll('g')];
  expect(groups).toHaveLength(21);
  // Every box marked uncertain says so in its label too, not by colour alone.
  for (const g of groups) expect(g.classList.contains('uncertain')).toBe(g.querySelector('text')!.textContent!.endsWith('?'));
  await expect.element(page.getByText(EN.loaded)).toBeVisible();
  expect(read).toHaveLength(1);
  expect(read[0]!.source).toBe('photo');
  expect(handOf(read[0]!.draft)).toEqual(sceneHand(PHOTO_SCENE));
}

describe('capture-view: camera failures', () => {
  it('says the camera was refused, and the photo path still reads a hand', async () => {
    vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    await page.getByRole('button', { name: EN.startCamera }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(EN.cameraErrors.denied);
    // Not stuck: the button offers to start again.
    await expect.element(page.getByRole('button', { name: EN.startCamera })).toBeVisible();

    await userEvent.upload(choosePhoto(), await photoFile());
    await expectPhotoRead();
    // The camera message stays next to the camera; the photo is read beside it.
    await expect.element(page.getByRole('alert')).toHaveTextContent(EN.cameraErrors.denied);

    await page.viewport(1280, 900);
    await page.screenshot({ path: '../../artifacts/camera-refused.png' });
  });

  it('tells a missing camera from a busy one, in the page’s language', async () => {
    view.locale = 'de';
    const gum = vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockRejectedValueOnce(new DOMException('no camera', 'NotFoundError'));
    await page.getByRole('button', { name: DE.startCamera }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(DE.cameraErrors.missing);

    gum.mockRejectedValueOnce(new DOMException('Could not start video source', 'NotReadableError'));
    await page.getByRole('button', { name: DE.startCamera }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(DE.cameraErrors.busy);
    await page.viewport(760, 700);
    await page.screenshot({ path: '../../artifacts/camera-busy-de.png' });
    expect(gum).toHaveBeenCalledTimes(2);
    expect(gum.mock.calls[0]![0]).toMatchObject({ audio: false, video: { facingMode: { ideal: 'environment' } } });
  });

  it('says when the page cannot have a camera at all (no mediaDevices: http, old browser)', async () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'mediaDevices')!;
    Object.defineProperty(Navigator.prototype, 'mediaDevices', { configurable: true, get: () => undefined });
    try {
      await page.getByRole('button', { name: EN.startCamera }).click();
      await expect.element(page.getByRole('alert')).toHaveTextContent(EN.cameraErrors.unsupported);
    } finally {
      Object.defineProperty(Navigator.prototype, 'mediaDevices', original);
    }
  });
});

/**
 * A camera stream showing the camera scene, from a canvas; `turn()` turns the picture by 90
 * degrees, as a phone turned from landscape to portrait changes the shape of its frames.
 */
async function sceneCamera(): Promise<{ stream: MediaStream; turn: () => void; close: () => void }> {
  const scene = await createImageBitmap(await (await fetch(cameraSceneUrl)).blob());
  const canvas = document.createElement('canvas');
  let turned = false;
  const paint = (): void => {
    canvas.width = turned ? scene.height : scene.width;
    canvas.height = turned ? scene.width : scene.height;
    const ctx = canvas.getContext('2d')!;
    if (turned) {
      ctx.translate(scene.height, 0);
      ctx.rotate(Math.PI / 2);
    }
    ctx.drawImage(scene, 0, 0);
  };
  paint();
  const timer = setInterval(paint, 100); // a canvas stream sends a frame when the canvas is drawn
  return {
    stream: canvas.captureStream(10),
    turn: () => {
      turned = true;
      paint();
    },
    close: () => clearInterval(timer),
  };
}

describe('capture-view: a camera that turns', () => {
  // Chromium's fake camera plays a clip of one size, so it cannot turn: this stream comes from a
  // canvas showing the camera scene, which the test turns by 90 degrees mid-stream, as a phone
  // turned from landscape to portrait changes the shape of its camera's frames. The stream, the
  // video, the worker and the models are all real; only where the stream comes from is not.
  it('keeps reading when the phone turns: the boxes take the new shape of the picture, and the hand is the same', async () => {
    expect(CAMERA_SCENE).toBe('images/000017.jpg'); // the ?url import above names it literally
    const camera = await sceneCamera();
    const { stream } = camera;
    vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockResolvedValue(stream);
    try {
      await page.getByRole('button', { name: EN.startCamera }).click();
      // Off, so the one hand handed on is the one read after the turn (auto-capture has its own tests).
      await page.getByRole('checkbox', { name: EN.autoCapture }).click();
      const live = page.getByRole('img', { name: new RegExp(`^${EN.liveView}: ${EN.found(15, 0)}`) });
      await expect.element(live, { timeout: 60_000 }).toBeVisible();
      expect(live.element().getAttribute('viewBox')).toBe('0 0 640 360');

      camera.turn();
      await expect.poll(() => view.shadowRoot!.querySelector('svg.overlay')?.getAttribute('viewBox'), { timeout: 60_000 }).toBe('0 0 360 640');
      await expect.element(live, { timeout: 60_000 }).toBeVisible();
      // Under load auto-capture may take the steady hand before the click above switches it off:
      // what is checked is the hand the button hands on now, after the turn.
      const before = read.length;
      await page.getByRole('button', { name: EN.useHand }).click();
      expect(read).toHaveLength(before + 1);
      expect(read.at(-1)!.source).toBe('camera');
      expect(handOf(read.at(-1)!.draft)).toEqual(sceneHand(CAMERA_SCENE));
    } finally {
      camera.close();
      await page.getByRole('button', { name: EN.stopCamera }).click();
      expect(stream.getVideoTracks()[0]!.readyState).toBe('ended');
    }
  });
});

describe('capture-view: a recogniser that goes away', () => {
  it('says so when the worker is gone mid-stream, and stops sending it frames', async () => {
    // A client of its own: the shared one serves the other tests.
    const own = createVisionClient();
    expect((await own.init()).ok).toBe(true);
    view.client = own;
    const sent = vi.spyOn(own, 'recognize');
    const camera = await sceneCamera();
    vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockResolvedValue(camera.stream);
    try {
      await page.getByRole('button', { name: EN.startCamera }).click();
      await expect.element(page.getByRole('button', { name: EN.useHand }), { timeout: 60_000 }).toBeEnabled();
      own.dispose();
      await expect.element(page.getByRole('alert')).toHaveTextContent(EN.visionErrors.disposed);
      const after = sent.mock.calls.length;
      await new Promise((r) => setTimeout(r, 500)); // five frames of the stream
      expect(sent.mock.calls.length - after).toBeLessThanOrEqual(1);
    } finally {
      camera.close();
      own.dispose();
    }
  }, 120_000);
});

describe('capture-view: a tile-set profile', () => {
  it('puts the profile it is given in use in its recogniser before reading, and drops it for null', async () => {
    const built = await client.buildProfile(await (await fetch(sheetUrl)).arrayBuffer(), 'orchid', [], false);
    if (!built.ok) expect.fail(`${built.code}: ${built.message}`);
    try {
      view.profile = built.profile;
      expect((await client.stats()).profile).toBeNull(); // not before the view first reads
      await userEvent.upload(choosePhoto(), await photoFile());
      await expect.poll(async () => (await client.stats()).profile, { timeout: 60_000 }).toBe('orchid');
      // The photo read to the end, so its answer cannot land in the next test's view.
      await expect.element(page.getByText(EN.loaded), { timeout: 60_000 }).toBeVisible();
      view.profile = null;
      await expect.poll(async () => (await client.stats()).profile).toBeNull();
      // A profile made for another classifier (as after a model update) is refused, and the user
      // is told the hand is read with the standard tiles; a good one clears the message.
      view.profile = { ...built.profile, classifier: { ...built.profile.classifier, fingerprint: '00000000' } };
      await expect.element(page.getByRole('alert')).toHaveTextContent(EN.profileRefused('orchid', EN.visionErrors.wrong_classifier));
      expect((await client.stats()).profile).toBeNull();
      view.profile = built.profile;
      await expect.poll(async () => (await client.stats()).profile).toBe('orchid');
      await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    } finally {
      await client.useProfile(null); // the other tests share the client
    }
  }, 120_000);
});

describe('capture-view: photos', () => {
  it('answers a file that is not a picture, and a cut-off JPEG, with a message and no hand; a good photo then reads', async () => {
    await userEvent.upload(choosePhoto(), new File(['East round, dealer 25000.\n'], 'notes.txt', { type: 'text/plain' }));
    await expect.element(page.getByRole('alert'), { timeout: 60_000 }).toHaveTextContent(EN.visionErrors.not_an_image);

    const jpg = new Uint8Array(await photoBytes());
    await userEvent.upload(choosePhoto(), new File([jpg.subarray(0, jpg.length >> 1)], 'cut.jpg', { type: 'image/jpeg' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent(EN.visionErrors.truncated);
    expect(read).toEqual([]);
    expect(page.getByRole('img').query()).toBeNull();

    await userEvent.upload(choosePhoto(), await photoFile());
    await expectPhotoRead();
    expect(page.getByRole('alert').query()).toBeNull();
  });

  it('shows a photo the way its EXIF orientation says, the boxes in the same orientation', async () => {
    // Stored 64x40 with orientation 6 (test/fixtures/exif/make.ts): shown, and read, as 40x64.
    await userEvent.upload(choosePhoto(), new File([await (await fetch(exifUrl)).arrayBuffer()], 'turned.jpg', { type: 'image/jpeg' }));
    const photo = page.getByRole('img', { name: EN.annotatedPhoto(0) });
    await expect.element(photo, { timeout: 60_000 }).toBeVisible();
    expect(photo.element().getAttribute('viewBox')).toBe('0 0 40 64');
    const img = view.shadowRoot!.querySelector('img')!;
    await expect.poll(() => [img.naturalWidth, img.naturalHeight]).toEqual([40, 64]);
    // Nothing to read in it: said so, and the editor's hand is left alone.
    await expect.element(page.getByText(EN.noTilesInPhoto)).toBeVisible();
    expect(read).toEqual([]);
  });

  it('reads a pasted picture, and leaves pasted text alone', async () => {
    const text = new DataTransfer();
    text.setData('text/plain', '123m456p');
    window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: text, bubbles: true }));
    await view.updateComplete;
    expect(page.getByRole('status').query()).toBeNull();

    const pasted = new DataTransfer();
    pasted.items.add(await photoFile());
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: pasted, bubbles: true }));
    await expectPhotoRead();
  });

  it('reads a picture dropped on the photo panel', async () => {
    const dropped = new DataTransfer();
    dropped.items.add(await photoFile());
    const panel = view.shadowRoot!.querySelector('[aria-labelledby="photo-title"]')!;
    panel.dispatchEvent(new DragEvent('dragover', { dataTransfer: dropped, bubbles: true, cancelable: true }));
    panel.dispatchEvent(new DragEvent('drop', { dataTransfer: dropped, bubbles: true, cancelable: true }));
    await expectPhotoRead();
  });

  it('is reachable by keyboard: Tab goes from the camera button to the photo picker', async () => {
    (view.shadowRoot!.querySelector('button') as HTMLButtonElement).focus();
    await userEvent.tab();
    // The input itself (visually hidden, its label drawn as the button) takes the focus.
    const focused = view.shadowRoot!.activeElement;
    expect(focused).toBeInstanceOf(HTMLInputElement);
    expect(focused).toBe(choosePhoto().element());
    expect((focused as HTMLInputElement).type).toBe('file');
  });
});
