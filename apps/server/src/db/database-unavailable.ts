// The socket could not reach the server or lost it.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// PostgreSQL's own: shut down or restarting (57P01-57P03), too many connections (53300), class 08 (connection).
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);
// pg's errors carry no code: a connection that ended, a connect or statement timeout, a connection already broken.
const driverMessages = [
  /^Connection terminated/,
  /^Query read timeout$/,
  /^timeout expired$/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
];

/**
 * Why the database is away (stopped, restarting, unreachable, not answering), in the driver's words, or undefined for
 * any other failure (a bug, bad input): the request may succeed again in a moment. Drizzle wraps the driver's error,
 * so causes are followed; only the cause is answered, never the statement and its parameters.
 */
export function whyDatabaseUnavailable(error: unknown): string | undefined {
  return causesOf(error).find((cause) => {
    const code = (cause as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (networkCodes.has(code) || serverCodes.has(code) || code.startsWith('08'))
    )
      return true;
    return driverMessages.some((message) => message.test(cause.message));
  })?.message;
}

export const isDatabaseUnavailable = (error: unknown) => whyDatabaseUnavailable(error) !== undefined;

function causesOf(error: unknown): Error[] {
  const causes: Error[] = [];
  for (let cause = error; cause instanceof Error && causes.length < 5; cause = cause.cause)
    causes.push(cause);
  return causes;
}
