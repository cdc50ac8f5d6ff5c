import { describe, expect, it } from 'vitest';
import { defaultFilter } from 'cmdk';
import { fold, paletteRank, rankEntries } from '@/components/dashboard/palette/palette-rank';

/** The sidebar's screens as the palette lists them: label and group. */
const SCREENS: [string, string][] = [
  ['Overview', 'General'], ['Users', 'People'], ['Roles', 'People'], ['Sessions', 'People'], ['Media', 'Site'],
  ['Modules', 'Site'], ['Menus', 'Site'], ['Blog', 'Content'], ['Request logs', 'System'], ['Settings', 'System'],
  ['Contact', 'Forms'], ['Newsletter settings', 'Forms'],
];
/** The palette's order for a search: best first, ties in sidebar order, non-matches out. */
const ranked = (search: string, screens = SCREENS) => screens
  .map(([label, group], index) => ({ label, index, score: paletteRank(search, label, group, defaultFilter) }))
  .filter((entry) => entry.score > 0)
  .sort((a, b) => b.score - a.score || a.index - b.index)
  .map((entry) => entry.label);

describe('the command palette ranking', () => {
  it('opens Settings first for "sett", before a label with the word later and a loose match', () => {
    expect(ranked('sett').slice(0, 2)).toEqual(['Settings', 'Newsletter settings']);
    expect(ranked('sett')[0]).toBe('Settings');
  });

  it('puts an exact label before a prefix, a prefix before a word start, a word start before a part of a word', () => {
    const screens: [string, string][] = [['Logs archive', 'System'], ['Blogs', 'Content'], ['Request logs', 'System'], ['Logs', 'System']];
    expect(ranked('logs', screens)).toEqual(['Logs', 'Logs archive', 'Request logs', 'Blogs']);
    expect(paletteRank('logs', 'Logs', 'System')).toBe(1);
    expect(paletteRank('logs', 'Logs archive')).toBeGreaterThan(paletteRank('logs', 'Request logs'));
    expect(paletteRank('logs', 'Request logs')).toBeGreaterThan(paletteRank('logs', 'Blogs'));
  });

  it('ranks a word start in the group below one in the label', () => {
    expect(ranked('people').slice(0, 3)).toEqual(['Users', 'Roles', 'Sessions']);
    expect(paletteRank('rol', 'Roles', 'People')).toBeGreaterThan(paletteRank('peo', 'Roles', 'People'));
  });

  it('keeps loose letter matches below every real match, and drops what does not match at all', () => {
    expect(paletteRank('stg', 'Settings', 'System', defaultFilter)).toBeGreaterThan(0);
    expect(paletteRank('stg', 'Settings', 'System', defaultFilter)).toBeLessThanOrEqual(0.4);
    expect(paletteRank('zzz', 'Settings', 'System', defaultFilter)).toBe(0);
    expect(ranked('qqq')).toEqual([]);
  });

  it('ignores case and accents, Turkish dotted capitals included', () => {
    expect(paletteRank('ICERIK', 'İçerik', 'Site')).toBe(1);
    expect(paletteRank('ayar', 'Ayarlar')).toBe(0.9);
    expect(paletteRank('kullan', 'Site kullanıcıları')).toBe(0.8);
    expect(fold('İÇERİK')).toBe('icerik');
  });

  it('keeps every entry for an empty search', () => {
    expect(ranked('  ')).toHaveLength(SCREENS.length);
  });
});

describe('the palette\'s list for a search', () => {
  const GROUPS = [
    { label: 'Site', links: [{ label: 'Media' }, { label: 'Modules' }, { label: 'Pages' }] },
    { label: 'Content', links: [{ label: 'Blog' }, { label: 'Newsletter settings' }] },
    { label: 'System', links: [{ label: 'Request logs' }, { label: 'Settings' }] },
  ];

  it('puts the best match first whatever its group, so "sett" selects Settings', () => {
    expect(rankEntries(GROUPS, 'sett', defaultFilter).map((entry) => [entry.link.label, entry.group]).slice(0, 2))
      .toEqual([['Settings', 'System'], ['Newsletter settings', 'Content']]);
  });

  it('leaves out what does not match and keeps the sidebar order among equals', () => {
    expect(rankEntries(GROUPS, 'm', defaultFilter).map((entry) => entry.link.label).slice(0, 2)).toEqual(['Media', 'Modules']);
    expect(rankEntries(GROUPS, 'qqq', defaultFilter)).toEqual([]);
  });
});
