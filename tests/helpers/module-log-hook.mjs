// Test-only preload (`--import`): appends the URL of every module the process resolves to the file
// named by RESOLVED_MODULES_FILE, to prove what a server loaded (tests/e2e/compiled-server.e2e.ts).
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.RESOLVED_MODULES_FILE;
if (file) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      appendFileSync(file, `${resolved.url}\n`);
      return resolved;
    },
  });
}
