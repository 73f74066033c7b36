import { config } from '../../config';
import { absoluteUrl } from './absoluteUrl';
import { jsonLdText, type JsonLd } from './jsonLd';

/** One address of the same page in one market's language: `hrefLang` is 'sv-SE', 'en-NO' or 'x-default'. */
export interface PageAlternate {
  hrefLang: string;
  path: string;
}

/** What search engines and link previews read of a page that is meant to be found. */
export interface PublicPage {
  /** The page's own address, path only: its canonical URL. */
  path: string;
  description: string;
  /** The same page in every market's language, and the one for any other visitor (x-default). */
  alternates: PageAlternate[];
  /** Open Graph's locale of the page's language and market, e.g. 'sv_SE'. */
  locale: string;
  /** The preview picture, a path or an absolute URL. */
  image?: string;
  type?: 'website' | 'product';
  /** schema.org objects (JSON-LD) describing the page. */
  structuredData?: JsonLd[];
}

export interface PageHeadProps {
  /** The page's own title; the shop's name is added. Empty on the home page: the shop's name alone. */
  title: string;
  /** A page meant to be found; without it the page asks search engines not to index it. */
  page?: PublicPage;
}

/** "Page – Shop", or the shop's name alone. */
export const documentTitle = (title: string) => (title ? `${title} – ${config.shopName}` : config.shopName);

/**
 * The page's head, rendered by the page itself: React hoists the title, meta and link elements into
 * <head>, and takes them away when the page goes, so the head follows client-side navigation; the
 * build renders the same elements into the served document. Structured data stays in the page's
 * body, where search engines read it as well.
 */
export function PageHead({ title, page }: PageHeadProps) {
  const full = documentTitle(title);
  if (!page) {
    return (
      <>
        <title>{full}</title>
        <meta name="robots" content="noindex" />
      </>
    );
  }
  const url = absoluteUrl(page.path);
  const image = page.image ? absoluteUrl(page.image) : undefined;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={page.description} />
      <link rel="canonical" href={url} />
      {page.alternates.map(({ hrefLang, path }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={absoluteUrl(path)} />
      ))}
      <meta property="og:type" content={page.type ?? 'website'} />
      <meta property="og:site_name" content={config.shopName} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={page.locale} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={full} />
      <meta name="twitter:description" content={page.description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      {(page.structuredData ?? []).map((data, index) => (
        // Inert data, not a script: no policy governs it, and React leaves it where it is.
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </>
  );
}
