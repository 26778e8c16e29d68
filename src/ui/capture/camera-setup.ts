/**
 * What the capture view asks of the camera, as plain data: the constraints for `getUserMedia`,
 * the cameras to offer in the picker, and whether a torch can be switched. No DOM calls here, so
 * each decision is tested in Node.
 */

/**
 * The video request. With no camera chosen, the rear camera is preferred (`ideal`, so a laptop's
 * only, front camera still opens) at up to 1280x720: the recogniser works at 320 px across the
 * whole frame and looks again closer where tiles are small (src/vision/zoom.ts), so more pixels
 * would cost transfer time for nothing. A chosen camera is asked for by id, exactly.
 */
export function cameraConstraints(deviceId: string | null): MediaStreamConstraints {
  const size = { width: { ideal: 1280 }, height: { ideal: 720 } };
  return {
    audio: false,
    video: deviceId === null ? { facingMode: { ideal: 'environment' }, ...size } : { deviceId: { exact: deviceId }, ...size },
  };
}

export interface CameraChoice {
  readonly deviceId: string;
  /** The browser's name for it; empty before camera access is granted. */
  readonly label: string;
}

/** The video inputs among the devices, in the browser's order (ids empty before access are left out). */
export function videoInputs(devices: readonly Pick<MediaDeviceInfo, 'kind' | 'deviceId' | 'label'>[]): CameraChoice[] {
  return devices.filter((d) => d.kind === 'videoinput' && d.deviceId !== '').map((d) => ({ deviceId: d.deviceId, label: d.label }));
}

/** Whether the track's capabilities offer a torch (Chromium on Android; absent elsewhere). */
export function hasTorch(capabilities: unknown): boolean {
  return typeof capabilities === 'object' && capabilities !== null && 'torch' in capabilities && capabilities.torch === true;
}
