import type { TrackingConfig } from '../../domain/tracking/tracking-protocol';
import { putStyle, runJs, scripts, withdrawAll } from './applied-variants';
import { chooseVariants } from './choose-variants';
import { enrol } from './enrol';
import { hideHint } from './hide-hint';
import { reveal } from './hide-page';
import { forcedVariant } from './page-url';
import { device, tests, url } from './page-view';
import { redirectTarget } from './redirect-target';
import { hideKey, write } from './storage';
import { guard, later, visitor, waiting } from './tracker';

/** Shows this visitor their variants of the page's live tests and enrols them; then the page shows. */
export function applyConfig(config: TrackingConfig): void {
  const current = tests;
  const choices = chooseVariants(config, visitor, device, Date.now(), forcedVariant(location.href));
  // The previous page view's styles go; removed and added again in one task, those that stay never flash.
  withdrawAll();

  for (const { test, variant, preview } of choices) {
    const target = variant.redirect && redirectTarget(variant.redirect, location.href);
    if (target) {
      write(hideKey + url, 'html');
      later(() => {
        if (current !== tests) return;
        if (!preview) enrol(test.id, variant.id, true);
        location.replace(target);
      });
      // Leaving keeps the page hidden; waiting for consent shows it meanwhile.
      if (waiting) reveal();
      return;
    }
  }

  write(hideKey + url, hideHint(choices.map((choice) => choice.variant)));
  for (const { test, variant, preview } of choices) {
    if (variant.css) putStyle(test.id, variant.css);
    if (variant.js) scripts.set(test.id, variant.js);
    if (!preview) enrol(test.id, variant.id);
  }
  // Variant JS waiting for consent: the original shows meanwhile.
  if (!scripts.size || waiting) reveal();
  if (scripts.size)
    later(() =>
      whenReady(
        guard(() => {
          // Shown first, in the same task (so nothing paints in between): removing the hiding style once the JS
          // ran would count as a re-render and run it again.
          reveal();
          if (current === tests) runJs();
        }),
      ),
    );
}

function whenReady(fn: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
  else fn();
}
