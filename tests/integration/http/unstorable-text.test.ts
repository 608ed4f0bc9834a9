import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { useTestApplication } from '../../support/test-application';
import { createTrackedWorkspace } from '../../support/tracking-operations';

const testApp = useTestApplication();

/**
 * The REST edges take text too (newsletter links' tokens, the tracking script's page address): a NUL or a lone
 * surrogate there is the caller's mistake, answered 400 naming the field, never a 500 from the database.
 */
describe('REST: text no database can store is refused with 400', () => {
  it('in a newsletter confirmation token (query)', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/newsletter/confirm?token=abc%00def' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: 'token contains a NUL character (\\u0000), which cannot be stored',
    });
  });

  it('in a newsletter unsubscribe token (form body)', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/newsletter/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=abc%00def',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('token contains a NUL character (\\u0000), which cannot be stored');
  });

  it("in the tracking script's page address", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const workspace = await createTrackedWorkspace(app, owner.token);
    const response = await app.inject({
      method: 'GET',
      url: '/api/track/config',
      query: { site: workspace.websiteId, url: `${workspace.websiteUrl}/pricing?q=\u0000` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('url contains a NUL character (\\u0000), which cannot be stored');
  });

  it('in a JSON body of the tracking script, a lone surrogate', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/track/enrol',
      headers: { 'content-type': 'text/plain' },
      payload: '{"site":"x","visitor":"visitor-1\\ud800"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'visitor contains an unpaired UTF-16 surrogate, which is not valid Unicode text',
    );
  });
});
