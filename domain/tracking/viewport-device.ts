/** SPEC §9 breakpoints: under 768 px a mobile, under 1024 px a tablet, otherwise a desktop (target device ids). */
export function deviceForWidth(width: number): 1 | 2 | 3 {
  if (width < 768) return 1;
  if (width < 1024) return 2;
  return 3;
}
