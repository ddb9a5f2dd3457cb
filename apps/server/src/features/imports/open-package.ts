import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
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
  // An ASARI export moved to processed/ or failed/ left its definitions and photo folders in the home folder above.
  const home = archiveFolders.includes(basename(folder)) ? dirname(folder) : folder;
  const delivered = await listTree(home);
  const beside = home === folder ? delivered : await listTree(folder);
  // An ASARI export is the manifest plus the files sharing its {prefix}_{date}_{time} stem and the definitions.
  const stem = /^(.*)_CFG\.xml$/i.exec(basename(path))?.[1];
  const members = stem
    ? [
        ...beside.filter((file) => dirname(file) === folder && basename(file).startsWith(`${stem}_`)),
        ...delivered.filter((file) => dirname(file) === home && isDefinitions(file)),
      ]
    : [path];
  const xmlFiles = new Map<string, string>();
  for (const file of members.filter((name) => name.toLowerCase().endsWith('.xml'))) {
    xmlFiles.set(basename(file), decodeText(await readFile(file)).text);
  }
  const photos = new Map(delivered.map((file) => [basename(file).toLowerCase(), file]));
  return {
    paths: members.filter((file) => !isDefinitions(file)),
    contentHash: await hashFiles(members),
    xmlFiles,
    photo: async (name) => {
      const file = photos.get(basename(name).toLowerCase());
      return file ? readFile(file) : null;
    },
    close: () => {},
  };
}

const isDefinitions = (file: string) => /^defini(c)?tions\.xml$/i.test(basename(file));

/** Files of a folder and its subfolders (ASARI puts photos one level down), archives left out. */
export async function listTree(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !archiveFolders.includes(relative(folder, file).split(/[\\/]/)[0]!));
}

/**
 * The content hash of a package: the package itself, or what is left of it to hash when it cannot be opened (a
 * broken ZIP still has its bytes).
 */
export async function packageHash(path: string): Promise<string> {
  return openPackage(path).then(
    (opened) => {
      opened.close();
      return opened.contentHash;
    },
    () => hashFiles([path]),
  );
}

/**
 * One hash over the files' contents, in the order of their names (the same wherever the package lies), read as a
 * stream: a 700 MB export is neither held in memory nor hashed in one blocking step.
 */
async function hashFiles(paths: string[]): Promise<string> {
  const hash = createHash('sha256');
  const byName = paths.map((path) => ({ path, name: basename(path) }));
  byName.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const { path } of byName) {
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}
