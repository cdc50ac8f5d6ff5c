import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TOKEN_COOKIE } from '@/shared/shell-hints';
import { e2eServer } from '../e2e-server';

export const baseUrl = e2eServer().baseUrl;

export interface Visitor {
  context: BrowserContext;
  page: Page;
}

export const DESKTOP = { width: 1280, height: 900 };

/** A fresh browser context whose cookie choice is already saved, so no banner covers the forms. */
export async function newVisitor(browser: Browser, viewport = DESKTOP): Promise<Visitor> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const saved = await context.request.post('/api/cookie-preferences', {
    data: { necessary: true, analytics: false, marketing: false },
    headers: { Origin: baseUrl },
  });
  expect(saved.ok()).toBe(true);
  return { context, page: await context.newPage() };
}

/** Signs a browser context in with a session `token`: the httpOnly cookie sign-in sets. */
export function addSessionCookie(context: BrowserContext, token: string, url = baseUrl): Promise<void> {
  return context.addCookies([{ name: TOKEN_COOKIE, value: token, url, httpOnly: true, sameSite: 'Lax' }]);
}

/** A fresh visitor signed in with a session `token` (cookie choice saved too). */
export async function signedInVisitor(browser: Browser, token: string, viewport = DESKTOP): Promise<Visitor> {
  const visitor = await newVisitor(browser, viewport);
  await addSessionCookie(visitor.context, token);
  return visitor;
}

/** Opens a page and waits until its client components are interactive. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

/** Waits for navigation and hydration to finish (the poller only calls once a minute). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

let sequence = 0;

export interface AccountInput {
  fullname: string;
  username: string;
  email: string;
  password: string;
  birthday: string;
}

export function uniqueAccount(prefix = 'e2e'): AccountInput {
  sequence++;
  const name = `${prefix}${sequence}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return { fullname: 'Grace Hopper', username: name, email: `${name}@example.test`, password: `Harbour-Lantern-${sequence}-Violet`, birthday: '1985-12-09' };
}

/** Registers an account through the API, as if it had signed up earlier. */
export async function signUpViaApi(account: AccountInput): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`sign-up failed (${response.status}): ${await response.text()}`);
}

export interface SignInTexts {
  identifier: string;
  password: string;
  submit: string;
}

export const SIGN_IN_EN: SignInTexts = { identifier: 'Username or e-mail', password: 'Password', submit: 'Sign in' };
export const SIGN_IN_TR: SignInTexts = { identifier: 'Kullanıcı adı veya e-posta', password: 'Şifre', submit: 'Giriş yap' };

/** Fills and sends the sign-in form shown on the page. */
export async function submitSignIn(page: Page, identifier: string, password: string, texts: SignInTexts = SIGN_IN_EN): Promise<void> {
  await page.getByLabel(texts.identifier).fill(identifier);
  await page.getByLabel(texts.password, { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: texts.submit, exact: true }).click();
}

/** The path and query of the page's URL, e.g. `/auth/sign-in?redirect=%2Fauth`. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
