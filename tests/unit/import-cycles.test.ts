import path from 'node:path';
import madge from 'madge';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Type-only imports count too: a cycle of types is still two files that cannot be read apart. */
it('has no import cycles between the files of src and server.ts', async () => {
  const graph = await madge([path.join(root, 'src'), path.join(root, 'server.ts')], {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.json'),
    baseDir: root,
  });
  expect(graph.circular()).toEqual([]);
}, 120_000);
