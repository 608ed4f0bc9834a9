import { putJs, putStyle, runJs, scripts, withdraw, withdrawAll } from './applied-variants';
import { chooseVariants, type Choice } from './choose-variants';
import { enrol } from './enrol';
import { forcedVariant } from './forced-variant';
import { reveal } from './hide-page';
import { siteTests } from './site-config';
import { addresses, device, tests } from './page-view';
import { redirectTarget } from './redirect-target';
import { guard, later, visitor, waiting } from './tracker';

/**
 * The variants this visitor gets in the live tests of the current page (those `shown` allows), or those a QA link
 * asks for.
 */
function choicesHere(shown?: (test: string) => boolean): Choice[] {
  const here = siteTests.filter((test) => addresses.includes(test.page) && (!shown || shown(test.id)));
  return chooseVariants(here, visitor, device, forcedVariant());
}

/**
 * Shows this visitor their variants of the page view's live tests, then the page. A visitor counts in a test
 * (is enrolled) only once exposed to their variant: the original and CSS at once, JS once it ran, a redirect as it
 * leaves. A variant the page refuses (its Content-Security-Policy) is withdrawn and nobody is enrolled. `shown` says
 * which tests may still show their variant on this view: the others keep the original and enrol nobody.
 */
export function applyVariants(shown?: (test: string) => boolean): void {
  const view = tests;
  const choices = choicesHere(shown);
  // The previous page view's styles go; removed and added again in one task, those that stay never flash.
  withdrawAll();
  for (const choice of choices) {
    const target = choice.variant.redirect && redirectTarget(choice.variant.redirect, location.href);
    if (target) {
      later(() => {
        if (view !== tests) return;
        expose(choice, true);
        location.replace(target);
      });
      // Leaving keeps the page hidden; waiting for consent shows it meanwhile.
      if (waiting) reveal();
      return;
    }
  }
  for (const choice of choices) {
    const { test, variant } = choice;
    if (variant.css && !putStyle(test.id, variant.css)) withdraw(test.id);
    else if (!variant.js) expose(choice);
    else if (!putJs(test.id, variant.js)) withdraw(test.id);
  }
  // Variant JS waiting for consent: the original shows meanwhile.
  if (!scripts.size || waiting) reveal();
  if (scripts.size)
    later(() =>
      whenReady(
        guard(() => {
          // Shown first, in the same task, so nothing paints in between.
          reveal();
          if (view === tests)
            for (const choice of choices)
              if (scripts.has(choice.test.id)) {
                if (runJs(choice.test.id)) expose(choice);
                else withdraw(choice.test.id);
              }
        }),
      ),
    );
}

function expose({ test, variant, untested }: Choice, leaving?: boolean): void {
  if (!untested) enrol(test.id, variant.id, leaving);
}

function whenReady(fn: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
  else fn();
}
