import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_ICONS } from '@/lib/toast-icons';
import {
  currentToasts,
  dismissToast,
  dismissToastGroup,
  MAX_TOASTS,
  runToastAction,
  showToast,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
} from '@/lib/toasts';

/** Closes and drops whatever an earlier test left. */
function clearAll(): void {
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
}

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearAll();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps five, newest last', () => {
    for (let index = 1; index <= MAX_TOASTS + 2; index++) showToast({ title: `t${index}` });
    expect(currentToasts().map((toast) => toast.title)).toEqual(['t3', 't4', 't5', 't6', 't7']);
  });

  it('marks a dismissed toast closed, then drops it after 200 ms', () => {
    const id = showToast({ title: 'bye' });
    dismissToast(id);
    expect(currentToasts().find((toast) => toast.id === id)?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(currentToasts().some((toast) => toast.id === id)).toBe(false);
  });

  it('gives 3000 ms per line, and more time to a toast with actions', () => {
    expect(currentToasts().length).toBe(0);
    showToast({ description: ['a', 'b'] });
    showToast({ title: 'Deleted', actions: [{ label: 'Undo', onClick: () => {} }] });
    const [lines, withAction] = currentToasts();
    expect(lines!.duration).toBe(2 * TOAST_DURATION_MS);
    expect(withAction!.duration).toBe(2 * TOAST_DURATION_MS);
    expect(withAction!.actions.map((action) => action.label)).toEqual(['Undo']);
  });

  it('runs an action once and closes its toast', () => {
    const onClick = vi.fn();
    const action = { label: 'Undo', onClick };
    const id = showToast({ title: 'Moved to spam', actions: [action] });
    runToastAction(id, action);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(currentToasts().find((toast) => toast.id === id)?.open).toBe(false);
  });

  it('replaces the open toast of the same group, and closes a group on demand', () => {
    const first = showToast({ color: 'error', title: 'Error', group: 'form-1' });
    const other = showToast({ color: 'error', title: 'Error', group: 'form-2' });
    const second = showToast({ color: 'error', title: 'Error again', group: 'form-1' });
    const open = () => currentToasts().filter((toast) => toast.open).map((toast) => toast.id);
    expect(open()).toEqual([other, second]);
    dismissToastGroup('form-1');
    expect(open()).toEqual([other]);
    expect(first).not.toBe(second);
  });

  it('has a distinct icon for every colour', () => {
    const icons = Object.values(TOAST_ICONS);
    expect(Object.keys(TOAST_ICONS).sort()).toEqual(['error', 'info', 'success', 'warning']);
    expect(new Set(icons).size).toBe(icons.length);
  });
});
