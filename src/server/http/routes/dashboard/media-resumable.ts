import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Metadata, Server, TUS_RESUMABLE } from '@tus/server';
import type { AppContext } from '@/server/context';
import { mediaEntity } from '@/server/entities/media';
import { ApiError, isApiError } from '@/server/services/api-error';
import type { ResumableMetadata } from '@/server/services/dashboard/resumable-uploads';
import { mediaUploadSchema, type MediaUpload } from '@/shared/api/media';
import type { ApiMessageKey } from '@/shared/api/messages';
import type { AuthUser } from '@/shared/types';
import { requireUser } from '../../middleware/auth';
import { errorEnvelopeSchema, errorResponses, jsonResponse } from '../../openapi';
import { created, fail, ok } from '../../respond';
import { createRouter } from '../../router';
import type { ApiEnv } from '../../types';
import { dashboardAccess } from './access';

/** Where the tus endpoint is mounted (routes/dashboard/index.ts); upload URLs are this plus the id. */
export const RESUMABLE_UPLOADS_PATH = '/api/dashboard/media/uploads';

/** One request on its way through tus: who sent it, and what its hooks found. */
interface TusCall {
  actor: AuthUser;
  result?: MediaUpload;
  failure?: unknown;
}

const access = dashboardAccess(mediaEntity, 'create');
const idParams = z.object({ id: z.string().openapi({ description: 'The upload id, the last segment of the `Location` the creating POST answered' }) });
const header = (name: string, description: string, required = false) => ({ name, in: 'header' as const, required, description, schema: { type: 'string' as const } });
const TUS_HEADER = header('Tus-Resumable', 'The protocol version: `1.0.0` (412 without it)', true);
const TUS_ANSWER = { headers: { 'Tus-Resumable': { description: '`1.0.0`', schema: { type: 'string' as const } } } };
/** A refusal of tus's own (its status), answered in the error envelope. */
const tusError = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelopeSchema } } });

const PROTOCOL = 'The tus 1.0.0 resumable upload protocol (extensions: creation, termination, expiration) for files of any size, e.g. with tus-js-client or Uppy\'s tus plugin. '
  + 'Needs the `media.create` permission on every request; an upload belongs to the user who created it (another user\'s upload id answers 404). ';

const options = createRoute({
  method: 'options', path: '/', operationId: 'dashboardMediaUploadsOptions', summary: 'Resumable uploads: what the server offers',
  ...access,
  description: `${PROTOCOL}Answers \`Tus-Version\`, \`Tus-Extension\` and \`Tus-Max-Size\` (MAX_UPLOAD_BYTES): a client may ask before it chooses tus over a multipart POST.`,
  responses: { 204: { description: 'The protocol\'s capabilities, in headers' }, ...errorResponses(401, 403) },
});

const create = createRoute({
  method: 'post', path: '/', operationId: 'dashboardMediaUploadsCreate', summary: 'Begins a resumable upload',
  ...access,
  description: `${PROTOCOL}\`Upload-Length\` is required (the length cannot be deferred) and checked at once against the rules the file will be stored under: the content module \`module\` names `
    + '(its `upload_config`), else the library\'s (the setting `media_max_size_mb`), never more than MAX_UPLOAD_BYTES: 413 "file too large" in the caller\'s language. '
    + '`Upload-Metadata` carries `filename` (shown, never trusted for the type), optionally `filetype` and `module`. No data may come with this POST. '
    + 'The parts are kept on the server\'s disk (DATA_DIR/resumable-uploads); an upload not finished RESUMABLE_UPLOAD_EXPIRY_HOURS (24 by default) after this POST expires and its parts are removed.',
  parameters: [...access.parameters, TUS_HEADER, header('Upload-Length', 'The file\'s size in bytes', true), header('Upload-Metadata', 'Comma-separated `key base64(value)` pairs: `filename`, `filetype`, `module`')],
  responses: {
    201: { description: 'Created: `Location` is the upload\'s URL (relative), `Upload-Expires` when it expires', ...TUS_ANSWER },
    412: tusError('Without `Tus-Resumable`'),
    ...errorResponses(400, 401, 403, 413, 422, 503),
  },
});

const status = createRoute({
  method: 'get', path: '/{id}', operationId: 'dashboardMediaUploadsResult', summary: 'What a finished resumable upload became',
  ...access,
  description: `${PROTOCOL}GET answers, once every byte is in, the media item the file became (or, \`duplicate: true\`, the one the library already held): for a client whose final PATCH answer was lost. `
    + 'HEAD on the same URL is the protocol\'s offset request: `Upload-Offset` and `Upload-Length` (equal once finished), `Cache-Control: no-store`. '
    + 'Finished uploads are remembered until they expire.',
  request: { params: idParams },
  parameters: [...access.parameters, TUS_HEADER],
  responses: {
    200: jsonResponse(mediaUploadSchema, 'The stored item (or the existing one, `duplicate: true`)'),
    ...errorResponses(401, 403, 404, 409, 422, 429, 503),
  },
});

const offsetRequest = createRoute({
  method: 'head', path: '/{id}', operationId: 'dashboardMediaUploadsOffset', summary: 'How much of a resumable upload the server has',
  ...access,
  description: `${PROTOCOL}The protocol's offset request, before a PATCH resumes: \`Upload-Offset\` (bytes stored), \`Upload-Length\`, \`Upload-Metadata\`; equal offset and length once finished.`,
  request: { params: idParams },
  parameters: [...access.parameters, TUS_HEADER],
  responses: {
    200: { description: 'The offset, in headers (`Cache-Control: no-store`)', ...TUS_ANSWER },
    410: tusError('The upload expired'),
    ...errorResponses(401, 403, 404),
  },
});

const append = createRoute({
  method: 'patch', path: '/{id}', operationId: 'dashboardMediaUploadsAppend', summary: 'Sends the next part of a resumable upload',
  ...access,
  description: `${PROTOCOL}The body (\`Content-Type: application/offset+octet-stream\`) continues the file at \`Upload-Offset\`, which must equal the offset the server has (409 otherwise; ask with HEAD). `
    + 'A connection that breaks keeps what arrived; resume from the offset HEAD answers. The PATCH that brings the last byte streams the file through the library\'s upload path '
    + '(type judged from the bytes, the quota, duplicates by SHA-256, the audit row) and answers like `POST /api/dashboard/media` for one file: 201 with the new item, or 200 with the existing one '
    + '(`duplicate: true`); a refused file (422 "invalid file type", 429, 503) leaves nothing behind, parts included. Other PATCHes answer 204 with the new `Upload-Offset`.',
  request: { params: idParams },
  parameters: [...access.parameters, TUS_HEADER, header('Upload-Offset', 'Where this part starts', true)],
  responses: {
    201: jsonResponse(mediaUploadSchema, 'The last part: the file is stored as a new item'),
    200: jsonResponse(mediaUploadSchema, 'The last part: the library already held these bytes (`duplicate: true`)'),
    204: { description: 'Part stored: `Upload-Offset` is the new offset', ...TUS_ANSWER },
    410: tusError('The upload expired'),
    ...errorResponses(401, 403, 404, 409, 422, 429, 503),
  },
});

const terminate = createRoute({
  method: 'delete', path: '/{id}', operationId: 'dashboardMediaUploadsCancel', summary: 'Cancels a resumable upload',
  ...access,
  description: `${PROTOCOL}Removes the parts received so far. A finished upload is only forgotten: its media item stays (delete it in the library).`,
  request: { params: idParams },
  parameters: [...access.parameters, TUS_HEADER],
  responses: { 204: { description: 'Cancelled', ...TUS_ANSWER }, ...errorResponses(401, 403, 404, 503) },
});

/** Messages of tus's own refusals (its statuses kept); any other 4xx is a bad request. Its 5xx stay as they are: a client retries them. */
const TUS_REFUSALS: Partial<Record<number, ApiMessageKey>> = { 404: 'not_found', 409: 'upload_out_of_step', 410: 'upload_expired', 413: 'file_too_large' };

/** The tus Upload-Metadata header as the client sent it: 400 when malformed. */
function metadataOf(c: Context<ApiEnv>): ResumableMetadata {
  const raw = c.req.header('upload-metadata');
  if (!raw) return {};
  try {
    return Metadata.parse(raw) as ResumableMetadata;
  } catch {
    throw new ApiError(400, 'bad_request');
  }
}

/** The declared length of a new upload: required, a whole number of bytes; the creating POST carries no data (400). */
function lengthOf(c: Context<ApiEnv>): number {
  if (Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding')) throw new ApiError(400, 'bad_request');
  const raw = c.req.header('upload-length');
  if (!raw || !/^\d{1,16}$/.test(raw)) throw new ApiError(400, 'bad_request');
  return Number(raw);
}

/**
 * /api/dashboard/media/uploads: resumable library uploads over tus (@tus/server on the
 * service's FileStore). The session, `media.create` and the upload's owner are checked here,
 * before tus sees the request, and the rules of the file at creation; the last PATCH's hook
 * stores the file through the library's upload path, and its answer (or refusal) goes out in
 * the API's envelope.
 */
export function dashboardMediaResumableRoutes(ctx: AppContext) {
  const calls = new WeakMap<Request, TusCall>();
  const callOf = (req: Request): TusCall => {
    const call = calls.get(req);
    if (!call) throw new Error('tus request without its caller');
    return call;
  };
  // Reached on the first request: the API document is built without services (scripts/openapi-document.ts).
  const resumable = () => ctx.services.resumableUploads;
  let server: Server | null = null;
  const tus = () => server ??= new Server({
    path: RESUMABLE_UPLOADS_PATH,
    datastore: resumable().store,
    // The Location is relative: never built from the request's Host.
    relativeLocation: true,
    maxSize: ctx.config.uploads.maxBytes,
    // Same-origin only: tus would otherwise answer CORS requests from anywhere.
    allowedOrigins: [new URL(ctx.config.publicUrl).origin],
    onUploadCreate: async (req, upload) => ({ metadata: resumable().ownedBy(callOf(req).actor, upload.metadata) }),
    onUploadFinish: async (req, upload) => {
      const call = callOf(req);
      try {
        call.result = await resumable().finish(call.actor, upload);
        return {};
      } catch (error) {
        // Answered by the route in the envelope; tus only needs to know that it failed.
        call.failure = error;
        throw { status_code: isApiError(error) ? error.status : 500, body: '' };
      }
    },
  });

  /** Hands the request to tus; a stored file's answer or refusal replaces tus's own. */
  async function viaTus(c: Context<ApiEnv>): Promise<Response> {
    const call: TusCall = { actor: await requireUser(c) };
    calls.set(c.req.raw, call);
    const response = await tus().handleWeb(c.req.raw);
    if (call.failure) throw call.failure;
    if (response.status >= 400 && response.status < 500) {
      // tus's refusal, in the API's envelope and the caller's language.
      const refusal = fail(c, response.status as ContentfulStatusCode, TUS_REFUSALS[response.status] ?? 'bad_request');
      refusal.headers.set('Tus-Resumable', TUS_RESUMABLE);
      return refusal;
    }
    if (!call.result) return response;
    const answer = call.result.duplicate ? ok(c, call.result, { message: 'media_already_stored' }) : created(c, call.result, { message: 'media_created' });
    for (const name of ['Tus-Resumable', 'Upload-Offset']) {
      const value = response.headers.get(name);
      if (value) answer.headers.set(name, value);
    }
    return answer;
  }

  /** tus's headers for an upload that finished here: every byte is in. */
  const finishedHeaders = (size: number) => ({ 'Tus-Resumable': TUS_RESUMABLE, 'Upload-Offset': String(size), 'Upload-Length': String(size), 'Cache-Control': 'no-store' });

  const router = createRouter();
  // Hono answers HEAD with the GET route (above); documented on its own, without the access
  // middleware the routes it serves run (a document has no place for it).
  const { middleware: _served, ...offsetDocument } = offsetRequest;
  router.openAPIRegistry.registerPath(offsetDocument);
  return router
    .openapi(options, (c) => tus().handleWeb(c.req.raw))
    .openapi(create, async (c) => {
      await resumable().admit(await requireUser(c), lengthOf(c), metadataOf(c));
      return viaTus(c);
    })
    .openapi(status, async (c) => {
      const user = await requireUser(c);
      const { id } = c.req.valid('param');
      if (c.req.method === 'HEAD') {
        const state = await resumable().find(user, id);
        return (state.finished ? c.body(null, 200, finishedHeaders(state.finished.size)) : await viaTus(c)) as never;
      }
      return ok(c, await resumable().result(user, id));
    })
    .openapi(append, async (c) => {
      await resumable().find(await requireUser(c), c.req.valid('param').id);
      return viaTus(c);
    })
    .openapi(terminate, async (c) => {
      const { id } = c.req.valid('param');
      const state = await resumable().find(await requireUser(c), id);
      // One whose last bytes are being stored is finished, as far as a cancel goes.
      if (!state.finished && !(await resumable().settled(id))) return viaTus(c);
      await resumable().forget(id);
      return c.body(null, 204, { 'Tus-Resumable': TUS_RESUMABLE });
    });
}
