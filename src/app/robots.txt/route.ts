import { robotsResponse } from '@/lib/server/discovery';

export const dynamic = 'force-dynamic';

export const GET = () => robotsResponse();
