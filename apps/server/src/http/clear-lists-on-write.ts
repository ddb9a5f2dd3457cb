import type { FastifyInstance } from 'fastify';

// Writes that never change what the public lists show, and come often: they keep the lists' cache.
const keepsLists = ['/api/views', '/api/user/login', '/api/site/contact', '/api/captcha'];

/**
 * Any other successful write through the API may change an ad (an edit, a photo, a removal, a promotion, an
 * import): the cached lists go before the answer is sent, so the next page the writer opens shows the change.
 */
export function clearListsOnWrite(app: FastifyInstance, listCache: { clear(): void }) {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (!request.url.startsWith('/api/') || reply.statusCode >= 400) return;
    if (keepsLists.some((path) => request.url.startsWith(path))) return;
    listCache.clear();
  });
}
