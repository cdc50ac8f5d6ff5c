import type { Page } from 'playwright-core';

/** The row of the roles table that names `name`. */
export const roleRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Opens the row menu of the role named `name` (its only button, in any language). */
async function openRoleMenu(page: Page, name: string): Promise<void> {
  const row = roleRow(page, name);
  await row.waitFor();
  await row.getByRole('button').click();
  await page.getByRole('menu').waitFor();
}

/** The entries of the role's row menu, read while it is open; the menu is closed again. */
export async function roleMenuEntries(page: Page, name: string): Promise<string[]> {
  await openRoleMenu(page, name);
  const entries = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return entries;
}

/** Chooses `action` ("Edit", "View", "Delete", or their translation) from the role's row menu. */
export async function chooseRoleAction(page: Page, name: string, action: string): Promise<void> {
  await openRoleMenu(page, name);
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}
