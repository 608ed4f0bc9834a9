const shownKey = 'splitpenny.feedbackModalShown';

/** Where storage is refused (privacy settings), the page itself remembers, so it still opens only once there. */
let shownWithoutStorage = false;

/** Whether the feedback modal has already opened in this browser session (this tab, across pages and reloads). */
export function feedbackModalShown(): boolean {
  try {
    return window.sessionStorage.getItem(shownKey) !== null;
  } catch {
    return shownWithoutStorage;
  }
}

/** Remembers for the browser session that the modal opened: however it is closed, it does not open again. */
export function rememberFeedbackModalShown(): void {
  try {
    window.sessionStorage.setItem(shownKey, 'true');
  } catch {
    shownWithoutStorage = true;
  }
}
