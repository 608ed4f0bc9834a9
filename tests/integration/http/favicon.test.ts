import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoShop } from '../../../adapters/http/demo-shop-server';
import { useTestApplication } from '../../support/test-application';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
/** An icon file starts with a reserved zero, then type 1 (icon): what browsers check before reading the images. */
const iconHeader = Buffer.from([0, 0, 1, 0]);

function expectIcon(status: number, type: string | undefined, body: Buffer): void {
  expect(status).toBe(200);
  expect(type).toMatch(/^image\//);
  expect(body.subarray(0, 4)).toEqual(iconHeader);
}

// The web build publishes web/app/public as it is: the app's icon is that folder's favicon.ico.
const distDir = await mkdtemp(path.join(tmpdir(), 'splitpenny-favicon-'));

describe('/favicon.ico on the app', () => {
  beforeAll(async () => {
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Splitpenny</title><div id="root"></div>');
    await copyFile(path.join(root, 'web', 'app', 'public', 'favicon.ico'), path.join(distDir, 'favicon.ico'));
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));
  const testApp = useTestApplication({ webDistDir: distDir, devMailbox: true });

  it('answers with the product’s icon, as browsers ask for it', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/favicon.ico',
      headers: { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
    });
    expectIcon(response.statusCode, response.headers['content-type'], response.rawPayload);
  });

  it('is named by the server’s own pages (the dev mailbox, the local checkout)', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });
});

describe('/favicon.ico on the demo shop', () => {
  let shop: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    shop = await startDemoShop({
      directory: path.join(root, 'web', 'demo'),
      port: 0,
      host: '127.0.0.1',
      appUrl: 'http://127.0.0.1:9',
      websiteId: 'demo-website',
    });
  });
  afterAll(() => shop.close());

  it('answers with the shop’s own icon', async () => {
    const response = await fetch(`${shop.url}/favicon.ico`);
    const body = Buffer.from(await response.arrayBuffer());
    expectIcon(response.status, response.headers.get('content-type') ?? undefined, body);
    expect(body).toEqual(await readFile(path.join(root, 'web', 'demo', 'favicon.ico')));
  });
});
