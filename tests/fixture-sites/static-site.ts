import { installHead, type SiteOptions } from './site-options';

/**
 * A plain multi-page site, as most customer sites are: server-rendered HTML with an external stylesheet, the same
 * layout on each page, a heading `<h1 id="hero">`, a button and links between the pages. The tests put variants on
 * the heading and watch it paint.
 */
interface StaticPage {
  readonly title: string;
  readonly hero: string;
  readonly lead: string;
  readonly body: string;
}

const cards = `<div class="row">
  <div class="card"><h3>Fast</h3><p>Pages that load in a blink.</p></div>
  <div class="card"><h3>Simple</h3><p>Nothing to install but one tag.</p></div>
  <div class="card"><h3>Fair</h3><p>Pay for what you use.</p></div>
</div>`;

const contactForm = `<form id="contact-form" action="/contact" method="get">
  <label class="form-label" for="email">Email address</label>
  <input class="form-control" id="email" name="email" type="email" />
  <label class="form-label" for="message">Message</label>
  <textarea class="form-control" id="message" name="message"></textarea>
  <button class="btn btn-primary" type="submit">Send</button>
</form>`;

export const staticPages: Readonly<Record<string, StaticPage>> = {
  '/': { title: 'Acme', hero: 'Build better landing pages', lead: 'Acme makes pages people act on.', body: cards },
  '/features': { title: 'Acme – Features', hero: 'Everything you need', lead: 'And nothing you do not.', body: cards },
  '/pricing': { title: 'Acme – Pricing', hero: 'Simple pricing', lead: 'One plan, no surprises.', body: cards },
  '/contact': { title: 'Acme – Contact', hero: 'Talk to us', lead: 'We answer within a day.', body: contactForm },
};

function navigation(current: string): string {
  const links = Object.entries(staticPages)
    .map(([path, page]) => {
      const name = path === '/' ? 'Home' : page.title.replace('Acme – ', '');
      const active = path === current ? ' active' : '';
      return `<li><a class="nav-link${active}" href="${path}">${name}</a></li>`;
    })
    .join('');
  return `<nav class="navbar"><div class="container">
  <a class="navbar-brand" href="/">Acme</a><ul class="nav">${links}</ul></div></nav>`;
}

/** The page at `path` with the head install `options` ask for; null for an unknown path. */
export function staticPageHtml(path: string, options: SiteOptions): string | null {
  const page = staticPages[path];
  if (page === undefined) return null;
  return `<!doctype html>
<html lang="en">
<head>
${installHead(options)}
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${page.title}</title>
<link rel="stylesheet" href="/assets/site.css" />
</head>
<body>
${navigation(path)}
<main class="container">
  <section class="hero">
    <h1 id="hero">${page.hero}</h1>
    <p class="lead">${page.lead}</p>
    <button class="btn btn-primary" id="cta" type="button">Get started</button>
  </section>
  ${page.body}
  <div class="filler"></div>
</main>
<footer class="footer"><div class="container">© Acme. A fixture site for the tracking script's tests.</div></footer>
</body>
</html>
`;
}
