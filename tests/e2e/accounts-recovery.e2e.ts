import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { baseUrl, newVisitor, open, pathOf, signUpViaApi, submitSignIn, uniqueAccount } from './accounts/helpers';
import { tokenLinkOf, waitForMail } from './peers/peers-client';

describe('accounts: password recovery', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('mails a link, sets a new password with it, and only the new password signs in', async () => {
    const account = uniqueAccount('recover');
    await signUpViaApi(account);
    await waitForMail(account.email); // the welcome mail
    const { context, page } = await newVisitor(browser);

    await open(page, '/auth/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${baseUrl}/auth/recovery-account`);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByRole('main').innerText()).toContain(`If an account uses ${account.email}`);

    const recoveryMail = await waitForMail(account.email, 2);
    const link = tokenLinkOf(recoveryMail);
    expect(`${link.origin}${link.pathname}`).toBe(`${baseUrl}/auth/recovery-account`);

    const newPassword = `${account.password}-renewed`;
    await open(page, link.toString());
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Choose a new password');
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${baseUrl}/auth/sign-in`);

    // The link is single-use.
    await open(page, link.toString());
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByRole('main').getByRole('alert').innerText()).toMatch(/expired or invalid/i);
    await expect.poll(() => page.getByRole('link', { name: 'Request a new link' }).isVisible()).toBe(true);

    await open(page, '/auth/sign-in');
    await submitSignIn(page, account.username, account.password);
    await expect.poll(() => page.getByRole('main').getByRole('alert').innerText()).toContain('Invalid credentials');
    expect(pathOf(page)).toBe('/auth/sign-in');
    // A failed attempt clears the password and puts the cursor back into it.
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');

    await submitSignIn(page, account.email, newPassword);
    await page.waitForURL(`${baseUrl}/auth`);
    await context.close();
  });

  it('says so when the link in the address is damaged', async () => {
    const { context, page } = await newVisitor(browser);
    await open(page, '/auth/recovery-account?token=cut-off');
    await expect.poll(() => page.getByRole('main').getByRole('alert').innerText()).toContain('This reset link is incomplete, expired or already used.');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL(`${baseUrl}/auth/recovery-account`);
    await context.close();
  });
});
