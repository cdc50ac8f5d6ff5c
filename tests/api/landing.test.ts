import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardContent } from '@/shared/api/contents';
import type { ListResult } from '@/shared/api/list';
import type { PublicBundle } from '@/shared/types';
import type { CallOptions, TestContext } from '../helpers/test-context';
import { openAsAdmin } from '../helpers/signed-in';

let t: TestContext;
let adminToken: string;
beforeAll(async () => ({ t, adminToken } = await openAsAdmin()));
afterAll(() => t.close());

const contents = <T>(path: string, options: CallOptions = {}) => t.callJson<T>(`/api/dashboard/modules/landing/contents${path}`, { token: adminToken, ...options });
const landing = async (language: string) =>
  (await t.callJson<PublicBundle>('/api/settings', { headers: { 'x-language': language } })).body.data!.contents.landing!;

async function homeItem(): Promise<DashboardContent> {
  const list = await contents<ListResult<DashboardContent>>('');
  const { id } = list.body.data!.items.find((item) => Object.values(item.slug).includes('home'))!;
  return (await contents<DashboardContent>(`/${id}`)).body.data!;
}

describe('the home page sections', () => {
  it('reach the public bundle with every per-locale value in the visitor’s language, a group’s rows included', async () => {
    const sv = await landing('sv');
    expect(sv.intro_head).toBe('Ditt innehåll, på alla språk');
    expect(sv.services).toContainEqual({ icon: 'inbox', title: 'Formulärinkorg', description: 'Kontaktformulär och egna formulär hamnar i en inkorg där varje meddelande är väntande eller löst.' });
    expect((sv.projects as { name: string }[]).map((project) => project.name)).toEqual(['Hamnstadens museum', 'Resguide till Anatolien', 'Fjordkooperativet']);
    expect((await landing('tr')).cta_button_label).toBe('Hesabınızı oluşturun');
    expect((await landing('en')).partners).toEqual([
      { name: 'Northwind', logo: '/landing/partner-northwind.svg' },
      { name: 'Bosphorus', logo: '/landing/partner-bosphorus.svg' },
      { name: 'Lindqvist', logo: '/landing/partner-lindqvist.svg' },
    ]);
  });

  it('are edited through the contents API: the seeded item’s GET answer goes back with a changed heading and partner, and shows on the next read', async () => {
    const home = await homeItem();
    const content = home.content as { intro_head: Record<string, string>; partners: { name: string }[] };
    const changed = {
      ...home,
      content: {
        ...content,
        intro_head: { ...content.intro_head, en: 'Everything, everywhere' },
        partners: content.partners.map((partner, index) => (index === 0 ? { ...partner, name: 'Southwind', url: 'https://southwind.example' } : partner)),
      },
    };
    const saved = await contents<DashboardContent>(`/${home.id}`, { method: 'PUT', json: changed });
    expect(saved.res.status, JSON.stringify(saved.body)).toBe(200);
    const en = await landing('en');
    expect(en.intro_head).toBe('Everything, everywhere');
    expect((en.partners as unknown[])[0]).toEqual({ name: 'Southwind', logo: '/landing/partner-northwind.svg', url: 'https://southwind.example' });
    expect((await landing('sv')).intro_head).toBe('Ditt innehåll, på alla språk');
  });

  it('refuse a group row without its required value, at the row’s path', async () => {
    const home = await homeItem();
    const rows = [...(home.content.services as object[]), { icon: 'star', description: { en: 'No title' } }];
    const { res, body } = await contents<unknown>(`/${home.id}`, { method: 'PUT', json: { ...home, content: { ...home.content, services: rows } } });
    expect(res.status).toBe(422);
    expect(body.data).toMatchObject({ content: { services: { [rows.length - 1]: { title: { _errors: [expect.any(String)] } } } } });
  });
});
