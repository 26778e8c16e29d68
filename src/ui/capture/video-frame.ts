/**
 * The video's current picture, as a frame for the vision worker.
 *
 * A `VideoFrame` where the browser has the class: taking one wraps the camera's own buffer and
 * cost the page nothing measurable, where `createImageBitmap(video)` took about 24 ms a frame
 * (headless Chromium 156, 1280x720 fake camera, this 2-core machine), and the worker then reads
 * its YUV planes without drawing them (`workers/frame-pixels.ts`). Elsewhere, or if the video has
 * no picture to wrap yet, an `ImageBitmap` as before. Either way the worker closes it.
 */
export async function videoFrameOf(video: HTMLVideoElement): Promise<VideoFrame | ImageBitmap> {
  if (typeof VideoFrame === 'function') {
    try {
      return new VideoFrame(video);
    } catch {
      // No frame to wrap at this instant (or a browser that cannot wrap a video): draw it instead.
    }
  }
  return createImageBitmap(video);
}
