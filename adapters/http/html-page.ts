/**
 * The server's own small HTML pages (the dev mailbox, the local checkout): escaping and one plain template, with the
 * web app's icon (served from the same origin, as /favicon.ico is for browsers that ask for that).
 */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const htmlPage = (title: string, body: string, style = ''): string => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
li{margin:.5rem 0}.meta{color:#6b7280}pre{white-space:pre-wrap;background:#f3f4f6;padding:1rem}
.email{border:1px solid #d1d5db;padding:1rem;margin:1rem 0}${style}</style></head><body>${body}</body></html>`;
