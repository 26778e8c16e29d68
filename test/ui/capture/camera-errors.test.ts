// getUserMedia failures, as browsers name them, to the codes the capture view words.
import { describe, expect, it } from 'vitest';
import { CAMERA_ERROR_CODES, cameraErrorCode } from '../../../src/ui/capture/camera-errors';

const domError = (name: string) => Object.assign(new Error('camera'), { name });

describe('cameraErrorCode', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['NotFoundError', 'missing'],
    ['DevicesNotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['NotReadableError', 'busy'],
    ['TrackStartError', 'busy'],
    ['AbortError', 'busy'],
  ])('reads %s as %s', (name, code) => {
    expect(cameraErrorCode(domError(name))).toBe(code);
  });

  it('reads anything else as failed, never throwing: an unknown name, a TypeError, a string, null', () => {
    for (const e of [domError('SomethingNewError'), new TypeError('getUserMedia is not a function'), 'denied', null, undefined, 42]) {
      expect(cameraErrorCode(e)).toBe('failed');
    }
  });

  it('gives only codes the strings know', () => {
    for (const name of ['NotAllowedError', 'NotFoundError', 'NotReadableError', 'X']) {
      expect(CAMERA_ERROR_CODES).toContain(cameraErrorCode(domError(name)));
    }
  });
});
