// `npm run bench:visitor` (and the end of `npm run bench:web`): a customer's page as a visitor on a slow phone sees
// it. The built server (`npm run build` first) and the fixture sites (tests/fixture-sites) run as child processes;
// Chromium is throttled to a slow-4G profile (150 ms round trip, 1.6 Mbps down) and a 4× slower CPU. For the static
// site and the React single-page app it loads the tested page with no script, with the loader and with the plain tag,
// in turn (interleaved), each a first visit in a fresh browser; then a returning visitor's loads and loads with the
// per-site script's server hanging. For each it prints: variant shown, original painted first, hidden ms, FCP and LCP
// (median and p75), LCP's p75 against no script, and the bytes and requests the script added.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { hideAtMostMs, siteScriptPath } from '../../domain/tracking/install-snippets';
import { installPaintProbe, loadFigures, readProbe, type Look } from '../e2e/support/paint-probe';
import { optionCookies } from '../fixture-sites/site-options';
import { browserUserAgent } from '../support/visitor-browser';

const root = path.join(import.meta.dirname, '..', '..');
const basePort = Number(process.env.BENCH_VISITOR_PORT ?? 5710);
const tracker = `http://127.0.0.1:${basePort}`;
const sites = { static: `http://127.0.0.1:${basePort + 1}`, spa: `http://127.0.0.1:${basePort + 2}` } as const;
const loadsPerArm = Number(process.env.BENCH_VISITOR_LOADS ?? 15);
const slow4g = { latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
const cpuSlowdown = 4;
const variantColour = 'rgb(190, 18, 60)';
const look: Look = { colour: variantColour };

/** Where the variant is: the heading of the static site's home page, the title of the app's home route. */
const pages = {
  static: { url: `${sites.static}/`, selector: '#hero', path: '/' },
  spa: { url: `${sites.spa}/`, selector: '.page-title', path: '/' },
} as const;
type Site = keyof typeof pages;
type Install = 'none' | 'loader' | 'tag';

interface Load {
  readonly variantShown: boolean;
  readonly originalFirst: boolean;
  readonly hiddenMs: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly bytes: number;
  readonly requests: number;
}

function spawnProcess(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}/healthz did not answer within 60 s`);
}

async function graphql<Data>(query: string, variables: Record<string, unknown>, token = ''): Promise<Data> {
  const response = await fetch(`${tracker}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as Data;
}

/** An owner whose address is confirmed, with a website at `siteUrl` and a live test of `selector` on `/`. */
export async function ownerWithTest(siteUrl: string, selector: string): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { createUser } = await graphql<{ createUser: { token: string } }>(
    'mutation($input: CreateUserInput!) { createUser(input: $input) { token } }',
    { input: { email, password: 'a long bench password 42' } },
  );
  const token = createUser.token;
  const mailbox = await (await fetch(`${tracker}/dev/mailbox`)).text();
  const entry = new RegExp(`href="(/dev/mailbox/[^"]+)">Welcome to Splitpenny — to ${email.replace(/[.+]/g, '\\$&')}<`);
  const message = await (await fetch(`${tracker}${entry.exec(mailbox)?.[1] ?? ''}`)).text();
  const confirm = decodeURIComponent(/confirm-account\?token=([^"&\s<]+)/.exec(message)?.[1] ?? '');
  await graphql('mutation($input: ConfirmEmailInput!) { confirmEmail(input: $input) { email } }', {
    input: { token: confirm },
  });
  const ask = <Data>(query: string, variables: Record<string, unknown>) => graphql<Data>(query, variables, token);
  const { createWebsite } = await ask<{ createWebsite: { insertedId: string } }>(
    'mutation($url: String!) { createWebsite(name: "Bench", url: $url) { insertedId } }',
    { url: siteUrl },
  );
  const websiteId = createWebsite.insertedId;
  const { createPage } = await ask<{ createPage: { insertedId: string } }>(
    'mutation($url: String!, $websiteId: ID!) { createPage(url: $url, name: "Home", websiteId: $websiteId) { insertedId } }',
    { url: '/', websiteId },
  );
  const day = 86_400_000;
  const { createTest } = await ask<{ createTest: { insertedId: string } }>(
    'mutation($input: CreateTestInput!) { createTest(input: $input) { insertedId } }',
    {
      input: {
        pageId: createPage.insertedId,
        name: 'Bench heading',
        goalId: '1',
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + 30 * day).toISOString(),
        maxCases: 100_000,
      },
    },
  );
  const testId = createTest.insertedId;
  const { createTestVariant } = await ask<{ createTestVariant: { id: string } }>(
    'mutation($input: CreateTestVariantInput!) { createTestVariant(input: $input) { id } }',
    { input: { testId, name: 'Variant B', rebalance: true, cssCode: `${selector} { color: ${variantColour}; }` } },
  );
  const { testVariants } = await ask<{ testVariants: { id: string; isControl: boolean }[] }>(
    'query($id: ID!) { testVariants(id: $id) { id isControl } }',
    { id: testId },
  );
  // Every visitor in the variant: each load says whether the variant reached them.
  await ask('mutation($input: SetTrafficAllocationsInput!) { setTrafficAllocations(input: $input) { id } }', {
    input: {
      testId,
      allocations: [
        { variantId: testVariants.find((variant) => variant.isControl)?.id, trafficAllocation: 0 },
        { variantId: createTestVariant.id, trafficAllocation: 100 },
      ],
    },
  });
  await ask('mutation($id: ID!) { activateTest(id: $id) { id } }', { id: testId });
  return websiteId;
}

async function visitorContext(browser: Browser, site: Site, websiteId: string, install: Install) {
  const context = await browser.newContext({ userAgent: browserUserAgent, viewport: { width: 390, height: 844 } });
  if (install !== 'none') {
    await context.addCookies(
      [
        [optionCookies.site, websiteId],
        [optionCookies.install, install],
      ].map(([name, value]) => ({ name: name!, value: value!, domain: '127.0.0.1', path: '/' })),
    );
  }
  // tsx keeps functions' names with a helper the page lacks; the probe's source is sent to the page as it is.
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await installPaintProbe(context, pages[site].selector);
  await context.addInitScript(() => {
    const w = window as { benchLcp?: number };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.benchLcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return context;
}

/** One page load, throttled, measured until its largest paint settled (or 8 s, for a page held up). */
async function measuredLoad(context: BrowserContext, site: Site, hang: boolean): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4g });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const urls = new Map<string, string>();
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    if (event.request.url.startsWith(tracker)) requests += 1;
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (urls.get(event.requestId)?.startsWith(tracker)) bytes += event.encodedDataLength;
  });
  if (hang) await page.route(`**${siteScriptPath}?**`, () => undefined);
  await page.goto(pages[site].url, { waitUntil: 'commit' });
  await page.waitForLoadState('load', { timeout: 8_000 }).catch(() => undefined);
  await waitQuiet(page);
  const figures = loadFigures(await readProbe(page), look);
  const paints = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: (window as { benchLcp?: number }).benchLcp ?? NaN,
  }));
  await page.close();
  return {
    variantShown: figures.variantPainted,
    originalFirst: figures.originalPainted,
    hiddenMs: figures.hiddenMs ?? NaN,
    ...paints,
    bytes,
    requests,
  };
}

/** Until the element was painted and the page stayed still for a moment (its late answers applied). */
async function waitQuiet(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => (window as { paintProbe?: { frames: { visible: boolean }[] } }).paintProbe?.frames.some((f) => f.visible),
      null,
      {
        timeout: 8_000,
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(hideAtMostMs + 300);
}

const quantile = (values: readonly number[], q: number): number => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

function row(name: string, loads: readonly Load[], baselineLcpP75: number | null): string {
  const count = (pick: (load: Load) => boolean) => `${loads.filter(pick).length}/${loads.length}`;
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '—');
  const lcpP75 = quantile(
    loads.map((load) => load.lcp),
    0.75,
  );
  const delta =
    baselineLcpP75 === null ? '' : `${lcpP75 - baselineLcpP75 >= 0 ? '+' : ''}${ms(lcpP75 - baselineLcpP75)}`;
  const mean = (pick: (load: Load) => number) => loads.reduce((sum, load) => sum + pick(load), 0) / loads.length;
  return [
    name.padEnd(34),
    count((load) => load.variantShown).padStart(7),
    count((load) => load.originalFirst).padStart(8),
    ms(
      quantile(
        loads.map((load) => load.hiddenMs),
        0.5,
      ),
    ).padStart(7),
    `${ms(
      quantile(
        loads.map((load) => load.fcp),
        0.5,
      ),
    )}/${ms(
      quantile(
        loads.map((load) => load.fcp),
        0.75,
      ),
    )}`.padStart(11),
    `${ms(
      quantile(
        loads.map((load) => load.lcp),
        0.5,
      ),
    )}/${ms(lcpP75)}`.padStart(11),
    delta.padStart(8),
    `${(mean((load) => load.bytes) / 1024).toFixed(1)} KB/${mean((load) => load.requests).toFixed(0)}`.padStart(11),
  ].join(' ');
}

const header =
  'case'.padEnd(34) +
  ' variant original  hidden  FCP med/p75 LCP med/p75  ΔLCP75  added\n' +
  ''.padEnd(34) +
  '   shown    first      ms          ms          ms      ms  bytes/req';

async function benchSite(browser: Browser, site: Site): Promise<string[]> {
  const websiteId = await ownerWithTest(site === 'static' ? sites.static : sites.spa, pages[site].selector);
  const installs: Install[] = ['none', 'loader', 'tag'];
  const first = new Map<Install, Load[]>(installs.map((install) => [install, []]));
  for (let load = 0; load < loadsPerArm; load += 1) {
    for (const install of installs) {
      const context = await visitorContext(browser, site, websiteId, install);
      first.get(install)!.push(await measuredLoad(context, site, false));
      await context.close();
    }
  }
  const returning: Load[] = [];
  const returningContext = await visitorContext(browser, site, websiteId, 'loader');
  await measuredLoad(returningContext, site, false);
  for (let load = 0; load < loadsPerArm; load += 1) returning.push(await measuredLoad(returningContext, site, false));
  await returningContext.close();
  const hung = new Map<Install, Load[]>([
    ['loader', []],
    ['tag', []],
  ]);
  for (let load = 0; load < Math.ceil(loadsPerArm / 3); load += 1) {
    for (const install of ['loader', 'tag'] as const) {
      const context = await visitorContext(browser, site, websiteId, install);
      hung.get(install)!.push(await measuredLoad(context, site, true));
      await context.close();
    }
  }
  const baseline = quantile(
    first.get('none')!.map((load) => load.lcp),
    0.75,
  );
  return [
    row(`${site}: no script`, first.get('none')!, null),
    row(`${site}: loader, first visit`, first.get('loader')!, baseline),
    row(`${site}: plain tag, first visit`, first.get('tag')!, baseline),
    row(`${site}: loader, returning visitor`, returning, baseline),
    row(`${site}: loader, server hangs`, hung.get('loader')!, baseline),
    row(`${site}: plain tag, server hangs`, hung.get('tag')!, baseline),
  ];
}

export async function runVisitorPageBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'splitpenny-bench-visitor-'));
  const server = spawnProcess(process.execPath, [path.join(root, 'bin', 'splitpenny.js'), 'serve'], {
    PORT: String(basePort),
    HOST: '127.0.0.1',
    PUBLIC_URL: tracker,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    TOPUP_SCHEDULE: 'false',
    DEV_MAILBOX: 'true',
    NEW_VISITORS_PER_NETWORK_PER_HOUR: '0',
    TRACKING_RATE_LIMIT: '100000',
  });
  const fixtures = spawnProcess(process.execPath, ['--import', 'tsx', 'tests/fixture-sites/serve.ts'], {
    TRACKER_ORIGIN: tracker,
    FIXTURE_STATIC_PORT: String(basePort + 1),
    FIXTURE_SPA_PORT: String(basePort + 2),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-blink-features=AutomationControlled',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await waitForHealth(tracker, server);
    await waitForHealth(sites.static, fixtures);
    console.log(
      `\nThe visitor's page: slow 4G (150 ms, 1.6 Mbps), CPU ${cpuSlowdown}× slower, ${loadsPerArm} loads per case, ` +
        `interleaved; a CSS variant on the tested heading, every visitor in it`,
    );
    console.log(header);
    for (const site of Object.keys(pages) as Site[]) {
      for (const line of await benchSite(browser, site)) console.log(line);
    }
  } finally {
    await browser.close();
    server.kill();
    fixtures.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) await runVisitorPageBench();
