import type { PageMeta } from './page-meta.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The web app's index.html with the page's own head: its title and description replace the generic ones, and the
 * canonical address, Open Graph tags and (for pages not to be indexed) robots noindex are added before </head>.
 */
export function renderHead(template: string, meta: PageMeta, publicUrl: string): string {
  const url = `${publicUrl}${meta.path}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(meta.image
      ? [`<meta property="og:image" content="${escapeHtml(`${publicUrl}${meta.image}`)}" />`]
      : []),
    ...(meta.indexable ? [] : ['<meta name="robots" content="noindex" />']),
  ];
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
