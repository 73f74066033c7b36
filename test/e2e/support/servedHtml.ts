/**
 * A served document read as a crawler or a link preview reads it: the raw HTML, no script run.
 * Only what such readers look at: the head's elements and attributes, the JSON-LD blocks, and
 * the visible text and links of #root.
 */
export interface ServedDocument {
  status: number;
  html: string;
  lang: string | null;
  title: string | null;
  /** Every meta and link element of the head, with its attributes (names lower-cased). */
  meta: Record<string, string>[];
  links: Record<string, string>[];
  /** The parsed JSON-LD objects. */
  structuredData: { '@type': string; [key: string]: unknown }[];
  /** The text of #root without markup, scripts and templates. */
  text: string;
  /** The href of every link in #root. */
  hrefs: string[];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (text: string) =>
  text
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => entities[name] ?? '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)));

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, , double, single, bare] of tag.matchAll(
    /([^\s=<>/"']+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
  )) {
    if (!name) continue;
    found[name.toLowerCase()] = decode(double ?? single ?? bare ?? '');
  }
  return found;
}

export function readServed(status: number, html: string): ServedDocument {
  const headEnd = html.indexOf('</head>');
  const head = headEnd >= 0 ? html.slice(0, headEnd) : '';
  const rootStart = html.indexOf('<div id="root">');
  const root = rootStart >= 0 ? html.slice(rootStart) : '';
  const visible = root
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ');
  return {
    status,
    html,
    lang: /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1] ?? null,
    title: /<title\b[^>]*>([^<]*)<\/title>/.exec(head)?.[1] ?? null,
    meta: [...head.matchAll(/<meta\b([^>]*)>/g)].map((match) => attributes(match[1] ?? '')),
    links: [...head.matchAll(/<link\b([^>]*)>/g)].map((match) => attributes(match[1] ?? '')),
    structuredData: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as ServedDocument['structuredData'][number],
    ),
    text: decode(visible.replace(/\s+/g, ' ').trim()),
    hrefs: [...root.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => decode(match[1] ?? '')),
  };
}

/** The content of the head's meta element with this name or property. */
export const metaContent = (document: ServedDocument, key: string): string | undefined =>
  document.meta.find((meta) => meta.name === key || meta.property === key)?.content;

/** The head's language alternates, hreflang → href. */
export const alternatesOf = (document: ServedDocument): Record<string, string> =>
  Object.fromEntries(
    document.links
      .filter((link) => link.rel === 'alternate' && link.hreflang)
      .map((link) => [link.hreflang ?? '', link.href ?? '']),
  );

/** GET as a crawler: no cookies, no script; redirects not followed. */
export async function fetchServed(baseURL: string, path: string): Promise<ServedDocument> {
  const response = await fetch(new URL(path, baseURL), {
    redirect: 'manual',
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });
  return readServed(response.status, await response.text());
}
