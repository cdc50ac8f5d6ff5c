import { sitemapResponse } from '@/lib/server/discovery';

export const dynamic = 'force-dynamic';

/** Every public page in every locale, or the index of its parts above 50,000 URLs. */
export const GET = () => sitemapResponse();
