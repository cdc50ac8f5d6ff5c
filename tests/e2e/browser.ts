import { afterEach } from 'vitest';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What the pages of this test file said on the console, and the CSP violations they hit. */
const consoleMessages: string[] = [];
const violations: string[] = [];

/** Chromium's console text for anything the Content Security Policy blocked. */
const CSP_CONSOLE_TEXT = /Content Security Policy/i;

/**
 * Every page of every test runs under watch: a `securitypolicyviolation` event or a CSP
 * message on the console fails the test that caused it (checked after each test).
 */
afterEach(() => {
  const found = violations.splice(0);
  const said = consoleMessages.splice(0);
  if (found.length) throw new Error(`Content Security Policy violations:\n${found.join('\n')}\n\nConsole:\n${said.join('\n')}`);
});

async function watch(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ page }, violation: string) => {
    violations.push(`${page.url()}: ${violation}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample || 'no sample'}) at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('page', (page) => {
    page.on('console', (message) => {
      const line = `[${message.type()}] ${page.url()}: ${message.text()}`;
      consoleMessages.push(line);
      if (CSP_CONSOLE_TEXT.test(message.text())) violations.push(line);
    });
  });
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  // browser.newPage() goes through newContext() too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watch(context);
    return context;
  };
  return browser;
}
