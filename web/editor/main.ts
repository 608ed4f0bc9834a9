// The visual editor's entry: built to dist/track/editor.js and served at /api/track/editor.js, loaded by the goals
// script only on a page opened with an editor link (docs/decisions.md, "The visual editor on the owner's page").
import { forcedVariantParameter, isVisualEditorToken } from '../../domain/tracking/preview-rules';
import { h } from './dom';
import { editorApi } from './editor-api';
import { showEditor } from './editor-panel';
import { panelStyle } from './panel-style';

/** Narrower than a tablet, the page and a 340 px panel do not fit side by side. */
const narrowestWidth = 768;

const script = document.currentScript as HTMLScriptElement | null;

void (async () => {
  const url = new URL(location.href);
  const token = url.searchParams.get(forcedVariantParameter);
  // Once only, however the script got on the page twice.
  if (!script || !isVisualEditorToken(token) || document.querySelector('[data-splitpenny-editor-host]')) return;
  // The link is spent on opening; the address bar (and whatever reads it later) no longer shows it.
  url.searchParams.delete(forcedVariantParameter);
  history.replaceState(history.state, '', url.href);

  // An element of its own name, which no rule of the site's style sheets (`div { … }`) matches.
  const host = document.createElement('splitpenny-editor');
  host.setAttribute('data-splitpenny-editor-host', '');
  // The shadow root keeps the site's styles and the panel's apart; it holds nothing secret (the credential lives in
  // editorApi's closure), so it is open, as assistive technology and tests expect.
  const root = host.attachShadow({ mode: 'open' });
  root.append(h('style', {}, panelStyle));
  document.documentElement.append(host);
  const appOrigin = new URL(script.src).origin;
  // A notice never strands the owner on their own site: it leads back to the app, or closes to show the page.
  const notice = (title: string, message: string) => {
    const close = h('button', { type: 'button' }, 'Close');
    const panel = h(
      'aside',
      { class: 'panel notice', role: 'alert', 'aria-label': 'Splitpenny visual editor' },
      h('h2', {}, title),
      h('p', {}, message),
      h('p', {}, h('a', { href: `${appOrigin}/user/tests` }, 'Back to your tests in Splitpenny')),
      close,
    );
    close.addEventListener('click', () => host.remove());
    root.append(panel);
  };

  if (innerWidth < narrowestWidth) {
    return notice(
      'The visual editor needs a wider screen',
      `It works on screens at least ${narrowestWidth} pixels wide: open the variant on a computer (or a tablet held ` +
        "sideways) and choose Edit visually again. On a phone, the variant's CSS and JavaScript can be edited in the app.",
    );
  }
  const api = editorApi(appOrigin);
  const opened = await api.open(token);
  if (!opened.ok) return notice('The visual editor could not open', opened.message);
  // The server checked the page's origin already; checked here too, should the page's address have changed since.
  if (opened.value.siteOrigin !== location.origin) {
    return notice('The visual editor could not open', "The editor opens only on the test's own website.");
  }
  document.getElementById('splitpenny-hide')?.remove();
  showEditor(root, host, api, opened.value, appOrigin);
})();
