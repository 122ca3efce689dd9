import {defineConfig, devices} from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);

/** Chromium flags that keep Debian's Chromium off the (closed) network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // The built site registers a service worker; page.route() cannot see what a worker fetches, so
    // specs run without one except e2e/offline.spec.ts, which opts in.
    serviceWorkers: 'block',
    launchOptions: {executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS},
  },
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], channel: undefined}},
  ],
  webServer: {
    // The production build, served as a static site (run `npm run build` first).
    command: `npx docusaurus serve --port ${PORT} --no-open`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
