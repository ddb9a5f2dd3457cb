// Whether a visitor's text carries a link. Mail clients turn far more than `https://` into something clickable, and a
// spammer writes whatever they turn: a bare `bit.ly/abc`, `hxxps://`, `//host`, `mailto:`. Ordinary Polish text must
// still pass: prices ('1.500 zł'), '3.5 pokoju', 'ul. Długa 5', abbreviations ('m.in.', 'np.', 'tj.').

// Any scheme written out (also disguised, as `hxxps://`), an address relative to the protocol, a mail link, `www.`
// and HTML's anchor.
const spelledLink = /:\/\/|(?:^|[^\w/])\/\/[a-z\d]|\bmailto:|\bwww\.|<a\s/i;

// Labels of letters, digits and inner hyphens, dot-separated, ending in a top-level domain's shape (ASCII letters, or
// an IDN's `xn--` form) that is a whole word: in 'piwnica.Część' the ending is not 'cz'. An e-mail address is not
// taken for one: the sender may give a second address, and a mail client opens a new message for it, not a page.
const domain = String.raw`(?:^|[^\w.@-])(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+([a-z]{2,24}|xn--[a-z\d-]{1,59})\b(?![\w.-]*[^\x00-\x7f]|@)`;

// With a path or a port, any domain shape is a link: nobody writes 'słowo.słowo/…' in a sentence. A query's `?`
// is not taken as one: 'Dzień dobry.Aktualne?' lacks only a space.
const domainWithPath = new RegExp(`${domain}(?=/|:\\d)`, 'i');
const domainAlone = new RegExp(domain, 'gi');
const dottedQuad = /\b\d{1,3}(?:\.\d{1,3}){3}\b/;

// Without a path, only these endings count: the domains spam uses and Polish readers know. Two-letter country codes
// that are Polish words or parts of abbreviations ('to', 'co', 'do', 'za', 'ma', 'by', 'in' of 'm.in.', 'no' …) are
// left out, so that a missing space after a full stop ('Dobry.To mieszkanie') is not taken for a link.
const knownEndings = new Set(
  [
    'com net org info biz pl eu io ly me cc tk ml ga cf gq gl gd su ru ua de uk us cn ws tv cz sk lt nl fr es',
    'xyz top site online club shop store app dev link click live icu vip win bid loan work page pro fun website',
    'space tech today news email cloud',
  ]
    .join(' ')
    .split(' '),
);

export function hasLink(text: string): boolean {
  if (spelledLink.test(text) || domainWithPath.test(text) || dottedQuad.test(text)) return true;
  for (const match of text.matchAll(domainAlone)) {
    const ending = match[1]?.toLowerCase() ?? '';
    if (knownEndings.has(ending) || ending.startsWith('xn--')) return true;
  }
  return false;
}
