import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApplication } from '../../support/test-application';

const distDir = await mkdtemp(path.join(tmpdir(), 'splitpenny-web-'));

describe('the built web app', () => {
  beforeAll(async () => {
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Splitpenny</title><div id="root"></div>');
    await writeFile(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log("app")');
    await writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));
  const testApp = useTestApplication({ webDistDir: distDir });

  it.each(['/', '/user/tests/42', '/no-such-page'])('serves index.html for the client route %s', async (url) => {
    const response = await testApp().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves other static files without a long cache', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['a missing asset', '/assets/gone-123.js', 'text/html'],
    ['an unknown API path', '/api/nothing', 'text/html'],
    ['a non-HTML request', '/no-such-page', 'application/json'],
  ])('answers 404 in JSON for %s', async (_name, url, accept) => {
    const response = await testApp().app.inject({ method: 'GET', url, headers: { accept } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: `No route for GET ${url}` });
  });

  it('does not answer a POST to a client route with the app', async () => {
    const response = await testApp().app.inject({ method: 'POST', url: '/user', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
  });
});
