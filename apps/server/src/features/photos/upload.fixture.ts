import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

export const fixturePhoto = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/photos/${name}`, import.meta.url));

type Target = { name: string; sasTokenUrl: string; uploadId: string; contentType: string };

/** Step 1 of the upload flow: announce the files and get their upload targets. */
export async function announce(
  app: FastifyInstance,
  auth: Record<string, string>,
  estateId: number,
  files: { name: string; size: number; type?: string }[],
) {
  return app.inject({
    method: 'POST',
    url: `/api/estates/${estateId}/photos`,
    headers: auth,
    payload: files.map((file) => ({ type: 'image/jpeg', ...file })),
  });
}

/** Step 2 on the local store: the PUT the browser sends to the signed URL. */
export function putFile(
  app: FastifyInstance,
  target: Target,
  body: Buffer,
  contentType = target.contentType,
) {
  return app.inject({
    method: 'PUT',
    url: target.sasTokenUrl,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

/** Step 3: the server checks and processes the uploaded file; answers the photo list. */
export function complete(
  app: FastifyInstance,
  auth: Record<string, string>,
  estateId: number,
  uploadId: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/estates/${estateId}/photos/${uploadId}/complete`,
    headers: auth,
  });
}

/** The whole flow for one file on the local store; answers the response of the completion. */
export async function uploadPhoto(
  app: FastifyInstance,
  auth: Record<string, string>,
  estateId: number,
  name: string,
  body: Buffer,
  type = 'image/jpeg',
) {
  const announced = await announce(app, auth, estateId, [{ name, size: body.length, type }]);
  const [target] = announced.json() as Target[];
  if (!target) throw new Error(`announce failed: ${announced.body}`);
  const put = await putFile(app, target, body);
  if (put.statusCode !== 200) throw new Error(`PUT failed: ${put.body}`);
  return complete(app, auth, estateId, target.uploadId);
}
