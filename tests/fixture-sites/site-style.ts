/**
 * The fixture sites' stylesheet: a small hand-written copy of the look most customer sites have (Bootstrap's
 * reboot, container, navbar, buttons and cards), served as an external, render-blocking stylesheet as real sites
 * load theirs. The heading colour is the original that a CSS variant changes.
 */
export const originalHeadingColour = 'rgb(33, 37, 41)';

export const siteStyle = `
*, *::before, *::after { box-sizing: border-box; }
body {
  margin: 0;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 1rem;
  line-height: 1.5;
  color: #212529;
  background-color: #fff;
}
h1, h2, h3 { margin: 0 0 0.5rem; font-weight: 500; line-height: 1.2; color: #212529; }
h1 { font-size: 2.5rem; }
p { margin: 0 0 1rem; }
a { color: #0d6efd; text-decoration: underline; }
.container { width: 100%; max-width: 1140px; padding: 0 0.75rem; margin: 0 auto; }
.navbar { display: flex; align-items: center; justify-content: space-between; padding: 0.5rem 0; background: #f8f9fa;
  border-bottom: 1px solid #dee2e6; }
.navbar .container { display: flex; align-items: center; }
.navbar-brand { font-size: 1.25rem; color: #212529; text-decoration: none; margin-right: 1rem; }
.nav { display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0; }
.nav-link { color: rgba(0, 0, 0, 0.65); text-decoration: none; }
.nav-link.active { color: #000; font-weight: 600; }
.hero { padding: 3rem 0; }
.lead { font-size: 1.25rem; font-weight: 300; }
.btn { display: inline-block; padding: 0.375rem 0.75rem; font-size: 1rem; border: 1px solid transparent;
  border-radius: 0.375rem; cursor: pointer; }
.btn-primary { color: #fff; background-color: #0d6efd; border-color: #0d6efd; }
.row { display: flex; flex-wrap: wrap; gap: 1.5rem; }
.card { flex: 1 1 16rem; border: 1px solid rgba(0, 0, 0, 0.175); border-radius: 0.375rem; padding: 1rem; }
.form-label { display: block; margin-bottom: 0.5rem; }
.form-control { display: block; width: 100%; padding: 0.375rem 0.75rem; border: 1px solid #dee2e6;
  border-radius: 0.375rem; margin-bottom: 1rem; }
.footer { padding: 2rem 0; color: #6c757d; border-top: 1px solid #dee2e6; margin-top: 3rem; }
.filler { height: 1600px; }
`;
