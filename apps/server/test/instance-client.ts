import type { Challenge } from 'altcha-lib';
import { solvedPayload } from './captcha.ts';

/** An instance as a client sees it: its base URL. */
type Target = { url: string };
type Options = { body?: unknown; auth?: string | undefined };

/** One API call over HTTP; answers the status and the parsed JSON body (undefined when there is none). */
export async function call(target: Target, method: string, path: string, { body, auth }: Options = {}) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth) headers.authorization = auth;
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it is about.
  const json: any = text ? JSON.parse(text) : undefined;
  return { status: response.status, json };
}

/** Logs in on the instance; answers the user's id and the Authorization header of the session. */
export async function logIn(target: Target, email: string, password: string) {
  const { status, json } = await call(target, 'POST', '/api/user/login', { body: { email, password } });
  if (status !== 200) throw new Error(`login of ${email} answered ${status}: ${JSON.stringify(json)}`);
  return {
    userId: json.userId as number,
    integrationId: json.integrationId as number,
    auth: `JWT ${json.token as string}`,
  };
}

/** What the browser widget does on a page served by this instance: fetches a challenge and solves it. */
export async function solveCaptchaOf(target: Target): Promise<string> {
  const { json } = await call(target, 'GET', '/api/captcha');
  return solvedPayload(json as Challenge);
}

/** Asks again until `check` passes or `timeoutMs` is over; answers whether it passed. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, everyMs = 50) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
