/**
 * The HTML frame every email shares; the content inside is trusted template text, never user input. `footerHtml`
 * goes below the signature (an unsubscribe link, for instance).
 */
export function emailLayout(heading: string, bodyHtml: string, footerHtml = ''): string {
  return `<!doctype html>
<html lang="en-GB">
  <body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5; max-width: 36rem; margin: 0 auto; padding: 1.5rem;">
    <h1 style="font-size: 1.4rem; color: #0f766e;">${heading}</h1>
    ${bodyHtml}
    <p style="color: #6b7280; font-size: 0.9rem;">The Splitpenny team</p>${footerHtml}
  </body>
</html>`;
}
