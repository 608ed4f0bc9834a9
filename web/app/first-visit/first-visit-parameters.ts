/** SPEC §3: a first visit's parameters, kept once in localStorage. */
export type FirstVisitParameters = Record<string, string | boolean> & {
  readonly landingPageUrl: string;
  readonly device: 'mobile' | 'tablet' | 'desktop';
  readonly isPaid: boolean;
};

export const firstVisitStorageKey = 'firstVisitParameters';

/** `utm_source` → `utmSource`, `ad-group` → `adGroup`, `gclid` → `gclid`; a name in camelCase already stays. */
export function camelCase(name: string): string {
  if (!/[-_\s]/.test(name)) return name.charAt(0).toLowerCase() + name.slice(1);
  return name
    .toLowerCase()
    .replace(/[-_\s]+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())
    .replace(/[-_\s]+$/, '');
}

/** SPEC §9's breakpoints: under 768 px mobile, under 1024 px tablet, otherwise desktop. */
export function deviceOf(viewportWidth: number): FirstVisitParameters['device'] {
  if (viewportWidth < 768) return 'mobile';
  if (viewportWidth < 1024) return 'tablet';
  return 'desktop';
}

/**
 * What a landing page's address says about the visit: every query parameter under its camelCase name, the page
 * itself, the device, and whether it was a paid click (the parameter `isPaid` — or `is_paid` — being exactly the
 * text "true").
 */
export function firstVisitParameters(url: URL, viewportWidth: number): FirstVisitParameters {
  const parameters: Record<string, string> = {};
  for (const [name, value] of url.searchParams) parameters[camelCase(name)] = value;
  return {
    ...parameters,
    landingPageUrl: url.href,
    device: deviceOf(viewportWidth),
    isPaid: parameters['isPaid'] === 'true',
  };
}

/** Keeps the first visit's parameters once: later visits never overwrite them. Storage refused: nothing kept. */
export function rememberFirstVisit(storage: Storage, url: URL, viewportWidth: number): void {
  try {
    if (storage.getItem(firstVisitStorageKey) !== null) return;
    storage.setItem(firstVisitStorageKey, JSON.stringify(firstVisitParameters(url, viewportWidth)));
  } catch {
    // Private modes and full storage refuse writes; the visit is simply not recorded.
  }
}
