/**
 * A start failure with a known cause: its message is one line naming the cause and the
 * environment variable to fix, printed without a stack (server.ts).
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** A connection URL fit for a log line: any password replaced by `***`. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
  }
}

/** The message of an error (of each of an AggregateError's, as a failed connect to "localhost" has), else its code or text. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.message) return error.message;
  if (error instanceof AggregateError && error.errors.length) return error.errors.map(errorMessage).join('; ');
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : error.name;
}
