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
 * The per-site script the installs load: the tracking script with the website's live tests written into it, so a
 * page needs one request, not two (`?site=<websiteId>`; the loader adds `&preview=` for a QA link).
 */
export const siteScriptPath = '/api/track/script.js';

/**
 * The entry the script keeps per site for the loader: page address (as `pageAddressesOf` gives it) to what this
 * visitor's variants do there before the script arrives, `[css, selectors to hide]` (docs/tracking.md). Missing
 * means the site's tests are not known in this browser yet.
 */
export const pageEntryKey = 'splitpenny_page';

/**
 * The entry earlier loaders read (page address to the selectors to hide), no longer written: a page with an older
 * snippet hides its body until the script runs (at most 500 ms), as on a first visit. Forgotten with the rest when
 * consent is refused.
 */
export const hideEntryKey = 'splitpenny_hide';

/** The style element that holds a returning visitor's stored variant CSS until the script takes over. */
export const storedStyleId = 'splitpenny-page';

/**
 * The JS API's stub, which queues `splitpenny('track', …)` calls made before the scripts arrive (or when they never
 * do): the loader has it, and a site with the plain tag puts it before its first call (docs/tracking.md).
 */
export const apiStub =
  'window.splitpenny=window.splitpenny||function(){(splitpenny.q=splitpenny.q||[]).push(arguments)};';

/**
 * How long anything stays hidden, whatever our server does: the body on a first visit (nothing is known yet), or
 * what a returning visitor's variants change on the page. Once the hiding is gone the page shows as it is and stays.
 */
export const hideAtMostMs = 1500;

/**
 * The plain tag, for a Content-Security-Policy without inline scripts: the loader as a file of its own, which it
 * then runs in the same way. Synchronous, so its hiding is in place before the first paint; a server that accepts
 * the connection and never answers holds the page up as long as the browser waits for any synchronous script.
 */
export function scriptTag(origin: string, websiteId: string): string {
  return `${preloadLink(origin, websiteId)}<script src="${origin}${trackerScriptPath}" data-site="${websiteId}"></script>`;
}

/**
 * The inline loader, the recommended install. It asks for the per-site script at once, asynchronously and at high
 * priority, so no server can hold the page up. Until the script runs it shows a returning visitor's variants from
 * their stored entry (CSS at once; what JS or a redirect changes hidden), or on a first visit hides the body, for
 * at most hideAtMostMs; it never hides a page whose body exists (it would blank a painted page). A QA link's
 * preview goes with the request. It defines the JS API's stub too.
 */
export function loaderSnippet(origin: string, websiteId: string): string {
  return `${preloadLink(origin, websiteId)}<script>${apiStub}${loaderCode(JSON.stringify(siteScriptUrl(origin, websiteId)))}</script>`;
}

/** The per-site script's address, the same on every page of the website, so the browser may keep it. */
export function siteScriptUrl(origin: string, websiteId: string): string {
  return `${origin}${siteScriptPath}?site=${websiteId}`;
}

/**
 * Asks for the per-site script as soon as the browser reads the page's first bytes, beside the page's own
 * stylesheets, rather than once the loader runs: a round trip sooner on a slow connection. The loader's script
 * element then takes the preloaded answer (same address, same mode).
 */
function preloadLink(origin: string, websiteId: string): string {
  return `<link rel="preload" href="${siteScriptUrl(origin, websiteId)}" as="script" fetchpriority="high">`;
}

/**
 * What the plain tag's address serves: the stub and the loader, reading the website from the tag's `data-site` and
 * the server from its `src`; the tag's `data-consent="pending"` becomes `window.splitpennyConsent` (unless the page
 * set it), which the script reads.
 */
export const loaderScript =
  apiStub +
  '(function(c,w){if(c&&c.dataset.site){' +
  'if(c.dataset.consent=="pending"&&w.splitpennyConsent==null)w.splitpennyConsent="pending";' +
  loaderCode(`new URL("${siteScriptPath}?site="+c.dataset.site,c.src).href`) +
  '}})(document.currentScript,window)';

/**
 * The loader's code: `src` is a JS expression for the per-site script's address with its site. Written by hand,
 * small, for pasting into every page.
 */
function loaderCode(src: string): string {
  return (
    '(function(d,l,m,h,p,e,s){' +
    // An automated browser runs no test (web/track/start.ts): it asks for nothing and nothing is hidden from it.
    'if(navigator.webdriver)return;' +
    `try{m=JSON.parse(localStorage.getItem("${pageEntryKey}"))}catch(x){}` +
    'h=l.origin+l.pathname.replace(/(.)\\/+$/,"$1");' +
    'p=/[?&]splitpenny_variant=([^&#]*)/.exec(l.search);' +
    `e=d.createElement("script");e.src=${src}+(p?"&preview="+p[1]:"");` +
    'e.async=!0;e.fetchPriority="high";d.head.appendChild(e);' +
    'if(d.body||d.getElementById("splitpenny-hide"))return;' +
    'm=p||!m?["","body"]:m[h+l.search]||m[h]||[];' +
    `if(m[0]){s=d.createElement("style");s.id="${storedStyleId}";s.textContent=m[0];d.head.appendChild(s)}` +
    'if(m[1]){s=d.createElement("style");s.id="splitpenny-hide";s.textContent=m[1]+"{opacity:0!important}";' +
    `d.head.appendChild(s);setTimeout(function(){s.remove()},${hideAtMostMs})}` +
    '})(document,location)'
  );
}
