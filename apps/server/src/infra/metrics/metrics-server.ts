import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/**
 * Serves GET /metrics on its own address, apart from the public port, so that the figures are not published to
 * the internet by default. Answers the server to close, with the port it listens on.
 */
export async function startMetricsServer(registry: Registry, port: number, host: string) {
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    const text = await registry.metrics();
    response.writeHead(200, { 'content-type': registry.contentType }).end(text);
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, host, () => listening());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
