import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One video the fake holds. */
export interface FakeVimeoVideo {
  id: number;
  name: string;
  /** Bytes announced at creation (`upload.size`). */
  size: number;
  /** Bytes received through the tus upload link. */
  received: Buffer[];
  offset: number;
  transcode: 'in_progress' | 'complete' | 'error';
}

/** An answer a step gives instead of its own: a status (with a JSON error body), for the next `times` calls. */
export interface Fault {
  status: number;
  times?: number;
}

export interface FakeVimeo {
  /** VIMEO_API_URL of this fake. */
  url: string;
  /** The access token it accepts (a Bearer of anything else is 401). */
  token: string;
  videos: Map<number, FakeVimeoVideo>;
  /** Ids of videos deleted through DELETE /videos/{id}. */
  deleted: number[];
  /** Every request: method, path and the Authorization header it came with. */
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** Switches: the step answers with its fault while set. */
  faults: Partial<Record<'create' | 'upload' | 'status' | 'delete', Fault>>;
  /** Cuts the next PATCH after this many bytes (the connection drops mid-part); cleared once it did. */
  dropPatchAfterBytes: number | undefined;
  /** The SHA-256 of what a video received, in hex. */
  sha256Of(id: number): string;
  /** Marks a video transcoded (`complete`) or failed (`error`). */
  transcode(id: number, state: FakeVimeoVideo['transcode']): void;
  close(): Promise<void>;
}

const TUS_HEADERS = { 'tus-resumable': '1.0.0' };

/**
 * A fake of the parts of Vimeo's API the media library uses, on loopback: `POST /me/videos`
 * (tus approach: answers the video's URI and an upload link here), the tus upload link
 * (`HEAD` for the offset, `PATCH` appending at it), `GET /videos/{id}` (transcode status and
 * is_playable) and `DELETE /videos/{id}`, each with a switch to answer 4xx/5xx instead.
 */
export async function startFakeVimeo({ token = 'vimeo-token-Kx8' }: { token?: string } = {}): Promise<FakeVimeo> {
  let nextId = 700_000_001;
  const fake: FakeVimeo = {
    url: '',
    token,
    videos: new Map(),
    deleted: [],
    requests: [],
    faults: {},
    dropPatchAfterBytes: undefined,
    sha256Of: (id) => createHash('sha256').update(Buffer.concat(fake.videos.get(id)!.received)).digest('hex'),
    transcode(id, state) {
      fake.videos.get(id)!.transcode = state;
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };

  /** The step's fault, counted down; null when it answers normally. */
  function faultOf(step: keyof FakeVimeo['faults']): number | null {
    const fault = fake.faults[step];
    if (!fault) return null;
    if (fault.times !== undefined && --fault.times <= 0) delete fake.faults[step];
    return fault.status;
  }

  const send = (res: http.ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { ...(body === undefined ? {} : { 'content-type': 'application/vnd.vimeo.video+json' }), ...headers });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const fail = (res: http.ServerResponse, status: number) => send(res, status, { error: `Fake Vimeo says ${status}`, developer_message: 'secret detail' });

  async function api(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    if (req.headers.authorization !== `bearer ${token}`) return fail(res, 401);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === 'POST' && path === '/me/videos') {
      const status = faultOf('create');
      if (status) return fail(res, status);
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { upload?: { approach?: string; size?: string }; name?: string };
      if (body.upload?.approach !== 'tus' || !/^\d+$/.test(body.upload.size ?? '')) return fail(res, 400);
      const id = nextId++;
      fake.videos.set(id, { id, name: body.name ?? '', size: Number(body.upload.size), received: [], offset: 0, transcode: 'in_progress' });
      return send(res, 200, {
        uri: `/videos/${id}`, link: `https://vimeo.com/${id}`, name: body.name,
        upload: { status: 'in_progress', approach: 'tus', upload_link: `${fake.url}/upload/${id}`, size: Number(body.upload.size) },
        transcode: { status: 'in_progress' },
      });
    }
    const video = /^\/videos\/(\d+)$/.exec(path.split('?')[0]);
    const held = video ? fake.videos.get(Number(video[1])) : undefined;
    if (req.method === 'GET' && video) {
      const status = faultOf('status');
      if (status) return fail(res, status);
      if (!held) return fail(res, 404);
      const complete = held.transcode === 'complete';
      return send(res, 200, {
        uri: `/videos/${held.id}`,
        status: held.transcode === 'error' ? 'transcoding_error' : complete ? 'available' : 'transcoding',
        is_playable: complete,
        transcode: { status: held.transcode },
      });
    }
    if (req.method === 'DELETE' && video) {
      const status = faultOf('delete');
      if (status) return fail(res, status);
      if (!held) return fail(res, 404);
      fake.videos.delete(held.id);
      fake.deleted.push(held.id);
      return send(res, 204);
    }
    return fail(res, 404);
  }

  async function tus(req: http.IncomingMessage, res: http.ServerResponse, id: number) {
    const held = fake.videos.get(id);
    if (!held) return send(res, 404, undefined, TUS_HEADERS);
    if (req.method === 'HEAD') {
      return send(res, 200, undefined, { ...TUS_HEADERS, 'upload-offset': String(held.offset), 'upload-length': String(held.size), 'cache-control': 'no-store' });
    }
    if (req.method !== 'PATCH') return send(res, 405, undefined, TUS_HEADERS);
    const status = faultOf('upload');
    if (status) {
      req.resume();
      return send(res, status, undefined, TUS_HEADERS);
    }
    if (req.headers['content-type'] !== 'application/offset+octet-stream' || Number(req.headers['upload-offset']) !== held.offset) {
      req.resume();
      return send(res, 409, undefined, TUS_HEADERS);
    }
    let taken = 0;
    const cut = fake.dropPatchAfterBytes;
    for await (const chunk of req) {
      let part = chunk as Buffer;
      if (cut !== undefined && taken + part.length > cut) part = part.subarray(0, cut - taken);
      held.received.push(part);
      held.offset += part.length;
      taken += part.length;
      if (cut !== undefined && taken >= cut) {
        fake.dropPatchAfterBytes = undefined;
        req.socket.destroy();
        return;
      }
    }
    send(res, 204, undefined, { ...TUS_HEADERS, 'upload-offset': String(held.offset) });
  }

  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    fake.requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
    const upload = /^\/upload\/(\d+)$/.exec(path);
    (upload ? tus(req, res, Number(upload[1])) : api(req, res, path)).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
