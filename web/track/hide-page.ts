export const hideId = 'splitpenny-hide';

/** A style element at the end of `<head>`, where it wins over the page's own rules of the same specificity. */
export function addStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

/** Shows what the loader hid (docs/tracking.md, "Flicker"): once the variants are in place, or at once. */
export function reveal(): void {
  document.getElementById(hideId)?.remove();
}
