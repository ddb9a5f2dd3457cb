import type { FirstData } from './first-data.ts';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * JSON inside <script>: the HTML parser ends the element at the first `</script` whatever the quoting, so every `<`
 * is written as its JSON escape (the JSON stays the same once parsed).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Adds what lets the browser start every download of the first screen at once: the route's chunks (`preloads`,
 * from http/route-preloads.ts) and its largest photo in the head, the first data for the web app's query cache
 * (apps/web/src/api/initial-data.ts reads #initial-data) at the end of the body. Replacements are functions: a `$&`
 * in an ad's title must stay text.
 */
export function renderFirstLoad(html: string, preloads: string, { answers, photo }: FirstData): string {
  const head = [
    preloads,
    photo
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(photo.href)}" imagesrcset="${escapeAttribute(photo.srcSet)}" imagesizes="${escapeAttribute(photo.sizes)}">`
      : '',
  ].filter(Boolean);
  const withHead =
    head.length > 0 ? html.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`) : html;
  if (Object.keys(answers).length === 0) return withHead;
  const script = `<script type="application/json" id="initial-data">${scriptJson(answers)}</script>`;
  return withHead.replace('</body>', () => `  ${script}\n  </body>`);
}
