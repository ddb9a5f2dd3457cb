import type { Config } from '../../config.ts';
import type { FtpSettings } from './ftp-server.ts';

/** The FTP server's settings from the configuration; undefined when FTP_PORT is 0 (FTP turned off). */
export function ftpSettings(config: Config): FtpSettings | undefined {
  if (config.FTP_PORT === 0) return undefined;
  return {
    host: config.FTP_HOST,
    port: config.FTP_PORT,
    publicHost: config.FTP_PUBLIC_HOST,
    pasvMin: config.FTP_PASV_MIN,
    pasvMax: config.FTP_PASV_MAX,
    tls:
      config.FTP_TLS_CERT && config.FTP_TLS_KEY
        ? { certFile: config.FTP_TLS_CERT, keyFile: config.FTP_TLS_KEY }
        : undefined,
  };
}
