import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { Icon } = await import('@/components/ui/icon');

const classOf = (name: string) => /class="([^"]*)"/.exec(renderToStaticMarkup(createElement(Icon, { name })))![1].split(' ');

describe('icons in a right-to-left language', () => {
  it.each(['chevron-right', 'chevron-left', 'arrow-right', 'lucide:arrow-left', 'chevrons-right', 'arrow-right-to-line'])('mirrors %s, which points along the reading direction', (name) => {
    expect(classOf(name)).toContain('rtl:-scale-x-100');
  });

  it.each(['menu', 'chevron-down', 'arrow-up', 'x', 'arrow-down-left'])('leaves %s as drawn', (name) => {
    expect(classOf(name)).not.toContain('rtl:-scale-x-100');
  });
});
