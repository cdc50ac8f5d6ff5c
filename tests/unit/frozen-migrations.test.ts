import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A migration runs on a fresh database years after it shipped, so it may depend on nothing the
 * application can change since: kysely, Node's built-ins and the files beside it only.
 */
const FOLDER = path.join(process.cwd(), 'src/server/db/migrations');
const files = fs.readdirSync(FOLDER).filter((name) => /\.tsx?$/.test(name));

/** Every module a file names: static and type imports, re-exports, `import()` and `require()`. */
function importedModules(source: string): string[] {
  const patterns = [/\bfrom\s+['"]([^'"]+)['"]/g, /\bimport\s+['"]([^'"]+)['"]/g, /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

const allowed = (specifier: string): boolean =>
  specifier === 'kysely' || specifier.startsWith('node:') || (/^\.\/[^/]+$/.test(specifier) && fs.existsSync(path.join(FOLDER, path.extname(specifier) ? specifier : `${specifier}.ts`)));

describe('migrations are frozen', () => {
  it('finds the migrations', () => {
    expect(files).toContain('index.ts');
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s imports only kysely, node: built-ins and files beside it', (name) => {
    const source = fs.readFileSync(path.join(FOLDER, name), 'utf8');
    expect(importedModules(source).filter((specifier) => !allowed(specifier))).toEqual([]);
  });

  it('recognises an import of the application', () => {
    const source = "import { locales } from '@/i18n/locales';\nimport type { Engine } from '../connect';\nimport { sql } from 'kysely';\n";
    expect(importedModules(source).filter((specifier) => !allowed(specifier))).toEqual(['@/i18n/locales', '../connect']);
  });
});
