import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A right-to-left language mirrors every screen only while components use Tailwind's logical
 * utilities (ms-/me-, ps-/pe-, start-/end-, text-start/end, border-s/e, rounded-s/e), so a
 * physical one (ml-4, right-0, text-left, ...) is flagged. Centring (left-1/2 with its
 * translate) and off-screen positioning stay physical on purpose.
 */
const PHYSICAL = /(?<=[\s"'`:])-?(?:(?:ml|mr|pl|pr)-(?=[\w[.])|(?:left|right)-(?!1\/2|\[10000px\])(?=[\w[.])|(?:text|float)-(?:left|right)(?=[\s"'`}),]|$)|border-[lr](?=[\s"'`}),]|$|-\d|-[a-z])|rounded-(?:[lr]|tl|tr|bl|br)(?=[\s"'`}),]|$|-))/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('logical layout utilities', () => {
  it('finds no physical left/right utilities in components and pages', () => {
    const found = ['src/components', 'src/app'].flatMap(sourceFiles).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        // Prose in comments ("right-to-left") is not a class.
        .flatMap((line, index) => (/^\s*(?:\/\/|\/?\*)/.test(line) ? [] : [...line.matchAll(PHYSICAL)]).map((match) => `${file}:${index + 1} ${match[0]}`)),
    );
    expect(found).toEqual([]);
  });

  it('recognises the physical utilities it is meant to flag', () => {
    const sample = 'className="ml-4 sm:pr-2 -right-24 text-left border-l-4 rounded-r-lg left-1/2 rounded-lg border-slate-200 ms-2"';
    expect(sample.match(PHYSICAL)).toEqual(['ml-', 'pr-', '-right-', 'text-left', 'border-l', 'rounded-r']);
  });
});
