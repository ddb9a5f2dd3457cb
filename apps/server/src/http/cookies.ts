/** One cookie's raw value from a Cookie header (the portal has a few of its own and needs no cookie plugin). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  const prefix = `${name}=`;
  return header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}
