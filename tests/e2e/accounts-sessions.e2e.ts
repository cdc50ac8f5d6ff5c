import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { baseUrl, newVisitor, open, pathOf, settle, signUpViaApi, submitSignIn, uniqueAccount, type AccountInput, type Visitor } from './accounts/helpers';

async function signedIn(browser: Browser, account: AccountInput): Promise<Visitor> {
  const visitor = await newVisitor(browser);
  await open(visitor.page, '/auth/sign-in?redirect=%2Fauth%2Fsecurity');
  await submitSignIn(visitor.page, account.username, account.password);
  await visitor.page.waitForURL(`${baseUrl}/auth/security`);
  await settle(visitor.page);
  return visitor;
}

const sessionItems = (page: Page) => page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account navigation' });

describe('accounts: sessions', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('closes another browser\'s session, which is signed out on its next navigation', async () => {
    const account = uniqueAccount('sessions');
    await signUpViaApi(account);
    const a = await signedIn(browser, account);
    const b = await signedIn(browser, account);

    await b.page.reload();
    await settle(b.page);
    await expect.poll(() => sessionItems(b.page).count()).toBe(3); // the API sign-up opened one too
    const current = sessionItems(b.page).filter({ hasText: 'This device' });
    expect(await current.count()).toBe(1);

    // B closes every other session, one by one.
    for (let remaining = 3; remaining > 1; remaining--) {
      await sessionItems(b.page).filter({ hasNotText: 'This device' }).first().getByRole('button', { name: 'Close session' }).click();
      await expect.poll(() => sessionItems(b.page).count()).toBe(remaining - 1);
    }

    // A, still showing its page, follows a link: the server no longer knows its session.
    await accountNav(a.page).getByRole('link', { name: 'Profile settings' }).click();
    await a.page.waitForURL((url) => url.pathname === '/auth/sign-in');
    expect(pathOf(a.page)).toBe('/auth/sign-in?redirect=%2Fauth%2Fsettings');
    await expect.poll(() => a.page.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);

    // B is still signed in.
    await open(b.page, '/auth');
    expect(pathOf(b.page)).toBe('/auth');
    await a.context.close();
    await b.context.close();
  });

  it('signs a browser out on its next navigation to a public page too', async () => {
    const account = uniqueAccount('public');
    await signUpViaApi(account);
    const a = await signedIn(browser, account);
    const b = await signedIn(browser, account);

    await b.page.reload();
    await settle(b.page);
    await expect.poll(() => sessionItems(b.page).count()).toBe(3);
    await sessionItems(b.page).filter({ hasNotText: 'This device' }).first().getByRole('button', { name: 'Close session' }).click();
    await expect.poll(() => sessionItems(b.page).count()).toBe(2);
    await sessionItems(b.page).filter({ hasNotText: 'This device' }).first().getByRole('button', { name: 'Close session' }).click();
    await expect.poll(() => sessionItems(b.page).count()).toBe(1);

    // A goes to a public page through the header: the session check finds the session gone.
    await a.page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
    await a.page.waitForURL(`${baseUrl}/about`);
    await expect.poll(() => a.page.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await a.context.close();
    await b.context.close();
  });

  it('closes all sessions at once, which signs this browser out too', async () => {
    const account = uniqueAccount('closeall');
    await signUpViaApi(account);
    const a = await signedIn(browser, account);
    const b = await signedIn(browser, account);

    await b.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = b.page.getByRole('alertdialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await b.page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => b.page.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);

    await a.page.reload();
    expect(new URL(a.page.url()).pathname).toBe('/auth/sign-in');
    await a.context.close();
    await b.context.close();
  });
});
