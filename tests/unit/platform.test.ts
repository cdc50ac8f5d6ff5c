import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  allowScripts: Record<string, boolean>;
};

describe('supported Node.js lines', () => {
  const range = manifest.engines.node;

  it('are the two LTS lines the tests run on, and nothing untested', () => {
    expect(semver.satisfies('20.20.2', range)).toBe(true);
    expect(semver.satisfies('24.21.0', range)).toBe(true);
    for (const untested of ['18.20.0', '20.14.0', '22.12.0', '26.0.0']) expect(semver.satisfies(untested, range)).toBe(false);
  });

  it('include the Node.js running this test', () => {
    expect(semver.satisfies(process.versions.node, range)).toBe(true);
    // scripts/test.sh sets this for its second pass, proving that pass really ran on that line.
    const expectedMajor = process.env.EXPECT_NODE_MAJOR;
    if (expectedMajor) expect(semver.major(process.versions.node)).toBe(Number(expectedMajor));
  });
});

describe('dependency install scripts', () => {
  it('are each approved or denied in allowScripts', () => {
    const output = execFileSync('npm', ['install-scripts', 'ls'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(output).toContain('No packages with unreviewed install scripts');
  });

  it('allow the native database driver to build', () => {
    expect(manifest.allowScripts['better-sqlite3']).toBe(true);
  });
});
