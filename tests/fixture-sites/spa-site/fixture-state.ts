/**
 * What the single-page app tells the tests about itself: which route last finished its re-renders. The tests wait
 * for it before reading what was painted, so a measurement always covers the app's whole render sequence.
 */
export interface SpaFixtureState {
  /** The `data-route` of the route whose title finished re-rendering last; null before the first. */
  settled: string | null;
}

declare global {
  interface Window {
    spaFixture?: SpaFixtureState;
  }
}

/** The app's state, created on first use. */
export function fixtureState(): SpaFixtureState {
  window.spaFixture ??= { settled: null };
  return window.spaFixture;
}
