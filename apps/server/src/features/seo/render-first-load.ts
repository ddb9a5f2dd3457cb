import type { RouteAssets } from '../../http/route-assets.ts';
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
 * CSS as a <style> element of the page: a route's own styles are small, and each linked stylesheet is another
 * round trip the first paint waits for (bench/lighthouse.ts). The text is our
 * build's CSS; a `</style` in it would still end the element early, so it is escaped.
 */
const styleElement = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/** What a public page's first answer adds to index.html. */
export type FirstLoad = {
  /** The route's own chunks and styles (http/route-assets.ts). */
  assets: RouteAssets;
  firstData: FirstData;
  /** The first data the page carries (its `embedded` answers) as JSON for a <script> element (scriptJson). */
  embedded: string;
  /** The page rendered by the server (server-render.ts), or undefined for the shell the browser renders. */
  markup: string | undefined;
};

// The tags Vite writes into index.html for the entry and the chunks it imports.
const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const entryPreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A rendered page starts its JavaScript only once it has loaded (web/public/start.js): the HTML already shows
 * everything, and on a slow line the scripts would otherwise share the bandwidth with the styles and the largest
 * photo that the first paint waits for. data-modules lists the chunks in the order start.js evaluates them, each
 * after what it imports: the entry's chunks, the entry, then the route's (route chunks import the entry); a chunk of
 * /assets/ by its name alone.
 */
function deferScripts(html: string, routeScripts: string[]): { html: string; starter?: string } {
  const entry = entryScript.exec(html)?.[1];
  if (!entry) return { html };
  const entryChunks = [...html.matchAll(entryPreload)].map((match) => match[1] ?? '');
  // '/assets/index-B71wOrL6.js' is written 'index-B71wOrL6': some sixty chunks a page, in every page's HTML.
  const modules = [...entryChunks, entry, ...routeScripts].map((path) =>
    path.replace(/^\/assets\/(.+)\.js$/, '$1'),
  );
  return {
    html: html.replace(entryScript, '').replace(entryPreload, ''),
    starter: `<script src="/start.js" defer data-modules="${escapeAttribute(modules.join(' '))}"></script>`,
  };
}

/**
 * Adds what the browser needs for the first screen: the route's styles (inlined) and its largest photo in the head;
 * its chunks, preloaded at low priority in the shell, so that they leave the network to what the first paint needs
 * (bench/lighthouse.ts, its FCP), or started after the load of a rendered page; the server's markup in #root; the first data for
 * the web app's query cache (apps/web/src/api/initial-data.ts reads #initial-data) at the end of the body.
 * Replacements are functions: a `$&` in an ad's title must stay text.
 */
export function renderFirstLoad(
  template: string,
  { assets, firstData, embedded, markup }: FirstLoad,
): string {
  const { photo } = firstData;
  // While the page is the short template: its scripts' patterns, tried at every character, would otherwise also
  // walk the inlined styles, and the body's end would be looked for past the markup.
  const deferred = markup === undefined ? { html: template } : deferScripts(template, assets.scripts);
  const withData =
    Object.keys(firstData.embedded).length === 0
      ? deferred.html
      : deferred.html.replace(
          '</body>',
          () => `  <script type="application/json" id="initial-data">${embedded}</script>\n  </body>`,
        );
  const head = [
    assets.css ? styleElement(assets.css) : '',
    ...(markup === undefined
      ? assets.scripts.map(
          (href) =>
            `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttribute(href)}">`,
        )
      : []),
    photo
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(photo.href)}" imagesrcset="${escapeAttribute(photo.srcSet)}" imagesizes="${escapeAttribute(photo.sizes)}">`
      : '',
    deferred.starter ?? '',
  ].filter(Boolean);
  const html =
    head.length > 0 ? withData.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`) : withData;
  if (markup === undefined) return html;
  return html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}
