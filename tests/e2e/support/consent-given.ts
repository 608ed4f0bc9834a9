/**
 * A browser that has answered the cookie banner (allowing all), as every journey but the consent test's starts:
 * the banner is fixed to the bottom of the window and would sit over buttons the journeys click.
 */
export const consentGiven = {
  cookies: [
    {
      name: 'cookieConsent',
      value: 'all',
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};
