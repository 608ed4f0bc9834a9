/**
 * The panel's own styles, inside its shadow root: the site's rules cannot reach in, and these cannot reach out.
 * `all: initial` on the host stops the site's inherited properties (font, colour, line height) coming through.
 */
export const panelStyle = `
:host { all: initial; }
* { box-sizing: border-box; }
.panel { position: fixed; top: 0; right: 0; bottom: 0; width: 340px; overflow: auto; z-index: 2147483647;
  background: #fff; color: #1f2937; border-left: 1px solid #cbd5e1; box-shadow: -4px 0 16px rgb(0 0 0 / 15%);
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; padding: 12px 14px 24px; }
.panel.left { right: auto; left: 0; border-left: 0; border-right: 1px solid #cbd5e1; }
.panel.notice { bottom: auto; width: min(340px, 100vw); max-height: 100vh; border-bottom: 1px solid #cbd5e1; }
h2 { font-size: 16px; margin: 0 0 2px; } h3 { font-size: 14px; margin: 16px 0 6px; }
p { margin: 4px 0; } .muted { color: #475569; font-size: 13px; }
label { display: block; margin: 8px 0 2px; font-weight: 600; font-size: 13px; }
input, textarea { display: block; width: 100%; font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace;
  padding: 5px 6px; border: 1px solid #94a3b8; border-radius: 4px; color: #111827; background: #fff; }
textarea { min-height: 54px; resize: vertical; }
button { font: inherit; font-size: 13px; padding: 5px 9px; margin: 6px 6px 0 0; border: 1px solid #64748b;
  border-radius: 4px; background: #f8fafc; color: #111827; cursor: pointer; }
button[aria-pressed="true"], button.primary { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
button:disabled { opacity: .5; cursor: default; }
:focus-visible { outline: 3px solid #f59e0b; outline-offset: 1px; }
.header { display: flex; justify-content: space-between; align-items: start; gap: 8px; }
.status { min-height: 1.45em; font-weight: 600; } .status.problem { color: #b91c1c; }
.changes { padding-left: 20px; margin: 4px 0; } .changes li { margin: 4px 0; word-break: break-word; }
.changes code { font-size: 12px; } .changes button { margin-top: 2px; padding: 2px 6px; }
.highlight { position: fixed; pointer-events: none; z-index: 2147483646; border: 2px dashed #2563eb;
  background: rgb(37 99 235 / 8%); } .highlight.selected { border-style: solid; border-color: #f59e0b; }
a { color: #1d4ed8; }
`;
