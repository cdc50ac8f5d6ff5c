import { describe, expect, it } from 'vitest';
import { clickLeavesPage, hasUnsavedWork, holdUnsavedWork, mayLeave } from '@/lib/leave-guard';

const HERE = 'https://site.example/dashboard/modules/blog?tab=fields';
const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: '', download: false, ...extra });

describe('which link clicks leave an editor', () => {
  it('a plain click on a link to another screen or another query of this one', () => {
    expect(clickLeavesPage(click, link('/dashboard/modules'), HERE)).toBe(true);
    expect(clickLeavesPage(click, link('https://site.example/dashboard'), HERE)).toBe(true);
    expect(clickLeavesPage(click, link('/dashboard/modules/blog?tab=general'), HERE)).toBe(true);
    expect(clickLeavesPage(click, link('/dashboard/users', { target: '_self' }), HERE)).toBe(true);
  });

  it('not an anchor on this page, a new tab or window, a download, another site, or a click already handled', () => {
    expect(clickLeavesPage(click, link('/dashboard/modules/blog?tab=fields#uploads'), HERE)).toBe(false);
    expect(clickLeavesPage(click, link('/dashboard/users', { target: '_blank' }), HERE)).toBe(false);
    expect(clickLeavesPage(click, link('/uploads/file.pdf', { download: true }), HERE)).toBe(false);
    expect(clickLeavesPage(click, link('https://elsewhere.example/'), HERE)).toBe(false);
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(clickLeavesPage({ ...click, [modifier]: true }, link('/dashboard/users'), HERE), modifier).toBe(false);
    }
    expect(clickLeavesPage({ ...click, button: 1 }, link('/dashboard/users'), HERE)).toBe(false);
    expect(clickLeavesPage({ ...click, defaultPrevented: true }, link('/dashboard/users'), HERE)).toBe(false);
  });
});

describe('unsaved work and leaving', () => {
  it('asks nothing without unsaved work', () => {
    const asked: string[] = [];
    expect(hasUnsavedWork()).toBe(false);
    expect(mayLeave((question) => { asked.push(question); return false; })).toBe(true);
    expect(asked).toEqual([]);
  });

  it('asks the newest editor\'s question once, and goes on only when the answer is yes', () => {
    const releaseList = holdUnsavedWork('Leave the list?');
    const releaseDialog = holdUnsavedWork('Leave the dialog?');
    const asked: string[] = [];
    expect(mayLeave((question) => { asked.push(question); return false; })).toBe(false);
    expect(mayLeave((question) => { asked.push(question); return true; })).toBe(true);
    expect(asked).toEqual(['Leave the dialog?', 'Leave the dialog?']);
    releaseDialog();
    expect(mayLeave((question) => { asked.push(question); return false; })).toBe(false);
    expect(asked.at(-1)).toBe('Leave the list?');
    releaseList();
    releaseList();
    expect(hasUnsavedWork()).toBe(false);
  });

  it('keeps an editor\'s hold when another with the same question lets go', () => {
    const first = holdUnsavedWork('Leave?');
    const second = holdUnsavedWork('Leave?');
    first();
    first();
    expect(hasUnsavedWork()).toBe(true);
    second();
    expect(hasUnsavedWork()).toBe(false);
  });
});
