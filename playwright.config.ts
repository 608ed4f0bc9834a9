import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, defineConfig } from '@playwright/test';
import { consentGiven } from './tests/e2e/support/consent-given';
import { browserUserAgent } from './tests/support/visitor-browser';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh embedded database for each run, set once in the main process and inherited by the workers
// (tests/e2e/support/global-teardown.ts removes it).
process.env.SPLITPENNY_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'splitpenny-e2e-'));
process.env.SPLITPENNY_E2E_TRACKING_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'splitpenny-e2e-tracking-'));
process.env.SPLITPENNY_E2E_RESULTS_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'splitpenny-e2e-results-'));
process.env.SPLITPENNY_E2E_SITES_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'splitpenny-e2e-sites-'));
process.env.SPLITPENNY_E2E_PASSKEY_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'splitpenny-e2e-passkeys-'));

/**
 * A second server for the tracking journey, with its demo shop on another port (a second origin, as a customer's
 * site) and a small session level, so that running out of sessions is part of the journey.
 */
export const trackingServer = {
  url: `http://127.0.0.1:${port + 100}`,
  shopUrl: `http://localhost:${port + 101}`,
  sessionLevel: 5,
};

/**
 * A third server for the results journey: its own demo owner and shop with the usual session level, so visitors
 * driven there neither spend the tracking journey's few sessions nor depend on its order.
 */
export const resultsServer = {
  url: `http://127.0.0.1:${port + 200}`,
  shopUrl: `http://localhost:${port + 201}`,
};

/**
 * A fourth server for the tracking script's browser tests on the fixture sites (tests/fixture-sites/): a static
 * multi-page site and a React single-page app, each on an origin of its own. Its tracking endpoints are not rate
 * limited in practice and serve each config fresh, so twenty loads in a row, and tests edited between two loads,
 * see no throttling and no cached config.
 */
export const fixtureSites = {
  trackerUrl: `http://127.0.0.1:${port + 300}`,
  staticUrl: `http://127.0.0.1:${port + 400}`,
  spaUrl: `http://127.0.0.1:${port + 401}`,
};

/**
 * A fifth server for the passkey journey, whose public address is `localhost`: browsers refuse an IP address as a
 * WebAuthn relying party, and a passkey is bound to the server's public origin.
 */
export const passkeyServer = {
  url: `http://localhost:${port + 500}`,
  listensOn: `http://127.0.0.1:${port + 500}`,
};

/** Playwright's own Chromium when it is installed, otherwise the system's (Debian's chromium package). */
const executablePath = existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  // Journeys of many steps against three servers on a two-core machine: the default 30 s leaves too little room.
  timeout: 60_000,
  forbidOnly: process.env.CI !== undefined,
  // In CI a failed journey runs once more and, if it then passes, is reported as flaky by name in the log rather
  // than failing the run: a browser on a busy two-core machine now and then loses a click that a second run keeps.
  // A test that fails twice still fails the run.
  retries: process.env.CI !== undefined ? 1 : 0,
  reporter: [['list']],
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    baseURL,
    storageState: consentGiven,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // Visitors are people to the tracking endpoints' bot rules: a person's user agent (headless Chromium says
    // HeadlessChrome) and no navigator.webdriver. tests/e2e/bot-visits.spec.ts shows a default headless browser is
    // not charged.
    userAgent: browserUserAgent,
    launchOptions: {
      executablePath,
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
    },
  },
  webServer: [
    {
      command: 'node bin/splitpenny.js serve',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.SPLITPENNY_E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        // The account, contact and newsletter journeys read their emails there (asked for: it is off by default).
        DEV_MAILBOX: 'true',
        // Every journey logs in and signs up from 127.0.0.1; the limits themselves are covered by the integration
        // tests.
        AUTH_RATE_LIMIT: '1000',
        SIGNUP_RATE_LIMIT: '1000',
        // Every visitor comes from 127.0.0.1 too, over the whole run: off, as for the login limit.
        NEW_VISITORS_PER_NETWORK_PER_HOUR: '0',
        // The decided-test journey's webhook receiver listens on loopback, and its test is checked soon after counting.
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        DECISION_CHECK_SECONDS: '2',
      },
    },
    {
      command: 'node bin/splitpenny.js serve',
      url: `${trackingServer.url}/healthz`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port + 100),
        HOST: '127.0.0.1',
        PUBLIC_URL: trackingServer.url,
        DATA_DIR: process.env.SPLITPENNY_E2E_TRACKING_DATA_DIR,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        DEMO_PORT: String(port + 101),
        MONTHLY_TOPUP_LEVEL: String(trackingServer.sessionLevel),
        TOPUP_SCHEDULE: 'false',
        // New owners confirm their address from the welcome email there, so that their tests take visitors.
        DEV_MAILBOX: 'true',
        AUTH_RATE_LIMIT: '1000',
        SIGNUP_RATE_LIMIT: '1000',
        NEW_VISITORS_PER_NETWORK_PER_HOUR: '0',
      },
    },
    {
      command: 'node bin/splitpenny.js serve',
      url: `${resultsServer.url}/healthz`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port + 200),
        HOST: '127.0.0.1',
        PUBLIC_URL: resultsServer.url,
        DATA_DIR: process.env.SPLITPENNY_E2E_RESULTS_DATA_DIR,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        DEMO_PORT: String(port + 201),
        // The security-headers journey opens the mailbox page too, on this server of the demo owner.
        DEV_MAILBOX: 'true',
        TOPUP_SCHEDULE: 'false',
        AUTH_RATE_LIMIT: '1000',
        SIGNUP_RATE_LIMIT: '1000',
        NEW_VISITORS_PER_NETWORK_PER_HOUR: '0',
      },
    },
    {
      command: 'node bin/splitpenny.js serve',
      url: `${fixtureSites.trackerUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port + 300),
        HOST: '127.0.0.1',
        PUBLIC_URL: fixtureSites.trackerUrl,
        DATA_DIR: process.env.SPLITPENNY_E2E_SITES_DATA_DIR,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        TOPUP_SCHEDULE: 'false',
        // New owners confirm their address from the welcome email there, so that their tests take visitors.
        DEV_MAILBOX: 'true',
        AUTH_RATE_LIMIT: '1000',
        SIGNUP_RATE_LIMIT: '1000',
        NEW_VISITORS_PER_NETWORK_PER_HOUR: '0',
        TRACKING_RATE_LIMIT: '100000',
        TRACKING_CONFIG_CACHE_MS: '0',
      },
    },
    {
      command: 'node bin/splitpenny.js serve',
      url: `${passkeyServer.listensOn}/healthz`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port + 500),
        HOST: '127.0.0.1',
        PUBLIC_URL: passkeyServer.url,
        DATA_DIR: process.env.SPLITPENNY_E2E_PASSKEY_DATA_DIR,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        TOPUP_SCHEDULE: 'false',
        AUTH_RATE_LIMIT: '1000',
        NEW_VISITORS_PER_NETWORK_PER_HOUR: '0',
      },
    },
    {
      command: 'node --import tsx tests/fixture-sites/serve.ts',
      url: `${fixtureSites.staticUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FIXTURE_STATIC_PORT: String(port + 400),
        FIXTURE_SPA_PORT: String(port + 401),
        TRACKER_ORIGIN: fixtureSites.trackerUrl,
      },
    },
  ],
});
