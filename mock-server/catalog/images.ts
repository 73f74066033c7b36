import type { CatalogDb, ImageShape } from './types';

const OUTLINE = '#2b2b2b';

/** Simple silhouettes on a 400 × 400 canvas; `fill` is the variant's colour. */
const SHAPES: Record<ImageShape, (fill: string) => string> = {
  tee: (fill) =>
    `<path d="M130 80 L170 64 Q200 96 230 64 L270 80 L332 132 L296 172 L270 152 L270 332 L130 332 L130 152 L104 172 L68 132 Z" fill="${fill}"/>`,
  hoodie: (fill) =>
    `<path d="M140 92 Q200 28 260 92 L302 106 L346 262 L306 272 L276 172 L276 342 L124 342 L124 172 L94 272 L54 262 L98 106 Z" fill="${fill}"/>` +
    `<path d="M160 262 L240 262 L250 312 L150 312 Z" fill="none"/>`,
  cap: (fill) =>
    `<path d="M110 232 Q110 118 200 118 Q290 118 290 232 Z" fill="${fill}"/>` +
    `<path d="M110 232 L330 232 Q344 252 312 258 L110 252 Z" fill="${fill}"/>`,
  mug: (fill) =>
    `<path d="M270 160 Q330 160 330 206 Q330 252 270 252" fill="none" stroke-width="18"/>` +
    `<rect x="130" y="118" width="140" height="176" rx="12" fill="${fill}"/>`,
  tote: (fill) =>
    `<path d="M160 162 Q160 88 200 88 Q240 88 240 162" fill="none" stroke-width="10"/>` +
    `<rect x="118" y="160" width="164" height="184" rx="4" fill="${fill}"/>`,
  card: (fill) =>
    `<rect x="86" y="122" width="210" height="124" rx="8" fill="${fill}" transform="rotate(-8 190 184)"/>` +
    `<rect x="104" y="150" width="210" height="124" rx="8" fill="${fill}"/>` +
    `<path d="M126 236 L236 236 M126 254 L206 254" fill="none"/>`,
  flyer: (fill) =>
    `<rect x="112" y="84" width="150" height="212" fill="${fill}" transform="rotate(-6 187 190)"/>` +
    `<rect x="138" y="96" width="150" height="212" fill="${fill}"/>` +
    `<path d="M158 130 L268 130 M158 150 L248 150 M158 170 L258 170" fill="none"/>`,
  poster: (fill) =>
    `<rect x="110" y="60" width="180" height="262" fill="${fill}"/>` +
    `<path d="M130 280 L180 200 L214 246 L238 222 L270 280 Z" fill="none"/>` +
    `<circle cx="244" cy="112" r="18" fill="none"/>`,
  sticker: (fill) =>
    `<rect x="120" y="80" width="160" height="240" rx="6" fill="${fill}"/>` +
    `<circle cx="166" cy="136" r="30" fill="#ffffff"/><circle cx="236" cy="136" r="30" fill="#ffffff"/>` +
    `<circle cx="166" cy="216" r="30" fill="#ffffff"/><circle cx="236" cy="216" r="30" fill="#ffffff"/>`,
  notebook: (fill) =>
    `<rect x="130" y="80" width="150" height="232" rx="10" fill="${fill}"/>` +
    `<path d="M252 80 L252 312" fill="none" stroke-width="8"/>`,
  box: (fill) =>
    `<rect x="110" y="172" width="180" height="140" fill="${fill}"/>` +
    `<rect x="100" y="140" width="200" height="40" fill="${fill}"/>` +
    `<path d="M200 140 L200 312 M170 140 Q150 100 200 136 Q250 100 230 140" fill="none" stroke="#c0392b" stroke-width="8"/>`,
  note: (fill) =>
    `<rect x="122" y="126" width="156" height="150" rx="4" fill="${fill}"/>` +
    `<path d="M146 172 L254 172 M146 198 L234 198 M146 224 L244 224" fill="none"/>`,
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A product picture: the silhouette in the variant's colour, titled for screen readers. */
export function productSvg(shape: ImageShape, fill: string, title: string): string {
  const label = escapeXml(title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="400" height="400" fill="#f4f3ef"/>`,
    `<g stroke="${OUTLINE}" stroke-width="4" stroke-linejoin="round">${SHAPES[shape](escapeXml(fill))}</g>`,
    `<text x="200" y="378" text-anchor="middle" font-family="sans-serif" font-size="16" letter-spacing="3" fill="#555">PRINTFABRIKEN</text>`,
    `</svg>`,
  ].join('');
}

/** The SVG for an image file name of the catalog, or undefined when no variant uses it. */
export function imageFor(catalog: CatalogDb, fileName: string): string | undefined {
  for (const product of catalog.products.values()) {
    const variant = product.variants.find((v) => v.image === fileName);
    // One file serves every language, so its title is in English.
    if (variant) return productSvg(product.shape, variant.colorCode, `${product.name} – ${variant.color.en}`);
  }
  return undefined;
}
