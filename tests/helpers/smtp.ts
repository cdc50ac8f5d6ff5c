import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it, decoded enough for assertions. */
export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  host: string;
  port: number;
  mails: CapturedMail[];
  /** Every AUTH a client made (with `auth`), to check which password reached the server. */
  logins: { username: string; password: string }[];
  /** How many connections clients opened. */
  readonly connections: number;
  /** Resolves once at least `count` mails arrived (fails after `timeoutMs`). */
  waitForMails(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  /** Stops accepting connections (the port stays reserved for start()). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** While set, every recipient is refused with `451` and this text (the server is up but will not take mail). */
  refuseWith: string | null;
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < unfolded.length; index++) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

function splitEntity(raw: string): Entity {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody({ headers, body }: Entity): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The text/plain and text/html parts of a (possibly multipart) message. */
function bodies(entity: Entity, found: { text: string; html: string }): void {
  const type = entity.headers.get('content-type') ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of entity.body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      bodies(splitEntity(part.replace(/^\r?\n/, '')), found);
    }
    return;
  }
  if (/^text\/html/i.test(type)) found.html = decodeBody(entity);
  else if (/^text\/plain/i.test(type)) found.text = decodeBody(entity);
}

function parseMail(raw: string, from: string, to: string[]): CapturedMail {
  const entity = splitEntity(raw);
  const found = { text: '', html: '' };
  bodies(entity, found);
  return { from, to, subject: decodeWords(entity.headers.get('subject') ?? ''), text: found.text, html: found.html, raw };
}

export interface SmtpServerOptions {
  /** Offers AUTH (without TLS) and records every username and password a client sends; each login is accepted. */
  auth?: boolean;
  /** Refuses every login with this text after "535" (a careless server may repeat the password it was sent). */
  refuseAuth?: (password: string) => string;
}

/** A real SMTP server on 127.0.0.1 (random port, no TLS, no auth unless asked) that keeps every mail it receives. */
export async function startSmtpServer({ auth = false, refuseAuth }: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const mails: CapturedMail[] = [];
  const logins: TestSmtpServer['logins'] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  let refuseWith: string | null = null;
  let connections = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const instance = new SMTPServer({
        authOptional: true,
        disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
        allowInsecureAuth: auth,
        logger: false,
        onConnect(_session, callback) {
          connections++;
          callback();
        },
        onAuth(credentials, _session, callback) {
          logins.push({ username: credentials.username ?? '', password: credentials.password ?? '' });
          if (refuseAuth) callback(Object.assign(new Error(refuseAuth(credentials.password ?? '')), { responseCode: 535 }));
          else callback(null, { user: credentials.username });
        },
        onRcptTo(_address, _session, callback) {
          if (refuseWith) callback(Object.assign(new Error(refuseWith), { responseCode: 451 }));
          else callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, session.envelope.rcptTo.map((rcpt) => rcpt.address)));
            callback();
          });
        },
      });
      instance.on('error', reject);
      instance.listen(port, '127.0.0.1', () => {
        const address = instance.server.address();
        if (address && typeof address === 'object') port = address.port;
        server = instance;
        resolve();
      });
    });

  await listen();
  return {
    host: '127.0.0.1',
    get port() {
      return port;
    },
    mails,
    logins,
    get connections() {
      return connections;
    },
    async waitForMails(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, received ${mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mails;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const running = server;
        server = null;
        if (!running) return resolve();
        running.close(() => resolve());
      }),
    start: listen,
    get refuseWith() {
      return refuseWith;
    },
    set refuseWith(text) {
      refuseWith = text;
    },
  };
}

/** The mail settings that send through `smtp` (no TLS, no login). */
export const smtpSettings = (smtp: Pick<TestSmtpServer, 'host' | 'port'>) => ({
  mail_driver: 'smtp',
  mail_from: 'Polyglot <no-reply@polyglot.test>',
  smtp_host: smtp.host,
  smtp_port: smtp.port,
  smtp_username: '',
  smtp_encryption: 'none',
});
