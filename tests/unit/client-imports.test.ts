import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The browser never imports a language's messages: no 'use client' module reaches the registry
 * (src/i18n/languages/registry.ts) or a messages file (src/i18n/messages/*.json) through static
 * imports. The page's own locale reaches the browser through NextIntlClientProvider only, and the
 * languages' names and directions through the document (src/i18n/languages/table.browser.ts).
 * `import()` is left out: global-error.tsx loads its language's file on demand, only when the
 * document itself failed.
 *
 * Nor does the browser load zod or tailwind-merge with the frame of every page: the client modules
 * of the root layout, of the site's, the account area's and the dashboard's layouts, of the home
 * page and of the dashboard's overview reach no schema (src/shared/schemas/zod-config.ts, for the
 * screens with forms) and not src/lib/cn.ts (for server components; client ones join classes with
 * clsx), and their dropdown menus and dialogs load on first intent. Those are about 35, 20 and 50 KB
 * gzipped of script that Lighthouse's slow phone downloads and runs before it paints.
 */
const ROOT = process.cwd();
const SRC = path.join(ROOT, 'src');
const FORBIDDEN = [/src\/i18n\/languages\/registry\.ts$/, /src\/i18n\/messages\/[^/]+\.json$/];

/** package.json `imports` as the browser build resolves them (the `browser` condition first). */
const packageImports = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).imports as Record<string, string | Record<string, string>>;
const browserTarget = (entry: string | Record<string, string>) => (typeof entry === 'string' ? entry : (entry.browser ?? entry.default));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The modules a file loads when it runs: static imports and re-exports, not type-only ones. */
function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]/gm)) {
    const [, typeOnly, clause, specifier] = match;
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    const allTypes = named !== null && named[1].split(',').map((part) => part.trim()).filter(Boolean).every((part) => part.startsWith('type '));
    if (!typeOnly && !allTypes) specifiers.push(specifier);
  }
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specifiers.push(match[1]);
  return specifiers;
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier in packageImports) base = path.join(ROOT, browserTarget(packageImports[specifier]));
  else return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${specifier}`);
  return found;
}

const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8'));
const clientModules = sourceFiles(SRC).filter(isClientModule);

/** Every module the starting ones reach, each with the chain that led there; `stopAt` ends a chain at a module it accepts. */
function reached(start: string[], stopAt: (file: string) => boolean = () => false): Map<string, string[]> {
  const chains = new Map<string, string[]>(start.map((file) => [file, [file]]));
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift()!;
    if (file.endsWith('.json') || (stopAt(file) && !start.includes(file))) continue;
    for (const specifier of runtimeImports(fs.readFileSync(file, 'utf8'))) {
      const target = resolve(file, specifier);
      if (target && !chains.has(target)) {
        chains.set(target, [...chains.get(file)!, target]);
        queue.push(target);
      }
    }
  }
  return chains;
}

const chainText = (chain: string[]) => chain.map((file) => path.relative(ROOT, file)).join(' -> ');

describe('what the browser imports', () => {
  const chains = reached(clientModules);

  it('follows the client modules into the shared code (the walk itself works)', () => {
    expect(clientModules.length).toBeGreaterThan(50);
    expect([...chains.keys()]).toContain(path.join(SRC, 'i18n/locales.ts'));
    expect([...chains.keys()]).toContain(path.join(SRC, 'i18n/languages/table.browser.ts'));
  });

  it('never reaches the language registry or a messages file', () => {
    const offending = [...chains.entries()]
      .filter(([file]) => FORBIDDEN.some((pattern) => pattern.test(file)))
      .map(([, chain]) => chainText(chain));
    expect(offending).toEqual([]);
  });

  it('loads neither zod nor tailwind-merge with the frame of every page (the root layout and the site, account and dashboard layouts), the home page or the overview', () => {
    const frames = [
      'app/[locale]/layout.tsx', 'app/[locale]/(gated)/layout.tsx', 'components/site/site-layout.tsx', 'app/[locale]/(gated)/(site)/auth/(account)/layout.tsx',
      'app/[locale]/(gated)/dashboard/layout.tsx', 'app/[locale]/(gated)/(site)/page.tsx', 'app/[locale]/(gated)/dashboard/page.tsx',
    ].map((file) => path.join(SRC, file));
    // The server components of the frames, down to the client modules they render.
    const frameClientModules = [...reached(frames, isClientModule).keys()].filter(isClientModule);
    expect(frameClientModules.length).toBeGreaterThan(10);
    const frameChains = reached(frameClientModules);
    const heavy = ['shared/schemas/zod-config.ts', 'lib/cn.ts'].map((file) => path.join(SRC, file)).filter((file) => frameChains.has(file));
    expect(heavy.map((file) => chainText(frameChains.get(file)!))).toEqual([]);
    // Their dropdown menus and dialogs load on first intent (components/ui/lazy-menu.tsx).
    const dropdowns = [...frameChains.keys()].filter((file) => /import\s*\{[^}]*\b(DropdownMenu|Dialog)\b[^}]*\}\s*from\s*['"]radix-ui['"]/.test(fs.readFileSync(file, 'utf8')));
    expect(dropdowns.map((file) => chainText(frameChains.get(file)!))).toEqual([]);
  });

  it('would notice one that did', () => {
    expect(runtimeImports("import * as registry from '@/i18n/languages/registry';\nexport { default as en } from '../messages/en.json';")).toEqual(['@/i18n/languages/registry', '../messages/en.json']);
    expect(runtimeImports("import type * as registry from './registry';\nimport { type Locale } from './locales';\nimport type en from './en.json';")).toEqual([]);
    expect(browserTarget(packageImports['#language-table'])).toBe('./src/i18n/languages/table.browser.ts');
  });
});
