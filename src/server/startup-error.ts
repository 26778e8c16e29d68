/**
 * Errors a person starting the server can act on (a port in use, a data directory that cannot be
 * written, a setting out of range): main.ts prints their message as one line and exits non-zero,
 * with no stack trace, which would only hide the cause.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

const codeOf = (error: unknown): string | undefined => (error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined);

/** The listen failure as a StartupError when it has a known cause; the error itself otherwise. */
export function listenError(error: unknown, host: string, port: number): unknown {
  const code = codeOf(error);
  if (code === 'EADDRINUSE') return new StartupError(`port ${port} on ${host} is already in use: stop the other server or choose another with PORT=...`);
  if (code === 'EACCES') return new StartupError(`not allowed to listen on ${host}:${port}: choose a port above 1023 with PORT=...`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return new StartupError(`HOST=${host} is not an address of this machine`);
  return error;
}

/** A data directory failure as a StartupError naming the directory and the setting that moves it. */
export function dataDirError(error: unknown, dir: string): StartupError {
  const code = codeOf(error) ?? (error instanceof Error ? error.message : String(error));
  return new StartupError(`cannot write the data directory ${dir} (${code}): make it writable or choose another with RIICHI_LENS_DATA=...`);
}

/** The one line printed for any error at startup: the message alone, never the stack. */
export function startupErrorLine(error: unknown): string {
  if (error instanceof StartupError) return `riichi-lens: ${error.message}`;
  return `riichi-lens: could not start: ${error instanceof Error ? error.message : String(error)}`;
}
