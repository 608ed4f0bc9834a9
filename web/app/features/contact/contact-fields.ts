/** Characters (code points), as the server counts them, so an emoji counts once. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

export const maxContactMessageLength = 2000;
