/** A link emailed to prove the reader holds a mailbox: it works until it expires, once. */
export interface SingleUseLink {
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

export type SingleUseLinkProblem = 'used' | 'expired';

/** Why a link can no longer be used, or null when it can. */
export function singleUseLinkProblem(link: SingleUseLink, now: Date): SingleUseLinkProblem | null {
  if (link.usedAt !== null) return 'used';
  if (now.getTime() >= link.expiresAt.getTime()) return 'expired';
  return null;
}
