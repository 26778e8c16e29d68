// What the capture view sends the worker for a video's current picture (src/ui/capture/video-frame.ts):
// a VideoFrame of the picture where the browser has the class, an ImageBitmap where it has not.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { videoFrameOf } from '../../../src/ui/capture/video-frame';

describe('videoFrameOf', () => {
  let video: HTMLVideoElement;
  let timer: ReturnType<typeof setInterval>;

  beforeAll(async () => {
    // A playing video of a canvas: a picture that changes, as a camera's does.
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext('2d')!;
    let n = 0;
    const draw = (): void => {
      ctx.fillStyle = `hsl(${(n += 30) % 360} 70% 50%)`;
      ctx.fillRect(0, 0, 320, 240);
    };
    draw();
    timer = setInterval(draw, 30);
    video = document.createElement('video');
    video.muted = true;
    video.srcObject = canvas.captureStream(30);
    await video.play();
    await vi.waitUntil(() => video.videoWidth > 0, { timeout: 5000 });
  });
  afterAll(() => {
    clearInterval(timer);
    video.pause();
  });

  it('wraps the picture in a VideoFrame of the video size', async () => {
    const frame = await videoFrameOf(video);
    expect(frame).toBeInstanceOf(VideoFrame);
    const vf = frame as VideoFrame;
    expect([vf.displayWidth, vf.displayHeight]).toEqual([video.videoWidth, video.videoHeight]);
    vf.close();
  });

  it('draws an ImageBitmap where the browser has no VideoFrame', async () => {
    vi.stubGlobal('VideoFrame', undefined);
    try {
      const frame = await videoFrameOf(video);
      expect(frame).toBeInstanceOf(ImageBitmap);
      const bitmap = frame as ImageBitmap;
      expect([bitmap.width, bitmap.height]).toEqual([video.videoWidth, video.videoHeight]);
      bitmap.close();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
