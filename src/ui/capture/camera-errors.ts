/**
 * Why the camera could not be opened, as a code the UI turns into words (strings.ts
 * `capture.cameraErrors`). Browsers report getUserMedia failures as DOMException names; older
 * engines used other names for the same causes, mapped here too.
 */

export const CAMERA_ERROR_CODES = [
  /** No `navigator.mediaDevices`: an insecure page (http) or a browser without camera access. */
  'unsupported',
  /** The person or a site policy refused camera access. */
  'denied',
  /** No camera, or none that meets the request. */
  'missing',
  /** The camera exists but could not be started: another app holds it, or the hardware failed. */
  'busy',
  /** The camera stopped while in use (unplugged, taken by the system). */
  'ended',
  'failed',
] as const;
export type CameraErrorCode = (typeof CAMERA_ERROR_CODES)[number];

const BY_NAME: Readonly<Record<string, CameraErrorCode>> = {
  NotAllowedError: 'denied',
  SecurityError: 'denied',
  PermissionDeniedError: 'denied',
  NotFoundError: 'missing',
  DevicesNotFoundError: 'missing',
  OverconstrainedError: 'missing',
  ConstraintNotSatisfiedError: 'missing',
  NotReadableError: 'busy',
  TrackStartError: 'busy',
  AbortError: 'busy',
};

/** The code for whatever `getUserMedia` rejected with (a DOMException, an Error, anything). */
export function cameraErrorCode(error: unknown): CameraErrorCode {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return BY_NAME[name] ?? 'failed';
}
