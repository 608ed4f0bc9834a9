import type { BrowserContext, Page } from '@playwright/test';
import { hideAtMostMs } from '../../../domain/tracking/install-snippets';

/**
 * What a visitor actually saw of one element, frame by frame. Installed at document start, the probe looks at the
 * element in every requestAnimationFrame callback, which the browser runs just before it paints that frame, and
 * keeps each change of what it found. "The original was painted" then means some frame showed the element visible
 * and not yet changed by the variant; the time it stayed hidden is from navigation start to its first visible frame.
 *
 * The probe's callback is the first of each frame (it registers the next one from within), so the state it reads is
 * the one painted unless another animation-frame callback changes the element later in the same frame: neither the
 * tracking script nor React renders in one, and such a change would only make the probe report more originals.
 */
export interface PaintFrame {
  /** Milliseconds since navigation start (performance.now()) of the first frame in this state. */
  readonly at: number;
  /** `frame`: just before a paint; `load`: at the load event, for the record only (not necessarily painted). */
  readonly source: 'frame' | 'load';
  readonly path: string;
  readonly exists: boolean;
  /** Shown: neither it nor an ancestor has display none, visibility hidden or opacity 0 (what the hiding sets). */
  readonly visible: boolean;
  readonly text: string;
  readonly colour: string;
  /** The `data-route` of the element's route section, in the single-page app. */
  readonly route: string;
}

/** What the probe saw on one document: the frames, and when the script's hiding style came and went. */
export interface ProbeRecord {
  readonly frames: PaintFrame[];
  /** performance.now() when `<style id="splitpenny-hide">` was first in the document; null if never. */
  hideAt: number | null;
  /** performance.now() when none was left; null if never (or never there). */
  revealAt: number | null;
  /**
   * A control: when a timer of the loader's bound (hideAtMostMs) that the probe started the moment the hiding style
   * appeared fired. Set in the same moment as the loader's own timer, it shows how late this page's timers ran on the
   * machine at that time; the loader's fail-open reveals the page no later than it.
   */
  referenceAt: number | null;
  /** The first frame after the hiding was gone: whether the element was visible in it. */
  afterReveal: { readonly at: number; readonly visible: boolean } | null;
  /** When the hiding began: the loader's timer counts from the moment its style appeared. */
  hidingBegan?: number | null;
}

/** How the variant shows on the element: its computed colour (a CSS variant) or its text (a JS variant). */
export type Look = { readonly colour: string } | { readonly text: string };

interface ProbeWindow {
  paintProbe?: ProbeRecord;
  paintProbeHidingBegan?: () => number | null;
}

const emptyRecord: ProbeRecord = { frames: [], hideAt: null, revealAt: null, referenceAt: null, afterReveal: null };

/**
 * The probe itself, run in the page at document start; self-contained, since it is sent as source. The hiding
 * style is watched by a MutationObserver, whose callback runs right after the change, before anything paints.
 */
function probe([selector, boundMs]: readonly [string, number]): void {
  const now = () => Math.round(performance.now() * 10) / 10;
  const record: ProbeRecord = { frames: [], hideAt: null, revealAt: null, referenceAt: null, afterReveal: null };
  let revealPending = false;
  (window as ProbeWindow).paintProbe = record;
  (window as ProbeWindow).paintProbeHidingBegan = () => record.hideAt;
  new MutationObserver(() => {
    const hiding = document.getElementById('splitpenny-hide') !== null;
    if (hiding && record.hideAt === null) {
      record.hideAt = now();
      setTimeout(() => (record.referenceAt = now()), boundMs);
    }
    if (!hiding && record.hideAt !== null && record.revealAt === null) {
      record.revealAt = now();
      revealPending = true;
    }
  }).observe(document, { childList: true, subtree: true });
  const shown = (element: Element): boolean => {
    for (let at: Element | null = element; at !== null; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    }
    return true;
  };
  const sample = (source: PaintFrame['source']): PaintFrame => {
    const element = document.querySelector(selector);
    const frame: PaintFrame = {
      at: now(),
      source,
      path: location.pathname,
      exists: element !== null,
      visible: element !== null && shown(element),
      text: element?.textContent?.trim() ?? '',
      colour: element === null ? '' : getComputedStyle(element).color,
      route: element?.closest('[data-route]')?.getAttribute('data-route') ?? '',
    };
    const last = record.frames[record.frames.length - 1];
    const same =
      last !== undefined &&
      source === 'frame' &&
      last.source === 'frame' &&
      (['path', 'exists', 'visible', 'text', 'colour', 'route'] as const).every((key) => last[key] === frame[key]);
    if (!same) record.frames.push(frame);
    return frame;
  };
  const onFrame = (): void => {
    const frame = sample('frame');
    if (revealPending) record.afterReveal = { at: frame.at, visible: frame.visible };
    revealPending = false;
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  addEventListener('load', () => void sample('load'));
}

/** Watches `selector` on every document of the context, from its start. */
export async function installPaintProbe(context: BrowserContext, selector: string): Promise<void> {
  await context.addInitScript(probe, [selector, hideAtMostMs] as const);
}

/** What the probe saw on the page's current document. */
export async function readProbe(page: Page): Promise<ProbeRecord> {
  return page
    .evaluate(() => {
      const probe = window as ProbeWindow;
      return probe.paintProbe === undefined
        ? null
        : { ...probe.paintProbe, hidingBegan: probe.paintProbeHidingBegan?.() ?? null };
    })
    .then((record) => record ?? emptyRecord);
}

export function shows(frame: PaintFrame, look: Look): boolean {
  return 'colour' in look ? frame.colour === look.colour : frame.text === look.text;
}

/** Painted frames: just before a paint, the element there and visible. */
export function paintedFrames(record: ProbeRecord): PaintFrame[] {
  return record.frames.filter((frame) => frame.source === 'frame' && frame.exists && frame.visible);
}

/**
 * The hiding ended by the loader's timer: the script was not in time, and the page shows the original for the rest
 * of this view. (The timer never fires early; 10 ms below the bound allows for the rounding of the instants.)
 */
export function revealedByTimer(record: ProbeRecord): boolean {
  const began = record.hidingBegan ?? null;
  return began !== null && record.revealAt !== null && record.revealAt - began >= hideAtMostMs - 10;
}

async function failWithFrames(page: Page, error: unknown): Promise<never> {
  const record = await readProbe(page).catch(() => null);
  throw new Error(`${String(error)}\nwhat the probe saw: ${JSON.stringify(record)}`, { cause: error });
}

/**
 * Waits until the element was painted visible with `look` (on `route`, when given); failing, says what was painted
 * instead.
 */
export async function waitForPainted(page: Page, look: Look, route?: string, timeout = 10_000): Promise<void> {
  try {
    await page.waitForFunction(
      ([wanted, where]) => {
        const frames = (window as ProbeWindow).paintProbe?.frames ?? [];
        const last = [...frames].reverse().find((frame) => frame.source === 'frame');
        if (last === undefined || !last.visible || (where !== null && last.route !== where)) return false;
        return 'colour' in wanted ? last.colour === wanted.colour : last.text === wanted.text;
      },
      [look, route ?? null] as const,
      { timeout, polling: 'raf' },
    );
  } catch (error) {
    await failWithFrames(page, error);
  }
}

/**
 * Waits until the page shows the element either with the variant, or, when its hiding ended by the loader's timer (a
 * config later than that, as a busy machine sometimes answers), as it is.
 */
export async function waitForOutcome(page: Page, look: Look, timeout = 10_000): Promise<'variant' | 'fail-open'> {
  try {
    const handle = await page.waitForFunction(
      (wanted) => {
        const record = (window as ProbeWindow).paintProbe;
        const last = [...(record?.frames ?? [])].reverse().find((frame) => frame.source === 'frame');
        if (record === undefined || last === undefined || !last.visible) return false;
        if ('colour' in wanted ? last.colour === wanted.colour : last.text === wanted.text) return 'variant';
        const began = (window as ProbeWindow).paintProbeHidingBegan?.() ?? null;
        const timedOut = began !== null && record.revealAt !== null && record.revealAt - began >= wanted.boundMs - 10;
        return timedOut ? 'fail-open' : false;
      },
      { ...look, boundMs: hideAtMostMs },
      { timeout, polling: 'raf' },
    );
    return (await handle.jsonValue()) as 'variant' | 'fail-open';
  } catch (error) {
    return failWithFrames(page, error);
  }
}

/** What one page load painted. */
export interface LoadFigures {
  /** Some frame showed the element visible without the variant (before it, or after it was taken back). */
  readonly originalPainted: boolean;
  /** Some frame showed the variant. */
  readonly variantPainted: boolean;
  /** From navigation start to the first frame with the element visible; null if it never was. */
  readonly hiddenMs: number | null;
  /**
   * How long the element stayed hidden although its variant was already in place (0 when it was shown in the
   * frame the variant came): the docs have the hiding removed as soon as the variants are in place.
   */
  readonly hiddenWithVariantMs: number;
  /** The script came after the loader's fail-open: the original shows, and must stay. */
  readonly failOpen: boolean;
}

export function loadFigures(record: ProbeRecord, variant: Look): LoadFigures {
  const painted = paintedFrames(record);
  const variantPainted = painted.some((frame) => shows(frame, variant));
  const hiddenVariant = record.frames.find(
    (frame) => frame.source === 'frame' && frame.exists && !frame.visible && shows(frame, variant),
  );
  const visibleAt = painted[0]?.at ?? null;
  return {
    originalPainted: painted.some((frame) => !shows(frame, variant)),
    variantPainted,
    hiddenMs: visibleAt,
    hiddenWithVariantMs: hiddenVariant === undefined ? 0 : (visibleAt ?? Infinity) - hiddenVariant.at,
    failOpen: !variantPainted && revealedByTimer(record),
  };
}
