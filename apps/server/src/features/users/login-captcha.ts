import { type Login, messages } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { verifyCaptcha } from '../../infra/captcha/captcha.ts';
import { needsCaptcha } from './login-failures.ts';

/**
 * The login's preHandler: an account with too many recent failures is let in only with a solved captcha. The
 * refusal carries `captchaRequired: true`, so that a login form knows to show the captcha.
 */
export function captchaAfterFailures(context: Context) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Runs after the route's schema has checked the body.
    const { email, captcha } = request.body as Login;
    if (!(await needsCaptcha(context.db, email))) return;
    const refuse = (error: string) => reply.status(400).send({ error, captchaRequired: true });
    if (!captcha) return refuse(messages.captcha);
    try {
      await verifyCaptcha(context.db, context.secrets.captchaKey, captcha);
    } catch (error) {
      if (error instanceof AppError) return refuse(error.message);
      throw error;
    }
  };
}
