import type { BaseLogger, Bindings, Level } from 'pino';

/** The server's pino logger (Fastify's app.log): ftp-srv calls child() per connection and the level methods. */
export type FtpLog = Pick<BaseLogger, Level> & { child: (bindings: Bindings) => FtpLog };

const levels: Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

// At trace level ftp-srv logs every line a client sends, "PASS <password>" included, as a string and again as the
// `raw` field of the parsed command (it masks only the `arg` field).
const hidePassword = (value: unknown): unknown => {
  if (typeof value === 'string') return value.replace(/^(\s*PASS)\b.*$/gim, '$1 ********');
  if (Array.isArray(value)) return value.map(hidePassword);
  if (value?.constructor !== Object) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, hidePassword(field)]));
};

/** The logger ftp-srv is given: the server's own, with the FTP password taken out of whatever it logs. */
export function withoutPasswords(log: FtpLog): FtpLog {
  const methods = Object.fromEntries(
    levels.map((level) => {
      const write = log[level].bind(log) as (...args: unknown[]) => void;
      return [level, (...args: unknown[]) => write(...args.map(hidePassword))];
    }),
  ) as Pick<FtpLog, Level>;
  return { ...methods, child: (bindings) => withoutPasswords(log.child(bindings)) };
}
