import { formatCount } from '../../format/format-count';

export interface VisitsLeftOutCounts {
  readonly bots: number;
  readonly otherOrigins: number;
}

/** "None", or what was left out of the bill and the results by why: "12 bots, 3 from other websites". */
export function visitsLeftOutLabel(counts: VisitsLeftOutCounts): string {
  const parts = [
    counts.bots > 0 ? `${formatCount(counts.bots)} ${counts.bots === 1 ? 'bot' : 'bots'}` : null,
    counts.otherOrigins > 0
      ? `${formatCount(counts.otherOrigins)} from ${counts.otherOrigins === 1 ? 'another website' : 'other websites'}`
      : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? 'None' : parts.join(', ');
}
