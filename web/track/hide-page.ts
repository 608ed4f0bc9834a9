const hideId = 'splitpenny-hide';

/** Hides what a live test is about to change (a CSS selector list), so visitors never see the original flash by. */
export function hide(selectors: string): void {
  if (!selectors) return;
  const style = document.createElement('style');
  style.id = hideId;
  style.textContent = `${selectors}{opacity:0!important}`;
  document.head.append(style);
}

export function reveal(): void {
  const style = document.getElementById(hideId);
  if (style) style.remove();
}
