/**
 * What the capture-view suites share: one recogniser (the bundled models, loaded once per file)
 * and, for each test, a fresh `<capture-view>` on it, whose `hand-read` events are collected.
 * `mounted` hands the file its view, list and client; removing the view stops its camera.
 */
import { afterEach, beforeEach } from 'vitest';
import type { CaptureView, HandReadDetail } from '../../../src/ui/capture/capture-view';
import '../../../src/ui/capture/capture-view';
import type { VisionClient } from '../../../src/recognition/client';
import { sharedRecogniser } from '../shared-recogniser';

export function captureHarness(mounted: (view: CaptureView, read: HandReadDetail[], client: VisionClient) => void): void {
  const recogniser = sharedRecogniser();
  beforeEach(async () => {
    const client = recogniser();
    const read: HandReadDetail[] = [];
    const view = document.createElement('capture-view');
    view.client = client;
    view.addEventListener('hand-read', (e) => read.push((e as CustomEvent<HandReadDetail>).detail));
    document.body.append(view);
    await view.updateComplete;
    mounted(view, read, client);
  });
  afterEach(() => document.body.replaceChildren());
}

/** The draft's hand without provenance, to compare with a scene's label. */
export const handOf = (d: HandReadDetail['draft']) => ({
  concealed: d.concealed,
  win_tile: d.win_tile,
  melds: d.melds.map((m) => ({ ...m })),
  dora_indicators: [...d.dora_indicators],
  ura_indicators: [...d.ura_indicators],
});
