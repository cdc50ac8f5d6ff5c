import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { openServerDatabase } from './app-context';
import { launchBrowser } from './browser';
import { baseUrl, newVisitor, open, pathOf } from './accounts/helpers';
import { setOAuthPersona } from './peers/peers-client';
import { OAUTH_CLIENTS } from './peers/test-peers';

const OAUTH_SETTINGS = {
  google_client_id: OAUTH_CLIENTS.google.clientId,
  google_client_secret: OAUTH_CLIENTS.google.clientSecret,
  facebook_client_id: OAUTH_CLIENTS.facebook.clientId,
  facebook_client_secret: OAUTH_CLIENTS.facebook.clientSecret,
};

/** The server learns of settings changes through the Redis bus; wait until the sign-in buttons are on. */
async function waitForOAuth(expected: boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const body = await (await fetch(`${baseUrl}/api/settings`)).json();
    if (body.data.settings.oauth.google === expected && body.data.settings.oauth.facebook === expected) return;
    if (Date.now() > deadline) throw new Error(`settings.oauth stayed ${JSON.stringify(body.data.settings.oauth)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('accounts: sign-in with Google and Facebook', () => {
  let browser: Browser;
  let app: AppContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    await app.services.settings.update(OAUTH_SETTINGS);
    await waitForOAuth(true);
  });

  afterAll(async () => {
    await app?.services.settings.update(Object.fromEntries(Object.keys(OAUTH_SETTINGS).map((key) => [key, ''])));
    await app?.close();
    await browser?.close();
  });

  it('goes to the provider, comes back with a code and lands signed in where it was headed', async () => {
    const subject = `g-${Date.now()}`;
    await setOAuthPersona('google', { sub: subject, email: `${subject}@gmail.test`, email_verified: true, name: 'Katherine Johnson' });
    const { context, page } = await newVisitor(browser);

    await open(page, '/auth/sign-in?redirect=%2Fauth%2Fnotifications');
    await page.getByRole('button', { name: 'Google' }).click();
    await page.waitForURL((url) => url.pathname === '/oauth/google/consent');
    expect(await page.locator('body').innerText()).toContain('Continue as Katherine Johnson?');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${baseUrl}/auth/notifications`, { timeout: 15_000 });
    await expect.poll(() => page.getByRole('complementary').innerText()).toContain('Katherine Johnson');
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: /My account/ }).isVisible()).toBe(true);

    // The security page lists the link; the only way into an account without a password stays.
    await open(page, '/auth/security');
    const linked = page.getByRole('list', { name: 'Linked sign-in providers' });
    await expect.poll(() => linked.innerText()).toContain(`${subject}@gmail.test`);
    expect(await linked.innerText()).toContain('This is your only way to sign in');
    expect(await linked.getByRole('button', { name: 'Unlink' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('shows the sign-in form again with the reason when the person cancels at the provider', async () => {
    await setOAuthPersona('facebook', { id: `fb-${Date.now()}`, email: 'someone@facebook.test', name: 'Dorothy Vaughan' });
    const { context, page } = await newVisitor(browser);

    await open(page, '/auth/sign-in');
    await page.getByRole('button', { name: 'Facebook' }).click();
    await page.waitForURL((url) => url.pathname === '/oauth/facebook/consent');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/auth/sign-in');
    await expect.poll(() => page.locator('body').innerText()).toContain('Signing in with the provider did not work. Please try again.');
    await expect.poll(() => page.getByLabel('Username or e-mail').isVisible()).toBe(true);
    await context.close();
  });
});
