import type { TrackingConfig } from '../../domain/tracking/tracking-protocol';
import { applyConfig } from './apply-config';
import { withdrawAll } from './applied-variants';
import { hide, reveal } from './hide-page';
import { tests, url } from './page-view';
import { hideKey, read } from './storage';
import { api, guard, off, site } from './tracker';

/** Fail open: whatever happens, nothing stays hidden longer than this. */
export const hideAtMostMs = 500;

/** Hides what this page's tests changed last time, fetches the page's config and applies it. */
export function loadConfig(): void {
  const current = tests;
  setTimeout(reveal, hideAtMostMs);
  const hint = read(hideKey + url);
  // With no hint yet, hide the body only before it exists: hiding an already painted page would blank it.
  hide(hint === null ? (document.body ? '' : 'body') : hint);
  fetch(`${api}config?${new URLSearchParams({ site, url })}`, { credentials: 'omit' })
    .then((response) => {
      if (!response.ok) throw response.status;
      return response.json();
    })
    .then((config: TrackingConfig) => {
      // Not guarded: an error here must reach the catch below, which shows the page.
      if (current === tests && !off) applyConfig(config);
    })
    .catch(
      guard(() => {
        if (current !== tests) return;
        withdrawAll();
        reveal();
      }),
    );
}
