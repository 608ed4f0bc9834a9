/**
 * The two ways of putting the tracking script on a page, as the HTML an owner pastes at the top of `<head>`. Shared
 * by the web app (which shows them), the docs' examples and the tests, so the loader the script expects cannot drift.
 */

/** Where the server serves the script; a release also has its own long-cached address (see docs/tracking.md). */
export const trackerScriptPath = '/scripts/tracking/track.js';

/**
 * The conversion goals script, which the tracking script loads from beside its endpoints (`/api/track/`) on the
 * websites whose tests measure conversion goals.
 */
export const goalsScriptPath = '/api/track/goals.js';

/** The visual editor's script, which the goals script loads only on a page opened with an editor link. */
export const editorScriptPath = '/api/track/editor.js';

/**
 * The one localStorage entry the script keeps per site for hiding: page address (as `pageAddressesOf` gives it) to
 * the CSS selector list this visitor's variants change there. Missing means the site's tests are not known yet.
 */
export const hideEntryKey = 'splitpenny_hide';

/**
 * The JS API's stub, which queues `splitpenny('track', …)` calls made before the scripts arrive (or when they never
 * do): the loader has it, and a site with the plain tag puts it before its first call (docs/tracking.md).
 */
export const apiStub =
  'window.splitpenny=window.splitpenny||function(){(splitpenny.q=splitpenny.q||[]).push(arguments)};';

/** How long anything stays hidden, whatever happens: the fail-open of both installs. */
export const hideAtMostMs = 500;

/**
 * The plain tag: synchronous, so variants are in place before the first paint. A server that accepts the connection
 * and never answers holds the page up as long as the browser waits for any synchronous script.
 */
export function scriptTag(origin: string, websiteId: string): string {
  return `<script src="${origin}${trackerScriptPath}" data-site="${websiteId}"></script>`;
}

/**
 * The inline loader, the recommended install: it hides what this visitor's variants change on this page (the whole
 * body on a first visit, before the body exists) for at most 500 ms, and loads the script asynchronously, so no
 * server can hold the page up. It defines the JS API's stub too. `data-start` tells the script when the hiding began, so a late script or config never
 * switches a page the visitor already saw to a variant.
 */
export function loaderSnippet(origin: string, websiteId: string): string {
  return (
    `<script>${apiStub}(function(d,l,m,h,s,e){` +
    `try{m=JSON.parse(localStorage.getItem("${hideEntryKey}"))}catch(x){}` +
    'h=l.origin+l.pathname.replace(/(.)\\/+$/,"$1");' +
    'h=m?m[h+l.search]||m[h]||"":d.body?"":"body";' +
    'if(h){s=d.createElement("style");s.id="splitpenny-hide";s.textContent=h+"{opacity:0!important}";' +
    `d.head.appendChild(s);setTimeout(function(){s.remove()},${hideAtMostMs})}` +
    `e=d.createElement("script");e.src="${origin}${trackerScriptPath}";e.async=!0;e.dataset.site="${websiteId}";` +
    'e.dataset.start=performance.now();d.head.appendChild(e)' +
    '})(document,location)</script>'
  );
}
