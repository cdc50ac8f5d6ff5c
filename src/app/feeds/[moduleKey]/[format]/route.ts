import { feedResponse, type FeedRouteParams } from '@/lib/server/discovery';

export const dynamic = 'force-dynamic';

/** `/feeds/{moduleKey}/rss.xml` and `atom.xml` in the default locale. */
export const GET = (_request: Request, route: FeedRouteParams) => feedResponse(route);
