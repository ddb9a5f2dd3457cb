// Where a company's logo file is kept, beside the photos, in the same storage.
export const logoKey = (file: string) => `logos/${file}`;

/** A stored logo's name: the account, then random hex, as saveLogo names it. */
export const logoFilePattern = /^[1-9]\d{0,9}-[0-9a-f]{16}\.webp$/;
