import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LogWriter } from '@/server/services/logs';
import type { ServedUploads } from '@/server/services/served-uploads';
import type { SessionsService } from '@/server/services/sessions';
import { UPLOAD_URL_PREFIX } from '@/server/storage/file-storage';
import { clientIpOf } from './client-ip';
import type { HotRead } from './hot-reads';
import { logEntryFor } from './middleware/request-log';
import { credentialsFrom } from './request-auth';
import { baseSecurityHeaders } from './security-headers';
import { answerUpload } from './upload-answer';

export interface UploadHotPathServices {
  servedUploads: Pick<ServedUploads, 'peek'>;
  sessions: Pick<SessionsService, 'peek'>;
  logs: LogWriter;
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * GET /api/uploads/{key} of a small file served a moment ago, answered from memory before the
 * router (the pictures of every page view): the route's answer (answerUpload), headers and log
 * row. Anything else (not held, a query string, a token not in the session cache) goes on to
 * the route untouched.
 */
export function createUploadHotPath({ servedUploads, sessions, logs }: UploadHotPathServices, publicUrl: string): HotRead {
  const base = baseSecurityHeaders(publicUrl);
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' || !req.url!.startsWith(UPLOAD_URL_PREFIX)) return false;
    const held = servedUploads.peek(req.url!.slice(UPLOAD_URL_PREFIX.length));
    if (!held) return false;
    const credentials = credentialsFrom(req.headers.authorization, req.headers.cookie);
    const userId = credentials ? sessions.peek(credentials.token)?.user.id : null;
    if (userId === undefined) return false;
    const startedAt = performance.now();
    const answer = answerUpload(held.upload, {
      ifNoneMatch: header(req.headers['if-none-match']), ifRange: header(req.headers['if-range']), range: header(req.headers.range),
    });
    res.writeHead(answer.status, { ...base, ...answer.headers });
    if (answer.body === 'none') res.end();
    else res.end(answer.body.range ? held.bytes.subarray(answer.body.range.start, answer.body.range.end + 1) : held.bytes);
    if (credentials || answer.status !== 200 || !logs.countAnonymousRead(req.url!, startedAt)) logs.write(
      logEntryFor({ endpoint: req.url!, method: 'GET', status: answer.status, ip: clientIpOf(req), userAgent: req.headers['user-agent'], startedAt, userId }),
    );
    return true;
  };
}
