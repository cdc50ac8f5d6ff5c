import { createTestContext, type TestContext } from './test-context';

/** A test file's usual fixture: a test context with the seeded admin signed in. */
export interface AdminFixture {
  t: TestContext;
  adminId: number;
  adminToken: string;
}

/**
 * Opens a test context (the plain one unless `open` says otherwise) and signs the seeded admin
 * in: `beforeAll(async () => ({ t, adminToken } = await openAsAdmin()))`.
 */
export async function openAsAdmin(open: () => Promise<TestContext> = createTestContext): Promise<AdminFixture> {
  const t = await open();
  const adminId = await t.adminId();
  return { t, adminId, adminToken: await t.tokenFor(adminId) };
}
