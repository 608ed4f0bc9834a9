/**
 * How many times a newsletter use case reads, decides and writes when its compare-and-set write keeps losing to
 * another request. Two suffice for two clicks at once (the second read sees what the first did); a few more cover
 * bursts before giving up as on any unexpected failure.
 */
export const writeAttempts = 3;
