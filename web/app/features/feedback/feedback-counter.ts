/** The longest comment the server keeps (SPEC §9). */
export const feedbackCommentLimit = 255;

/** Characters left for the comment; below zero once it is too long. Counted as the server counts: emoji once. */
export function charactersRemaining(comment: string): number {
  return feedbackCommentLimit - Array.from(comment).length;
}

/** The counter's text, in SPEC §2's words. */
export function remainingText(remaining: number): string {
  return `${remaining} characters remaining`;
}

export function isOverLimit(remaining: number): boolean {
  return remaining < 0;
}
