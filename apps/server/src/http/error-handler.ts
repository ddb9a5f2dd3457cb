import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { whyDatabaseUnavailable } from '../db/database-unavailable.ts';
import { isBudgetSpent } from '../db/statement-budget.ts';
import { AppError } from './app-error.ts';

const serverError = 'Wystąpił błąd serwera. Spróbuj ponownie później.';
const unavailableError = 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.';
const budgetError =
  'Zapytanie trwało zbyt długo. Spróbuj ponownie za chwilę lub zawęź kryteria wyszukiwania.';

/**
 * Every failure leaves as JSON `{ error }`; the text of a 5xx is never shown to the client. A database that is away
 * (restarting, stopped, not answering) is a 503 the client may retry, not a server error.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 503 of a use case is a moment's overload: the client may come back.
      if (error.status === 503) reply.header('retry-after', '2');
      return reply.status(error.status).send({ ...error.details, error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = Object.fromEntries(
        error.validation.map((issue) => [
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          issue.message,
        ]),
      );
      return reply.status(400).send({ error: error.validation[0]?.message ?? 'Niepoprawne dane.', fields });
    }
    // A request that spent its database time (http/request-budget.ts): retried later, or narrowed, it may pass.
    if (isBudgetSpent(error)) {
      request.log.warn({ path: request.routeOptions.url }, 'statement budget spent');
      return reply.status(503).header('retry-after', '2').send({ error: budgetError });
    }
    const unavailable = whyDatabaseUnavailable(error);
    if (unavailable) {
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ error: unavailableError });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ error: serverError });
    }
    return reply.status(status).send({ error: clientErrorText(status, error.message) });
  });
}

// Fastify's own 4xx texts are English; the portal speaks Polish.
export function clientErrorText(status: number, fallback: string): string {
  const texts: Record<number, string> = {
    400: 'Niepoprawne dane.',
    404: 'Nie znaleziono.',
    413: 'Przesłane dane są zbyt duże.',
    414: 'Adres jest zbyt długi.',
    415: 'Nieobsługiwany format danych.',
    429: 'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
  };
  return texts[status] ?? fallback;
}
