import { useEffect } from 'react';

/**
 * Opens every folded section of the page while it prints (or is saved as PDF), and folds them back afterwards: a
 * printed report for a client has no disclosure to click, and CSS cannot open a closed <details>.
 */
export function useOpenDetailsForPrint(): void {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const open = (): void => {
      opened = [...document.querySelectorAll<HTMLDetailsElement>('details:not([open])')];
      for (const details of opened) details.open = true;
    };
    const fold = (): void => {
      for (const details of opened) details.open = false;
      opened = [];
    };
    window.addEventListener('beforeprint', open);
    window.addEventListener('afterprint', fold);
    return () => {
      window.removeEventListener('beforeprint', open);
      window.removeEventListener('afterprint', fold);
    };
  }, []);
}
