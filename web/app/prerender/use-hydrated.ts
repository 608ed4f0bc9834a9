import { useSyncExternalStore } from 'react';

// True unless a prerendered page is being taken over: an app drawn from scratch knows the browser from the start.
let hydrated = true;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Before hydrating a prerendered page (main.tsx): the first render must be the one the prerender made. */
export function startHydrating(): void {
  hydrated = false;
}

/**
 * After hydrating, in a task of its own (main.tsx): what waited for the browser renders now. Apart from the
 * hydration, a phone's main thread is blocked by two shorter tasks rather than one long one.
 */
export function finishHydrating(): void {
  hydrated = true;
  for (const listener of listeners) listener();
}

/**
 * False while a prerendered page is being taken over (and in the prerender itself), true from the render after:
 * what only the browser knows (cookies) must wait for it, or the first render would not match the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
