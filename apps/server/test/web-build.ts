import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A web build of one bare index.html, so that the server answers pages (WEB_DIST) without building the web app. */
export function bareWebBuild(): string {
  const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  return webDist;
}
