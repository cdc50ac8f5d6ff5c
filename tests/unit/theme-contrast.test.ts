import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 2 contrast of the theme's colour pairs, computed from the tokens themselves: the primary
 * scale as src/app/globals.css maps it onto Tailwind's palette, and Tailwind's own values
 * (tailwindcss/theme.css, in OKLCH), so a change of either is checked.
 */
const globals = readFileSync(path.resolve(import.meta.dirname, '../../src/app/globals.css'), 'utf8');
const tailwindTheme = readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');

function declaration(css: string, name: string): string | undefined {
  return new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css)?.[1].trim();
}

/** A colour token's value, following `var(--color-…)` from globals.css into Tailwind's palette. */
function tokenValue(name: string): string {
  const own = declaration(globals, name);
  const reference = own && /^var\(--color-([a-z0-9-]+)\)$/.exec(own);
  const value = reference ? declaration(tailwindTheme, reference[1]) : own ?? declaration(tailwindTheme, name);
  if (!value) throw new Error(`no colour token --color-${name}`);
  return value;
}

/** Linear-light sRGB channels of `#rrggbb` or `oklch(L% C h)` (clipped to sRGB, as a browser shows it there). */
function linearRgb(value: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    return [0, 2, 4].map((at) => {
      const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
  }
  const oklch = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)$/.exec(value);
  if (!oklch) throw new Error(`unreadable colour ${value}`);
  const [lightness, chroma, hue] = [Number(oklch[1]) / 100, Number(oklch[2]), (Number(oklch[3]) * Math.PI) / 180];
  const [a, b] = [chroma * Math.cos(hue), chroma * Math.sin(hue)];
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (channel: number) => Math.min(1, Math.max(0, channel));
  return [
    clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

function luminance(token: string): number {
  const [r, g, b] = linearRgb(tokenValue(token));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  it('computes what axe measured for the old primary: white on green-600 is 3.2:1', () => {
    expect(contrast('white', 'green-600')).toBeCloseTo(3.2, 1);
  });

  // Both themes: the primary button keeps white text on primary-600 (hover 700, pressed 800).
  it.each([
    ['white', 'primary-600'],
    ['white', 'primary-700'],
    ['white', 'primary-800'],
  ])('%s text on %s, in both themes', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['primary-600', 'white'],
    ['primary-700', 'white'],
    ['primary-800', 'primary-50'],
    ['slate-500', 'white'],
    ['slate-600', 'slate-50'],
  ])('light theme: %s text on %s', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['primary-400', 'slate-950'],
    ['primary-400', 'slate-900'],
    ['primary-300', 'slate-900'],
    ['slate-400', 'slate-900'],
    ['slate-200', 'slate-950'],
  ])('dark theme: %s text on %s', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});
