// The Chromium that Playwright's journeys (playwright.config.ts) and the browser benches launch: Debian's
// package, headless in a container without a GPU or sandbox, and quiet (no background fetches, component
// updates, first-run pages, QUIC or sync), so a run measures and tests only the product.
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
}
