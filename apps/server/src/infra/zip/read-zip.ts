import yauzl, { type Entry, type ZipFile } from 'yauzl';

export type ZipLimits = {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  /** Uncompressed / compressed size above which an entry of more than 1 MB is taken for a zip bomb. */
  maxRatio: number;
};

// A full Galactica export with photos reaches 700 MB, with up to 50 photos per offer.
const defaultZipLimits: ZipLimits = {
  maxEntries: 20_000,
  maxEntryBytes: 128 * 1024 * 1024,
  maxTotalBytes: 4 * 1024 * 1024 * 1024,
  maxRatio: 200,
};

/** An open archive: the checked entry names, and each entry read on demand (never the whole archive at once). */
export type ZipReader = {
  names: string[];
  read(name: string): Promise<Buffer>;
  close(): void;
};

/** The archive is unsafe or broken; nothing of it may be imported. */
export class ZipError extends Error {
  /** `message` is shown to the company as it is (Polish); the library's own error, in English, goes in `cause`. */
  constructor(message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ZipError';
  }
}

/**
 * Opens a ZIP after checking every entry: no absolute or '..' paths, no symbolic links, bounded entry count and
 * sizes, no suspicious compression ratio. yauzl also checks that the bytes read match the declared sizes.
 */
export async function openZip(path: string, limits: ZipLimits = defaultZipLimits): Promise<ZipReader> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: false },
      (error, file) => (error ? reject(new ZipError('uszkodzony plik ZIP', error)) : resolve(file)),
    ),
  );
  try {
    const entries = await listEntries(zip, limits);
    return {
      names: [...entries.keys()],
      read: (name) => {
        const entry = entries.get(name);
        if (!entry) return Promise.reject(new ZipError(`brak pliku ${name} w archiwum`));
        return readEntry(zip, entry, limits.maxEntryBytes);
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function listEntries(zip: ZipFile, limits: ZipLimits): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  let total = 0;
  return new Promise((resolve, reject) => {
    zip.on('error', (error: Error) => reject(new ZipError('uszkodzony plik ZIP', error)));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      try {
        const name = checkedName(entry);
        if (entries.size >= limits.maxEntries) throw new ZipError('za dużo plików w archiwum');
        total += entry.uncompressedSize;
        if (entry.uncompressedSize > limits.maxEntryBytes) throw new ZipError(`plik ${name} jest za duży`);
        if (total > limits.maxTotalBytes) throw new ZipError('archiwum po rozpakowaniu jest za duże');
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (entry.uncompressedSize > 1024 * 1024 && ratio > limits.maxRatio) {
          throw new ZipError(`podejrzany stopień kompresji pliku ${name}`);
        }
        if (name) entries.set(name, entry);
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.readEntry();
  });
}

// '' for a directory entry, which has nothing to read.
function checkedName(entry: Entry): string {
  const raw = Buffer.isBuffer(entry.fileName)
    ? // Bit 11 marks UTF-8 names; older tools write CP437, where ASCII names read the same.
      entry.fileName.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1')
    : entry.fileName;
  const name = raw.replace(/\\/g, '/');
  const parts = name.split('/');
  if (name.startsWith('/') || /^[a-z]:/i.test(name) || parts.includes('..')) {
    throw new ZipError(`niebezpieczna ścieżka w archiwum: ${raw}`);
  }
  const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
  if (mode === 0o120000) throw new ZipError(`dowiązanie symboliczne w archiwum: ${raw}`);
  return name.endsWith('/') ? '' : parts.filter((part) => part !== '' && part !== '.').join('/');
}

function readEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(new ZipError('nie można odczytać pliku z archiwum', error));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) stream.destroy(new ZipError('plik w archiwum jest za duży'));
        else chunks.push(chunk);
      });
      stream.on('error', (streamError) =>
        reject(
          streamError instanceof ZipError
            ? streamError
            : new ZipError('uszkodzony plik w archiwum', streamError),
        ),
      );
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}
