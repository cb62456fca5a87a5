/** True for a PostgreSQL unique violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && (current as { code: unknown }).code === '23505')
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True for a unique violation of the named constraint (e.g. a table's primary key). */
export function uniqueViolationOf(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's SQLSTATE of an error or of its cause (Drizzle wraps the driver's error). */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function messageChain(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current instanceof Error) parts.push(current.message);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(' | ');
}

/** Shown for a write refused because the disk is full (507). */
export const DISK_FULL_MESSAGE = 'The server is out of disk space. Nothing was saved; try again later.';
/** Shown while the database cannot be reached, or is restarting (503). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable just now. Nothing was saved; try again in a minute.';

/**
 * How a failure of the database itself (not of the request) is answered: 507 when its disk is
 * full, 503 when it is unreachable, restarting, stalled or refusing connections. The client is
 * told to retry; nothing else of the error leaves the server. The app's own files (logos, the
 * outbox) live on the same DATA_DIR disk, so Node's ENOSPC (or a quota's EDQUOT) is the same 507.
 */
export function databaseUnavailability(error: unknown): { status: 503 | 507; message: string } | undefined {
  const code = sqlState(error);
  if (code === '53100' || code === 'ENOSPC' || code === 'EDQUOT') {
    return { status: 507, message: DISK_FULL_MESSAGE };
  }
  const unavailable =
    (code !== undefined &&
      (code.startsWith('08') || // connection exceptions
        code === '57P01' || // admin shutdown (a restart terminated the backend)
        code === '57P02' ||
        code === '57P03' || // cannot connect now (starting up, recovering)
        code === '57014' || // statement timeout: the database is stalled or overloaded
        code === '53300' || // too many connections
        code === 'ECONNREFUSED' ||
        code === 'ECONNRESET' ||
        code === 'ETIMEDOUT' ||
        code === 'EPIPE')) ||
    // `connect ENOENT …/.s.PGSQL.<port>`: a Unix socket whose server is down (it removed the file).
    // `Query read timeout`: the client-side query_timeout (a frozen server, see db/client.ts), and
    // `Client was closed`: the ROLLBACK that follows it on the connection it cut.
    /timeout exceeded when trying to connect|Query read timeout|Client was closed|Connection terminated|connection.*(ended|closed)|Client has encountered a connection error|connect ENOENT .*\.s\.PGSQL\.\d+/i.test(
      messageChain(error),
    );
  return unavailable ? { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE } : undefined;
}
