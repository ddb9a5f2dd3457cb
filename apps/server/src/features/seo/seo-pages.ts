import type { FastifyRequest } from 'fastify';
import type { Context } from '../../context.ts';
import { resolvePageMeta } from './page-meta.ts';
import { renderHead } from './render-head.ts';

/** The web app's page hook: every page the server sends carries its own head (see http/web-app.ts). */
export function seoPages({ db, config }: Pick<Context, 'db' | 'config'>) {
  return async (template: string, request: FastifyRequest) => {
    const meta = await resolvePageMeta(db, request.url);
    if (!meta) return { status: 200, html: template };
    return { status: meta.status, html: renderHead(template, meta, config.publicUrl) };
  };
}
