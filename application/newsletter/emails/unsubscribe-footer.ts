/** The small print under the signature of every newsletter email, with its unsubscribe link. */
export function unsubscribeFooter(contentHtml: string): string {
  return `\n    <p style="color: #6b7280; font-size: 0.85rem; border-top: 1px solid #e5e7eb; padding-top: 0.75rem;">${contentHtml}</p>`;
}
