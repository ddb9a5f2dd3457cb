import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrations } from '../../db/schema.ts';
import { children, parseXml, textOf } from '../../infra/xml/parse-xml.ts';

/**
 * Notes that the integration's CRM delivered a package at `receivedAt`. Packages may be handled out of upload order
 * (a retried one, another instance), so the latest time wins; greatest() skips the null of a first delivery.
 */
export async function recordDelivery(db: Db, integrationId: number, receivedAt: Date): Promise<void> {
  await db
    .update(integrations)
    .set({
      lastDeliveryAt: sql`greatest(${integrations.lastDeliveryAt}, ${receivedAt.toISOString()}::timestamptz)`,
    })
    .where(eq(integrations.integrationId, integrationId));
}

// ASARI delivers each export as loose files beside its dictionary and photo folder: offer files
// {prefix}_{YYYYMMDD}_{HHMMSS}_{NNN}.xml and the manifest …_CFG.xml naming them. The manifest stands for the export.

/** An ASARI offer file: part of the export its manifest stands for, never a package of its own. */
export const isExportPart = (name: string) => /_\d{8}_\d{6}_\d{3}\.xml$/i.test(name);

/**
 * Whether a package has arrived whole: a ZIP or a loose XML when it is there, an ASARI manifest when every offer
 * file it lists is beside it (a manifest that cannot be read yet is still being written). Photos are not waited
 * for: the upload settling covers them, and those that never come are told in the run.
 */
export async function hasArrived(path: string): Promise<boolean> {
  if (!/_CFG\.xml$/i.test(path)) return true;
  try {
    const manifest = parseXml(await readFile(path, 'utf8'));
    const root = Object.entries(manifest).find(([tag]) => !/^[#?]/.test(tag))?.[1];
    const listed = children(children(root, 'FILES')[0], 'file').map((file) => textOf(file).toLowerCase());
    const beside = new Set((await readdir(dirname(path))).map((name) => name.toLowerCase()));
    return listed.every((name) => beside.has(basename(name)));
  } catch {
    return false;
  }
}
