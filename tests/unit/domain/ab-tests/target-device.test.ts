import { describe, expect, it } from 'vitest';
import {
  distinctDevices,
  targetDeviceFromId,
  targetDeviceId,
  targetDeviceName,
} from '../../../../domain/ab-tests/target-device';

describe('target devices', () => {
  it('numbers and names devices as SPEC §3 does', () => {
    expect([targetDeviceId('MOBILES'), targetDeviceId('TABLETS'), targetDeviceId('DESKTOPS')]).toEqual([1, 2, 3]);
    expect([targetDeviceName('MOBILES'), targetDeviceName('TABLETS'), targetDeviceName('DESKTOPS')]).toEqual([
      'mobiles',
      'tablets',
      'desktops',
    ]);
    expect(targetDeviceFromId(2)).toBe('TABLETS');
    expect(targetDeviceFromId(9)).toBeNull();
  });

  it('keeps each chosen device once, in id order', () => {
    expect(distinctDevices(['DESKTOPS', 'MOBILES', 'DESKTOPS'])).toEqual(['MOBILES', 'DESKTOPS']);
  });
});
