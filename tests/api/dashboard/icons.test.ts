import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_PAGE_SIZE, type IconPage } from '@/shared/api/icons';
import { createAuthTestContext } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createAuthTestContext();
  token = await t.tokenFor(await t.adminId());
});
afterAll(async () => {
  await t.close();
});

const icons = async (query: string) => {
  const answer = await t.callJson<IconPage>(`/api/dashboard/icons${query}`, { token });
  expect(answer.res.status).toBe(200);
  return answer.body.data!;
};

describe('GET /api/dashboard/icons', () => {
  it('answers a page of the set with SVG bodies, never the whole set', async () => {
    const page = await icons('');
    expect(page.items).toHaveLength(ICON_PAGE_SIZE);
    expect(page.total).toBeGreaterThan(1000);
    expect(page.items[0]!.name).toMatch(/^lucide:[a-z0-9-]+$/);
    expect(page.items[0]!.body).toContain('<');
    expect(page.items[0]!.viewBox).toBe('0 0 24 24');
    const second = await icons('?page=2');
    expect(second.items[0]!.name).not.toBe(page.items[0]!.name);
  });

  it('searches by every word, names starting with the first word first', async () => {
    const page = await icons('?search=arrow%20up');
    expect(page.items.length).toBeGreaterThan(0);
    for (const icon of page.items) expect(icon.name).toMatch(/arrow.*up|up.*arrow/);
    expect(page.items[0]!.name.startsWith('lucide:arrow')).toBe(true);
    expect((await icons('?search=zzzz-no-such')).items).toEqual([]);
  });

  it('draws exactly the named icons (stored values, with or without prefix), skipping unknown ones', async () => {
    const page = await icons('?names=lucide:boxes,newspaper,lucide:no-such-icon');
    expect(page.items.map((icon) => icon.name)).toEqual(['lucide:boxes', 'lucide:newspaper']);
  });
});
