import { feedResponse, type FeedRouteParams } from '@/lib/server/discovery';

export const dynamic = 'force-dynamic';

/** `/{locale}/feeds/{moduleKey}/rss.xml` and `atom.xml`. */
export const GET = (_request: Request, route: FeedRouteParams) => feedResponse(route);
