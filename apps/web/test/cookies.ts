// Tests play the part of the browser (or of another page) writing cookies directly.
export function setRawCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the app reads document.cookie synchronously; tests write it the same way
  document.cookie = cookie;
}

export function clearCookies(): void {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) setRawCookie(`${name}=; path=/; max-age=0`);
  }
}
