const hideId = 'splitpenny-hide';

/** A style element at the end of `<head>`, where it wins over the page's own rules of the same specificity. */
export function addStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

/** Hides what a live test is about to change (a CSS selector list), so visitors never see the original flash by. */
export function hide(selectors: string): void {
  // The loader may have hidden them already, with the same entry: one hiding style, which reveal removes.
  if (selectors && !document.getElementById(hideId)) addStyle(`${selectors}{opacity:0!important}`).id = hideId;
}

export function reveal(): void {
  document.getElementById(hideId)?.remove();
}
