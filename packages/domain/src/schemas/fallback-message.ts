// zod's own texts are English ('Invalid input: expected object, received string'). Any check that has no message of
// ours answers in Polish instead; set here, on import of the schemas, so that the forms and the server speak alike.
import { z } from 'zod';
import { messages } from './messages.ts';

z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)
      ? messages.required
      : messages.invalid,
});
