import { icons as lucide } from '@iconify-json/lucide';
import { getIconData, iconToSVG } from '@iconify/utils';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { iconSvg, LINE_ATTRIBUTES } = await import('@/components/ui/icon');

/**
 * Whether `body` is lucide's `original` with the stroke attributes the icon-line class supplies
 * taken off its one group, or off each of its shapes, which all carried them.
 */
function isOriginalWithoutLine(body: string, original: string): boolean {
  if (original === `<g${LINE_ATTRIBUTES}>${body}</g>`) return true;
  const shapes = original.match(/<[a-z]+[\s/>]/g)!.length;
  return original.split(LINE_ATTRIBUTES).length - 1 === shapes && original.split(LINE_ATTRIBUTES).join('') === body;
}

describe('Icon', () => {
  const names = Object.keys(lucide.icons);

  it('draws every lucide icon exactly as lucide does, with the shared stroke attributes left to the icon-line class', () => {
    let lined = 0;
    for (const name of names) {
      const original = iconToSVG(getIconData(lucide, name)!);
      const built = iconSvg(name)!;
      expect(built.viewBox).toBe(original.attributes.viewBox);
      if (built.line) {
        lined++;
        expect(built.body).not.toContain('stroke-width="2"');
        expect(isOriginalWithoutLine(built.body, original.body)).toBe(true);
      } else {
        expect(built.body).toBe(original.body);
      }
    }
    // Nearly all of lucide shares the attributes; the rest keep their own and get no class.
    expect(lined).toBeGreaterThan(names.length * 0.99);
    expect(iconSvg('search-large')!.line).toBe(false);
  });

  it('draws the fallback icon for a name lucide does not have', () => {
    expect(iconSvg('no-such-icon')).toEqual(iconSvg('circle'));
  });
});
