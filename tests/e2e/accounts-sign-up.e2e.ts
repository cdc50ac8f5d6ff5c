import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openServerDatabase } from './app-context';
import { launchBrowser } from './browser';
import { baseUrl, newVisitor, open, pathOf, settle, submitSignIn, uniqueAccount, type AccountInput } from './accounts/helpers';
import { tokenLinkOf, waitForMail } from './peers/peers-client';

async function fillSignUp(page: Page, account: AccountInput) {
  await page.getByLabel('Full name').fill(account.fullname);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Birthday').fill(account.birthday);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
}

/** An 8×8 green PNG. */
const AVATAR_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMQW+yFFTEMLQkAQD9Awe6gxTwAAAAASUVORK5CYII=', 'base64');

const accountLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /My account/ });

describe('accounts: sign up, verify, profile, sign out', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('checks the sign-up form in the browser before sending it', async () => {
    const { context, page } = await newVisitor(browser);
    await open(page, '/auth/sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    // The first invalid field gets the focus, and its message is tied to it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('fullname');
    const describedBy = await page.getByLabel('Full name').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy!.split(' ')[0]}"]`).innerText()).toBe('Required field');

    await page.getByLabel('Password', { exact: true }).fill('Harbour-Lantern-1');
    await page.getByLabel('Confirm password').fill('Harbour-Lantern-2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByRole('main').innerText()).toContain('Passwords must match');
    expect(pathOf(page)).toBe('/auth/sign-up');
    await context.close();
  });

  it('signs up, verifies from the mail, edits the profile and e-mail, and signs out', async () => {
    const account = uniqueAccount('signup');
    const { context, page } = await newVisitor(browser);

    // Sign up: the new account is signed in at once.
    await open(page, '/auth/sign-up');
    await fillSignUp(page, account);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await expect.poll(() => page.getByRole('main').innerText()).toContain('Please confirm your e-mail address');
    await expect.poll(() => accountLink(page).isVisible()).toBe(true);

    // A new link can be asked for (the welcome mail's link then stops working).
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'We sent a new link' }).innerText()).toBe(`We sent a new link to ${account.email}.`);

    // The welcome notification shows as an unread count on the header's account link.
    await expect.poll(() => accountLink(page).innerText(), { timeout: 10_000 }).toContain('Unread notifications: 1');
    await page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Notifications' }).click();
    await page.waitForURL(`${baseUrl}/auth/notifications`);
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expect.poll(() => page.getByRole('main').innerText()).toContain('No unread notifications');
    await expect.poll(() => accountLink(page).innerText()).not.toContain('Unread notifications');

    // Sign out: back on the home page as a guest.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);

    // The newest link leads through sign-in back to the verification.
    expect((await waitForMail(account.email, 1)).subject).toMatch(/^Welcome/);
    const again = await waitForMail(account.email, 2);
    expect(again.subject).toBe('Confirm your e-mail address');
    const verifyLink = tokenLinkOf(again);
    expect(verifyLink.origin).toBe(baseUrl);
    expect(verifyLink.pathname).toBe('/auth');
    await open(page, verifyLink.toString());
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/auth${verifyLink.search}`);
    await submitSignIn(page, account.username, account.password);
    await expect.poll(() => page.getByRole('main').innerText(), { timeout: 10_000 }).toContain('Verified');
    await expect.poll(() => pathOf(page)).toBe('/auth');
    expect(await page.getByRole('main').innerText()).not.toContain('Please confirm your e-mail address');

    // Profile: a new name, avatar and e-mail address; the new address must be verified again.
    await page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Profile settings' }).click();
    await page.waitForURL(`${baseUrl}/auth/settings`);
    await settle(page);
    const newEmail = `new-${account.email}`;
    await page.getByLabel('Full name').fill('Grace Brewster Hopper');
    await page.getByLabel('E-mail').fill(newEmail);
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('Gender').selectOption('female');
    await page.locator('input[type=file]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: AVATAR_PNG });
    await expect.poll(() => page.getByAltText('Avatar preview').getAttribute('src')).toMatch(/^blob:/);
    // The profile form's own button (the time zone and other panels have theirs).
    await page.locator('form').filter({ has: page.getByLabel('Full name') }).getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.locator('body').innerText()).toContain('Your e-mail address changed, so please verify your account again');
    await expect.poll(() => page.getByRole('main').innerText()).toContain('Please confirm your e-mail address');
    await expect.poll(() => page.getByRole('complementary').innerText()).toContain('Grace Brewster Hopper');
    expect(await page.getByRole('complementary').locator('img').first().getAttribute('src')).toMatch(/^\/api\/avatars\//);
    expect(await page.getByLabel('Gender').inputValue()).toBe('female');

    const changed = await waitForMail(newEmail);
    await open(page, tokenLinkOf(changed).toString());
    await expect.poll(() => page.getByRole('main').innerText(), { timeout: 10_000 }).toContain('Verified');
    expect(await page.getByRole('main').innerText()).toContain(newEmail);

    // Signed out, the account pages send the visitor to sign-in and back.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await open(page, '/auth/settings');
    expect(pathOf(page)).toBe('/auth/sign-in?redirect=%2Fauth%2Fsettings');
    await submitSignIn(page, newEmail, account.password);
    await page.waitForURL(`${baseUrl}/auth/settings`);
    await context.close();
  });

  it('shows clearly that registration is closed while it is switched off', async () => {
    const app = await openServerDatabase();
    try {
      await app.services.settings.update({ registration: false });
      await expect.poll(async () => (await (await fetch(`${baseUrl}/api/settings`)).json()).data.settings.registration).toBe(false);
      const { context, page } = await newVisitor(browser);
      await open(page, '/auth/sign-up');
      const notice = page.getByRole('main').getByRole('status');
      await expect.poll(() => notice.innerText()).toContain('Registration is closed');
      expect(await page.getByLabel('Username').count()).toBe(0);
      // Nor do the header and the sign-in page offer it.
      expect(await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).count()).toBe(0);
      await context.close();
    } finally {
      await app.services.settings.update({ registration: true });
      await app.close();
      await expect.poll(async () => (await (await fetch(`${baseUrl}/api/settings`)).json()).data.settings.registration).toBe(true);
    }
  });
});
