import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { decodeText } from '../../infra/xml/decode-text.ts';
import { openZip } from '../../infra/zip/read-zip.ts';

/** A delivered package opened for reading: its XML files as text, its photos on demand, its content hash. */
export type OpenedPackage = {
  /** Every file of the package, for moving it away once processed. */
  paths: string[];
  contentHash: string;
  xmlFiles: Map<string, string>;
  /** The photo of that file name (matched case-insensitively by base name, '@' and Polish letters included). */
  photo(name: string): Promise<Buffer | null>;
  close(): void;
};

// Folders of the home directory that hold packages already handled.
export const archiveFolders = ['processed', 'failed'];

/**
 * Opens a ZIP (Oferty.net, EstiCRM, ASARI zipped) or a loose XML: an ASARI manifest with the files of its export
 * beside it and photos in subfolders, or a single oferty.xml given to the CLI.
 */
export async function openPackage(path: string): Promise<OpenedPackage> {
  return path.toLowerCase().endsWith('.zip') ? openZipPackage(path) : openLoosePackage(path);
}

async function openZipPackage(path: string): Promise<OpenedPackage> {
  const contentHash = await hashFiles([path]);
  const zip = await openZip(path);
  try {
    const xmlFiles = new Map<string, string>();
    for (const name of zip.names.filter((entry) => entry.toLowerCase().endsWith('.xml'))) {
      xmlFiles.set(name, decodeText(await zip.read(name)).text);
    }
    const photos = new Map(zip.names.map((name) => [basename(name).toLowerCase(), name]));
    return {
      paths: [path],
      contentHash,
      xmlFiles,
      photo: async (name) => {
        const entry = photos.get(basename(name).toLowerCase());
        return entry ? zip.read(entry) : null;
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

async function openLoosePackage(path: string): Promise<OpenedPackage> {
  const folder = dirname(path);
  const all = await listTree(folder);
  // An ASARI export is the manifest plus the files sharing its {prefix}_{date}_{time} stem and the definitions.
  const stem = /^(.*)_CFG\.xml$/i.exec(basename(path))?.[1];
  const members = stem
    ? all.filter(
        (file) =>
          dirname(file) === folder &&
          (basename(file).startsWith(`${stem}_`) || /^defini(c)?tions\.xml$/i.test(basename(file))),
      )
    : [path];
  const xmlFiles = new Map<string, string>();
  for (const file of members.filter((name) => name.toLowerCase().endsWith('.xml'))) {
    xmlFiles.set(relative(folder, file), decodeText(await readFile(file)).text);
  }
  const photos = new Map(all.map((file) => [basename(file).toLowerCase(), file]));
  return {
    paths: members.filter((file) => !/^defini(c)?tions\.xml$/i.test(basename(file))),
    contentHash: await hashFiles(members),
    xmlFiles,
    photo: async (name) => {
      const file = photos.get(basename(name).toLowerCase());
      return file ? readFile(file) : null;
    },
    close: () => {},
  };
}

/** Files of a folder and its subfolders (ASARI puts photos one level down), archives left out. */
export async function listTree(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !archiveFolders.includes(relative(folder, file).split(/[\\/]/)[0]!));
}

async function hashFiles(paths: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const path of [...paths].sort()) hash.update(await readFile(path));
  return hash.digest('hex');
}
