import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { baseUrl, newVisitor, open, pathOf, settle, SIGN_IN_TR, submitSignIn, uniqueAccount } from './accounts/helpers';
import { tokenLinkOf, waitForMail } from './peers/peers-client';

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().innerText();

describe('accounts on Turkish paths', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, verifies, moves around the account and signs in again, all in Turkish', async () => {
    const account = uniqueAccount('turkce');
    const { context, page } = await newVisitor(browser, { width: 390, height: 844 });

    await open(page, '/tr/hesap/kayit-ol');
    expect(await heading(page)).toBe('Hesap oluştur');
    await page.getByLabel('Ad soyad').fill('Cahit Arf');
    await page.getByLabel('Kullanıcı adı').fill(account.username);
    await page.getByLabel('E-posta').fill(account.email);
    await page.getByLabel('Doğum tarihi').fill(account.birthday);
    await page.getByLabel('Şifre', { exact: true }).fill(account.password);
    await page.getByLabel('Şifre tekrarı').fill(account.password);
    await page.getByRole('button', { name: 'Hesap oluştur' }).click();
    await page.waitForURL(`${baseUrl}/tr/hesap`);
    expect(await heading(page)).toBe('Hesabım');

    // The welcome mail is in Turkish and links to the Turkish account home.
    const welcome = await waitForMail(account.email);
    const link = tokenLinkOf(welcome);
    expect(link.pathname).toBe('/tr/hesap');
    await open(page, link.toString());
    await expect.poll(() => page.getByRole('main').innerText(), { timeout: 10_000 }).toContain('Doğrulandı');
    await expect.poll(() => pathOf(page)).toBe('/tr/hesap');

    for (const [path, title] of [['/tr/hesap/ayarlar', 'Profil ayarları'], ['/tr/hesap/guvenlik', 'Güvenlik'], ['/tr/hesap/bildirimler', 'Bildirimler']]) {
      await open(page, path);
      expect(await heading(page)).toBe(title);
    }

    await page.getByRole('button', { name: 'Çıkış yap' }).click();
    await page.waitForURL(`${baseUrl}/tr`);

    // Guests are sent to the Turkish sign-in page and back.
    await open(page, '/tr/hesap/guvenlik');
    expect(pathOf(page)).toBe('/tr/hesap/giris-yap?redirect=%2Ftr%2Fhesap%2Fguvenlik');
    expect(await heading(page)).toBe('Giriş yap');
    await submitSignIn(page, account.email, account.password, SIGN_IN_TR);
    await page.waitForURL(`${baseUrl}/tr/hesap/guvenlik`);
    await settle(page);
    expect(await heading(page)).toBe('Güvenlik');

    // Signed in, the guest pages lead to the account home.
    await open(page, '/tr/hesap/giris-yap');
    expect(pathOf(page)).toBe('/tr/hesap');
    await context.close();
  });
});
