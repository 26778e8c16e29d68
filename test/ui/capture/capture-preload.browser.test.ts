// The capture view loads its models while the page is idle, before "Start camera" is pressed, so
// the camera's first frame is read at once; a view handed a recogniser leaves it alone until it reads.
import { afterEach, expect, it, vi } from 'vitest';
import { createVisionClient } from '../../../src/recognition/client';
import '../../../src/ui/capture/capture-view';

/** The workers the page starts, by name, while the real ones still run. */
function watchWorkers(): string[] {
  const started: string[] = [];
  const Real = globalThis.Worker;
  vi.stubGlobal(
    'Worker',
    class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push(options?.name ?? String(url));
      }
    },
  );
  return started;
}

afterEach(() => {
  document.body.replaceChildren(); // removing a view ends the worker it started
  vi.unstubAllGlobals();
});

it('starts its worker and loads the models once the page is idle, with no button pressed', async () => {
  const started = watchWorkers();
  const view = document.createElement('capture-view');
  document.body.append(view);
  await expect.poll(() => started, { timeout: 10_000 }).toEqual(['vision']);
  // The models are in: the recogniser the view hands out is ready, and no second worker came.
  const ready = await view.recogniser();
  expect(ready.ok).toBe(true);
  expect(started).toEqual(['vision']);
});

it('tells the page once that its models are in (the service worker waits for it)', async () => {
  const view = document.createElement('capture-view');
  let settled = 0;
  view.addEventListener('models-settled', () => (settled += 1));
  document.body.append(view);
  await expect.poll(() => settled, { timeout: 60_000 }).toBe(1);
  expect((await view.recogniser()).ok).toBe(true);
  // A later use of the same models says nothing more.
  expect((await view.recogniser()).ok).toBe(true);
  expect(settled).toBe(1);
});

it('leaves a recogniser it is handed alone until it reads with it', async () => {
  const client = createVisionClient();
  const asked = vi.spyOn(client, 'useProfile');
  try {
    const view = document.createElement('capture-view');
    view.client = client;
    document.body.append(view);
    // Longer than the idle callback's own deadline (2 s), so a preload would have begun: it would
    // put the view's tile set (none) in use in the handed recogniser.
    await new Promise((r) => setTimeout(r, 2500));
    expect(asked).not.toHaveBeenCalled();
  } finally {
    client.dispose();
  }
});
