// The password of an admin made on the command line: typed twice without echo on a terminal, or random. Never an
// argument: the command line shows in `ps`, in the shell's history and in process listings of monitoring tools.
import { randomBytes } from 'node:crypto';

export const minAdminPasswordLength = 12;

/** 24 characters of base64url: 144 random bits. */
export const randomPassword = () => randomBytes(18).toString('base64url');

/** Reads a line from the terminal without showing it; Ctrl+C or Ctrl+D gives undefined. */
export function askHidden(prompt: string): Promise<string | undefined> {
  const { stdin, stdout } = process;
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve) => {
    let typed = '';
    const finish = (answer: string | undefined) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      resolve(answer);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(typed);
        if (char === '\u0003' || char === '\u0004') return finish(undefined);
        typed = char === '\u007f' || char === '\b' ? [...typed].slice(0, -1).join('') : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

/** The typed password, or the reason it cannot be used. */
export async function askNewPassword(): Promise<{ password: string } | { problem: string }> {
  const password = await askHidden('New password: ');
  if (password === undefined) return { problem: 'Cancelled.' };
  if ([...password].length < minAdminPasswordLength)
    return { problem: `The password must have at least ${minAdminPasswordLength} characters.` };
  const again = await askHidden('Repeat the password: ');
  if (again !== password) return { problem: 'The passwords differ.' };
  return { password };
}
