// What the capture view asks of the camera: the getUserMedia request, the picker's cameras, torch.
import { describe, expect, it } from 'vitest';
import { cameraConstraints, hasTorch, videoInputs } from '../../../src/ui/capture/camera-setup';

describe('cameraConstraints', () => {
  it('prefers the rear camera, without insisting (a laptop has only a front one), and no sound', () => {
    const c = cameraConstraints(null);
    expect(c.audio).toBe(false);
    expect(c.video).toMatchObject({ facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } });
    expect(c.video).not.toHaveProperty('deviceId');
  });

  it('asks for a chosen camera by its id, exactly, instead of a facing', () => {
    const c = cameraConstraints('abc123');
    expect(c.video).toMatchObject({ deviceId: { exact: 'abc123' } });
    expect(c.video).not.toHaveProperty('facingMode');
  });
});

describe('videoInputs', () => {
  it('keeps the cameras, in order, and leaves out microphones, speakers and id-less entries', () => {
    const devices = [
      { kind: 'audioinput', deviceId: 'mic', label: 'Microphone' },
      { kind: 'videoinput', deviceId: 'back', label: 'Back camera' },
      { kind: 'audiooutput', deviceId: 'spk', label: 'Speaker' },
      { kind: 'videoinput', deviceId: '', label: '' },
      { kind: 'videoinput', deviceId: 'front', label: '' },
    ] as const;
    expect(videoInputs(devices)).toEqual([
      { deviceId: 'back', label: 'Back camera' },
      { deviceId: 'front', label: '' },
    ]);
  });
});

describe('hasTorch', () => {
  it('is true only when the capabilities say torch: true', () => {
    expect(hasTorch({ torch: true, width: { max: 1920 } })).toBe(true);
    for (const caps of [{ torch: false }, { width: { max: 640 } }, {}, undefined, null, 'torch']) expect(hasTorch(caps)).toBe(false);
  });
});
