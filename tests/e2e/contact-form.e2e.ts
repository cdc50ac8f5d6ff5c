import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { openServerDatabase } from './app-context';
import { launchBrowser } from './browser';
import { newVisitor, open } from './accounts/helpers';

/**
 * The contact form is built from the contact module's fields: the browser checks it with the
 * registry's value schema (the server's), and what it sends is what the server stores.
 */
describe('the contact form', () => {
  let browser: Browser;
  let server: AppContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await openServerDatabase();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('checks in the browser with the shared schema, then stores exactly what the schema gave', async () => {
    const { context, page } = await newVisitor(browser);
    await open(page, '/sv/contact');
    const send = page.getByRole('button', { name: 'Skicka' });
    const fullname = page.getByLabel('Fullständigt namn');
    const email = page.locator('#field-email');
    const text = page.locator('#field-message');

    await send.click();
    await expect.poll(() => fullname.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('fullname');
    const describedBy = await fullname.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('Obligatoriskt fält');

    const message = `Hej från e2e ${Date.now()}`;
    await fullname.fill('  Ada Lovelace ');
    await email.fill('ada@');
    await text.fill(`  ${message}  `);
    await send.click();
    await expect.poll(() => page.getByRole('main').innerText()).toContain('Ogiltig e-postadress');

    await email.fill('ada@example.com');
    await send.click();
    // The confirmation takes the form's place in the page, with the focus.
    const confirmation = page.getByRole('main').getByRole('status').filter({ hasText: 'Tack, ditt meddelande har skickats' });
    await expect.poll(() => confirmation.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Tack, ditt meddelande har skickats');

    const { db, json } = server.handle;
    const rows = await db.selectFrom('form_submissions').select('data').orderBy('id', 'desc').limit(5).execute();
    expect(rows.map((row) => json.read(row.data))).toContainEqual({ fullname: 'Ada Lovelace', email: 'ada@example.com', message });
    await context.close();
  });
});
