import { manifestResponse } from '@/lib/server/discovery';

export const dynamic = 'force-dynamic';

export const GET = () => manifestResponse();
