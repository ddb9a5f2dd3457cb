// Abuse counters of the two-instance suite: failed logins of one account counted in PostgreSQL, whichever
// instance they reach.
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import type { Instance } from '../test/instances.ts';

const { a, b } = inject('instances');

/** A wrong password for `email` sent to the instance from the loopback address `from`, as another client would. */
function wrongPassword(instance: Instance, email: string, from: string) {
  const body = JSON.stringify({ email, password: 'zgadywane-haslo' });
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = request(
      `${instance.url}/api/user/login`,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * Wrong passwords for one account, sent to the instances in turn, until the answer is no longer the plain refusal
 * of the first one: answers how many were sent and what the different answer was (a limit, a captcha asked for).
 */
async function attemptsUntilLimited(instances: Instance[], email: string, from: string) {
  const first = await wrongPassword(instances[0]!, email, from);
  for (let attempt = 2; attempt <= 20; attempt += 1) {
    const answer = await wrongPassword(instances[(attempt - 1) % instances.length]!, email, from);
    if (answer.status !== first.status || answer.text !== first.text) return { attempt, answer };
  }
  return { attempt: 'never' };
}

describe('abuse counters shared through the database', () => {
  it('counts the failed logins of one account made on A and on B together', async () => {
    // What one instance does after too many wrong passwords, whatever the rule is; then the same account guessed
    // on both in turn, from another address so that no per-address counter is shared between the two rounds.
    const onOne = await attemptsUntilLimited([a], 'zgadywane-a@example.pl', '127.0.0.2');
    expect(onOne.attempt).not.toBe('never');
    const onBoth = await attemptsUntilLimited([a, b], 'zgadywane-ab@example.pl', '127.0.0.3');
    expect(onBoth).toEqual(onOne);
  });
});
