import type { FastifyError, FastifyReply } from 'fastify';
import { clientErrorText } from './error-handler.ts';

/**
 * Fastify's option `frameworkErrors`: a path it cannot decode, or with a parameter past its length limit, is answered
 * before any route and error handler, in English unless answered here.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  return reply.status(status).send({ error: clientErrorText(status, 'Niepoprawne dane.') });
}
