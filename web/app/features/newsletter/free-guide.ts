/** The free guide: a static page the web app ships (web/app/public/guides/), outside the client router. */
export const freeGuide = {
  title: 'A/B testing quick wins',
  subtitle: '12 tests worth running on any website',
  href: '/guides/ab-testing-quick-wins.html',
} as const;
