import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LogWriter } from '@/server/services/logs';
import type { SessionsService } from '@/server/services/sessions';
import type { SettingsService } from '@/server/services/settings';
import { encodeAccount } from './account-response';
import { encodeBundle } from './bundle-response';
import { clientIpOf } from './client-ip';
import { credentialsFrom } from './request-auth';
import { languageFromHeader, statedLanguage } from './language-header';
import { logEntryFor } from './middleware/request-log';
import { PRE_SERIALIZED_CONTENT_TYPE } from './respond';
import { apiSecurityHeaders } from './security-headers';
import { VISITOR_COOKIE } from '@/shared/shell-hints';

export interface HotReadServices {
  settings: Pick<SettingsService, 'peekPublicBundle'>;
  sessions: Pick<SessionsService, 'peek'>;
  logs: LogWriter;
}

/** Answers the request and returns true, or returns false without touching it. */
export type HotRead = (req: IncomingMessage, res: ServerResponse) => boolean;

const SETTINGS_PATH = '/api/settings';
const ACCOUNT_PATH = '/api/auth';

/**
 * The API's two most frequent reads — GET /api/settings (the spec's start-up read; our own
 * pages read the same bundle in-process) and GET /api/auth (the session check after each
 * signed-in client navigation) — answered from memory before the router, with the same
 * status, headers and bytes as their Hono routes (a test holds them to that) and logged as
 * the routes log them: an anonymous read counted into its minute's row, any other a row of
 * its own. Whatever cannot be answered from memory alone goes on to the routes untouched: a
 * query string (`?force`), a visitor cookie (the route adds that visitor's saved cookie
 * preferences), a bundle or session not cached yet, for /api/auth a missing, malformed or
 * unknown token, and an X-Language other than the user's stored language (the route records it).
 */
export function createHotReads({ settings, sessions, logs }: HotReadServices, publicUrl: string): HotRead {
  // Built once: the routes' content type plus the API's security headers.
  const headers = { 'content-type': PRE_SERIALIZED_CONTENT_TYPE, ...apiSecurityHeaders(publicUrl) };

  /** `userId` undefined: an anonymous read, counted rather than logged in full (see LogWriter.countAnonymousRead). */
  function send(req: IncomingMessage, res: ServerResponse, body: Uint8Array, startedAt: number, userId: number | null | undefined): true {
    res.writeHead(200, headers);
    res.end(body);
    if (userId !== undefined || !logs.countAnonymousRead(req.url!, startedAt)) logs.write(
      logEntryFor({
        endpoint: req.url!,
        method: 'GET',
        status: 200,
        ip: clientIpOf(req),
        userAgent: req.headers['user-agent'],
        startedAt,
        userId: userId ?? null,
      }),
    );
    return true;
  }

  function publicSettings(req: IncomingMessage, res: ServerResponse, startedAt: number): boolean {
    if (req.headers.cookie?.includes(VISITOR_COOKIE)) return false;
    const locale = languageFromHeader(headerText(req.headers['x-language']));
    const bundle = settings.peekPublicBundle(locale);
    if (!bundle) return false;
    const credentials = credentialsFrom(req.headers.authorization, req.headers.cookie);
    const userId = credentials ? (sessions.peek(credentials.token)?.user.id ?? null) : undefined;
    return send(req, res, encodeBundle(bundle, locale).bytes, startedAt, userId);
  }

  function account(req: IncomingMessage, res: ServerResponse, startedAt: number): boolean {
    const credentials = credentialsFrom(req.headers.authorization, req.headers.cookie);
    const session = credentials && sessions.peek(credentials.token);
    if (!session) return false;
    const language = headerText(req.headers['x-language']);
    // A language the user's stored one differs from (just switched) is recorded by the route.
    const stated = statedLanguage(language);
    if (stated && stated !== session.locale) return false;
    return send(req, res, encodeAccount(session.user, languageFromHeader(language)), startedAt, session.user.id);
  }

  return (req, res) => {
    if (req.method !== 'GET') return false;
    const startedAt = performance.now();
    if (req.url === SETTINGS_PATH) return publicSettings(req, res, startedAt);
    if (req.url === ACCOUNT_PATH) return account(req, res, startedAt);
    return false;
  };
}

/** A header as Hono reads it: repeated values joined. */
function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}
