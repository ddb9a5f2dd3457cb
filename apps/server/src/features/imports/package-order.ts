// The order an integration's packages are imported in. CRMs write the export's time into the file name (Galactica
// `oferty_2026-04-21_03-00.zip`, IMO `oferty_20260501033000.zip`, ASARI and EstiCRM `…_20260826_095342…`); the
// file's modification time is only when the upload ended, and an export sent again after a failed transfer lands
// after a newer one. So the name's time decides (CRM-EXPORTS §6.4), the upload's time only without one.

const stamp =
  /(?<!\d)((?:19|20)\d\d)-?(0[1-9]|1[0-2])-?(0[1-9]|[12]\d|3[01])(?:[_T-]?([01]\d|2[0-3])[-:]?([0-5]\d)(?:[-:]?([0-5]\d))?)?(?!\d)/;

/** The export time a package's file name gives, as milliseconds on the name's own (local) clock. */
export function nameTime(fileName: string): number | undefined {
  const match = stamp.exec(fileName);
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  return Date.UTC(+year!, +month! - 1, +day!, +hour, +minute, +second);
}

export type WaitingPackage = { path: string; name: string; mtime: number };

/**
 * Oldest export first: by the time in the name, or the upload's time for a name without one (a CRM names all its
 * packages alike, so the two rarely meet), then by name.
 */
export function byExportTime(a: WaitingPackage, b: WaitingPackage): number {
  const time = (file: WaitingPackage) => nameTime(file.name) ?? file.mtime;
  return time(a) - time(b) || a.mtime - b.mtime || a.name.localeCompare(b.name);
}
