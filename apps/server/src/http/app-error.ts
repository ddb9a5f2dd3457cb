/**
 * The one error a use case throws; the error handler answers it as `{ "error": message }` with its status, plus
 * `details` (flags a form acts on, such as `activationRequired`).
 */
export class AppError extends Error {
  readonly status: number;
  readonly details: Record<string, unknown>;

  constructor(status: number, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.details = details;
  }
}

export const notFound = (message = 'Nie znaleziono.') => new AppError(404, message);
export const forbidden = (message = 'Brak uprawnień.') => new AppError(403, message);
export const unauthorized = (message = 'Wymagane zalogowanie.') => new AppError(401, message);
export const badRequest = (message: string) => new AppError(400, message);
export const conflict = (message: string) => new AppError(409, message);
export const gone = (message: string) => new AppError(410, message);
