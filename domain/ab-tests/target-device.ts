/** SPEC §3: MOBILES=1, TABLETS=2, DESKTOPS=3, named mobiles, tablets, desktops. */
export const targetDevices = [
  { id: 1, key: 'MOBILES', name: 'mobiles' },
  { id: 2, key: 'TABLETS', name: 'tablets' },
  { id: 3, key: 'DESKTOPS', name: 'desktops' },
] as const;

export type TargetDevice = (typeof targetDevices)[number]['key'];
export type TargetDeviceName = (typeof targetDevices)[number]['name'];

export function targetDeviceId(device: TargetDevice): number {
  return targetDevices.find((d) => d.key === device)?.id ?? 0;
}

export function targetDeviceName(device: TargetDevice): TargetDeviceName {
  const found = targetDevices.find((d) => d.key === device);
  if (found === undefined) throw new Error(`unknown device ${device}`);
  return found.name;
}

export function targetDeviceFromId(id: number): TargetDevice | null {
  return targetDevices.find((d) => d.id === id)?.key ?? null;
}

/** Each device once, in the order of their ids. */
export function distinctDevices(devices: readonly TargetDevice[]): TargetDevice[] {
  return targetDevices.filter((d) => devices.includes(d.key)).map((d) => d.key);
}
