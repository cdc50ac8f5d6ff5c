import { sitemapPartResponse } from '@/lib/server/discovery';

export const dynamic = 'force-dynamic';

/** `/sitemap/{n}.xml`: one part of the sitemap index. */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  return sitemapPartResponse((await params).part);
}
