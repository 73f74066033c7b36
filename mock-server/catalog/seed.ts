import { marketsSeed, storeGroupsSeed } from '../management/seed';
import { priceKey, priceList, vatBasisPoints } from './pricing';
import type { CatalogDb, CatalogProduct, CatalogVariant, ImageShape, Localized, OrderLimit } from './types';

const ALL_MARKETS = ['SE', 'NO', 'FI'];

interface Colour {
  /** The language-neutral key the app stores and links by ('red'), whatever the shopper reads. */
  key: keyof typeof colourNames;
  name: Localized;
  code: string;
  /** The colour's part of the variant id when it is not the upper-cased English name. */
  idPart?: string;
}

interface Size {
  label: Localized;
  idPart: string;
  /** Whole SEK, VAT included (the default store group in Sweden). */
  price: number;
  salePrice?: number;
}

interface ProductSeed {
  id: string;
  productNumber: string;
  /** Variant id prefix, e.g. 'TEE' → 'TEE-BLUE-M'. */
  prefix: string;
  /** The product's name in every language: the demo data fixes it (demo-data.md). */
  name: string;
  slug: Localized;
  description: Localized;
  shape: ImageShape;
  categories: string[];
  markets?: string[];
  orderLimit?: OrderLimit;
  colours: Colour[];
  sizes: Size[];
}

/** A label that is no word reads the same in every language ('M', 'A5', '30 cl'). */
const anyLanguage = (text: string): Localized => ({ sv: text, en: text });

const colourNames = {
  white: { sv: 'Vit', en: 'White' },
  black: { sv: 'Svart', en: 'Black' },
  blue: { sv: 'Blå', en: 'Blue' },
  cream: { sv: 'Gräddvit', en: 'Cream' },
  natural: { sv: 'Natur', en: 'Natural' },
  red: { sv: 'Röd', en: 'Red' },
  kraft: { sv: 'Kraft', en: 'Kraft' },
  yellow: { sv: 'Gul', en: 'Yellow' },
  clear: { sv: 'Transparent', en: 'Clear' },
  green: { sv: 'Grön', en: 'Green' },
  sand: { sv: 'Sand', en: 'Sand' },
  grey: { sv: 'Grå', en: 'Grey' },
  navy: { sv: 'Marinblå', en: 'Navy' },
  beige: { sv: 'Beige', en: 'Beige' },
} satisfies Record<string, Localized>;

const white: Colour = { key: 'white', name: colourNames.white, code: '#ffffff' };
const black: Colour = { key: 'black', name: colourNames.black, code: '#1b1b1b' };
const blue: Colour = { key: 'blue', name: colourNames.blue, code: '#1f4e9c' };
const oneSize = (price: number): Size[] => [
  { label: { sv: 'En storlek', en: 'One size' }, idPart: 'ONE', price },
];
const standardLabel: Localized = { sv: 'Standard', en: 'Standard' };
const standard = (price: number): Size[] => [{ label: standardLabel, idPart: 'STD', price }];
/** Sizes whose label is their id part ('S', 'A5'). */
const plainSizes = (labels: string[], price: number, salePrice?: number): Size[] =>
  labels.map((label) => ({ label: anyLanguage(label), idPart: label, price, salePrice }));
const apparelSizes = (price: number, salePrice?: number): Size[] =>
  plainSizes(['S', 'M', 'L', 'XL'], price, salePrice);

const productSeeds: ProductSeed[] = [
  {
    id: 'pp-classic-tee',
    productNumber: 'PF-1001',
    prefix: 'TEE',
    name: 'Classic Tee',
    slug: { sv: 'klassisk-t-shirt', en: 'classic-tee' },
    description: {
      sv: 'Mjuk t-shirt i ekologisk bomull med ditt tryck på bröstet eller ryggen.',
      en: 'A soft organic-cotton tee with your print on the chest or the back.',
    },
    shape: 'tee',
    categories: ['apparel', 't-shirts'],
    colours: [blue, white, black],
    sizes: apparelSizes(299, 239),
  },
  {
    id: 'pp-business-card-pack',
    productNumber: 'PF-1002',
    prefix: 'BCP',
    name: 'Business Card Pack',
    slug: { sv: 'visitkortspaket', en: 'business-card-pack' },
    description: {
      sv: '250 visitkort i 85 × 55 mm, tryckta på båda sidor.',
      en: '250 business cards, 85 × 55 mm, printed on both sides.',
    },
    shape: 'card',
    categories: ['print', 'business-cards'],
    orderLimit: { quantity: 5, per: 'family' },
    colours: [white, { key: 'cream', name: colourNames.cream, code: '#f3ead3' }, black],
    sizes: [
      { label: standardLabel, idPart: 'STD', price: 349 },
      { label: { sv: 'Premium', en: 'Premium' }, idPart: 'PREMIUM', price: 499 },
    ],
  },
  {
    id: 'pp-canvas-tote',
    productNumber: 'PF-1003',
    prefix: 'TOTE',
    name: 'Canvas Tote',
    slug: { sv: 'tygkasse-canvas', en: 'canvas-tote' },
    description: {
      sv: 'Rejäl tygkasse i canvas med långa handtag och plats för ditt tryck.',
      en: 'A sturdy canvas tote with long handles and room for your print.',
    },
    shape: 'tote',
    categories: ['bags'],
    colours: [
      { key: 'natural', name: colourNames.natural, code: '#e9dcc3' },
      { key: 'red', name: colourNames.red, code: '#c0392b' },
      black,
    ],
    sizes: oneSize(149),
  },
  {
    id: 'pp-gift-box',
    productNumber: 'PF-1004',
    prefix: 'GIFTBOX',
    name: 'Gift Box',
    slug: { sv: 'presentask', en: 'gift-box' },
    description: {
      sv: 'Presentask med band. Lägg till ett hälsningskort som följer med asken.',
      en: 'A gift box with a ribbon. Add a gift note that goes with the box.',
    },
    shape: 'box',
    categories: ['gifts'],
    colours: [{ key: 'kraft', name: colourNames.kraft, code: '#b08a5a' }, black],
    sizes: standard(399),
  },
  {
    id: 'pp-gift-note',
    productNumber: 'PF-1005',
    prefix: 'GIFT',
    name: 'Gift Note',
    slug: { sv: 'halsningskort', en: 'gift-note' },
    description: {
      sv: 'Ett hälsningskort med din text, packat i presentasken.',
      en: 'A note card with your message, packed in the gift box.',
    },
    shape: 'note',
    categories: ['gifts'],
    colours: [{ ...white, idPart: 'NOTE' }],
    sizes: standard(29),
  },
  {
    id: 'pp-fika-mug',
    productNumber: 'PF-1006',
    prefix: 'FIKA',
    name: 'Fika Mug',
    slug: { sv: 'fikamugg', en: 'fika-mug' },
    description: {
      sv: 'Stengodsmugg för fikat, 30 cl. Säljs bara i Sverige.',
      en: 'A stoneware mug for the coffee break, 30 cl. Sold in Sweden only.',
    },
    shape: 'mug',
    categories: ['kitchen', 'mugs'],
    markets: ['SE'],
    colours: [white, blue, { key: 'yellow', name: colourNames.yellow, code: '#f2c12e' }],
    sizes: standard(179),
  },
  {
    id: 'pp-logo-mug',
    productNumber: 'PF-1007',
    prefix: 'MUG',
    name: 'Logo Mug',
    slug: { sv: 'logomugg', en: 'logo-mug' },
    description: {
      sv: 'Mugg med er logotyp, tål maskindisk.',
      en: 'A mug with your logo, dishwasher safe.',
    },
    shape: 'mug',
    categories: ['kitchen', 'mugs'],
    colours: [white, black],
    sizes: [
      { label: anyLanguage('30 cl'), idPart: '30CL', price: 159 },
      { label: anyLanguage('45 cl'), idPart: '45CL', price: 189 },
    ],
  },
  {
    id: 'pp-flyers',
    productNumber: 'PF-1008',
    prefix: 'FLYER',
    name: 'Flyers',
    slug: { sv: 'flygblad', en: 'flyers' },
    description: {
      sv: '100 flygblad på 170 g papper.',
      en: '100 flyers on 170 gsm paper.',
    },
    shape: 'flyer',
    categories: ['print', 'flyers'],
    colours: [white, { key: 'natural', name: colourNames.natural, code: '#ece4d0' }],
    sizes: [
      { label: anyLanguage('A5'), idPart: 'A5', price: 249 },
      { label: anyLanguage('A4'), idPart: 'A4', price: 349 },
    ],
  },
  {
    id: 'pp-poster',
    productNumber: 'PF-1009',
    prefix: 'POSTER',
    name: 'Poster',
    slug: { sv: 'affisch', en: 'poster' },
    description: {
      sv: 'Affisch på matt 200 g papper.',
      en: 'A poster on matte 200 gsm paper.',
    },
    shape: 'poster',
    categories: ['print', 'posters'],
    colours: [white, black],
    sizes: [
      { label: anyLanguage('30 × 40 cm'), idPart: '30X40', price: 199 },
      { label: anyLanguage('50 × 70 cm'), idPart: '50X70', price: 299 },
      { label: anyLanguage('70 × 100 cm'), idPart: '70X100', price: 449 },
    ],
  },
  {
    id: 'pp-sticker-sheet',
    productNumber: 'PF-1010',
    prefix: 'STICKER',
    name: 'Sticker Sheet',
    slug: { sv: 'klistermarken', en: 'sticker-sheet' },
    description: {
      sv: 'Ark med stansade klistermärken, tål väder och vind.',
      en: 'A sheet of die-cut stickers that stand wind and weather.',
    },
    shape: 'sticker',
    categories: ['print', 'stickers'],
    colours: [white, { key: 'clear', name: colourNames.clear, code: '#dcecf2' }],
    sizes: [
      { label: anyLanguage('A6'), idPart: 'A6', price: 89 },
      { label: anyLanguage('A4'), idPart: 'A4', price: 149 },
    ],
  },
  {
    id: 'pp-notebook',
    productNumber: 'PF-1011',
    prefix: 'NOTEBOOK',
    name: 'Notebook',
    slug: { sv: 'anteckningsbok', en: 'notebook' },
    description: {
      sv: 'Anteckningsbok med prickade sidor och tryckt omslag.',
      en: 'A dotted notebook with a printed cover.',
    },
    shape: 'notebook',
    categories: ['stationery'],
    colours: [
      black,
      { key: 'green', name: colourNames.green, code: '#2e5e3e' },
      { key: 'sand', name: colourNames.sand, code: '#d8c8a8' },
    ],
    sizes: [
      { label: anyLanguage('A5'), idPart: 'A5', price: 149 },
      { label: anyLanguage('A6'), idPart: 'A6', price: 99 },
    ],
  },
  {
    id: 'pp-college-hoodie',
    productNumber: 'PF-1012',
    prefix: 'HOODIE',
    name: 'College Hoodie',
    slug: { sv: 'huvtrojan-college', en: 'college-hoodie' },
    description: {
      sv: 'Varm huvtröja med känguruficka och brodyr eller tryck.',
      en: 'A warm hoodie with a kangaroo pocket, embroidered or printed.',
    },
    shape: 'hoodie',
    categories: ['apparel', 'hoodies'],
    colours: [
      { key: 'grey', name: colourNames.grey, code: '#8c8c8c' },
      { key: 'navy', name: colourNames.navy, code: '#1d2a4d' },
    ],
    sizes: apparelSizes(599),
  },
  {
    id: 'pp-baseball-cap',
    productNumber: 'PF-1013',
    prefix: 'CAP',
    name: 'Baseball Cap',
    slug: { sv: 'keps', en: 'baseball-cap' },
    description: {
      sv: 'Keps med broderad logotyp och justerbart band. Högst 10 per order.',
      en: 'A cap with an embroidered logo and an adjustable strap. At most 10 per order.',
    },
    shape: 'cap',
    categories: ['apparel', 'accessories'],
    orderLimit: { quantity: 10, per: 'parent' },
    colours: [black, { key: 'beige', name: colourNames.beige, code: '#d9c7a3' }],
    sizes: oneSize(199),
  },
];

/** Units in stock; every other variant has DEFAULT_STOCK. */
const DEFAULT_STOCK = 100;
const stockSeed: Record<string, number> = {
  'TOTE-RED-ONE': 0,
  'HOODIE-NAVY-XL': 2,
};

/**
 * The colour as ids, SKUs and image files spell it: its English name, whatever language the
 * shopper reads, so quick-order SKUs, demo data and image addresses stay the same.
 */
const colourKey = (colour: Colour) => colour.name.en;

/**
 * When the demo catalogue's products were last edited: a fixed day, so every build's sitemap gives
 * the same lastmod until the data changes (a real catalogue keeps each product's own).
 */
const CATALOGUE_EDITED = Date.parse('2026-09-01T08:00:00Z');
const DAY_MS = 86_400_000;

function toProduct(seed: ProductSeed, index: number): CatalogProduct {
  const variants = seed.colours.flatMap((colour) =>
    seed.sizes.map((size): CatalogVariant => {
      const colourId = colour.idPart ?? colourKey(colour).toUpperCase();
      return {
        id: `${seed.prefix}-${colourId}-${size.idPart}`,
        sku: `${seed.productNumber}-${colourKey(colour).toUpperCase()}-${size.idPart}`,
        colorKey: colour.key,
        color: colour.name,
        colorCode: colour.code,
        size: size.label,
        image: `${seed.slug.en}-${colourKey(colour).toLowerCase()}.svg`,
        basePrice: size.price,
        salePrice: size.salePrice ?? size.price,
      };
    }),
  );
  return {
    id: seed.id,
    productNumber: seed.productNumber,
    name: seed.name,
    description: seed.description,
    slug: seed.slug,
    // One product a day, so the demo's dates differ as a real catalogue's do.
    updatedAt: new Date(CATALOGUE_EDITED + index * DAY_MS).toISOString(),
    shape: seed.shape,
    categories: seed.categories,
    markets: seed.markets ?? ALL_MARKETS,
    ...(seed.orderLimit ? { orderLimit: seed.orderLimit } : {}),
    variants,
  };
}

export function seedCatalog(): CatalogDb {
  const products = productSeeds.map(toProduct);
  const prices: CatalogDb['prices'] = new Map();
  for (const product of products) {
    for (const market of marketsSeed.filter((m) => product.markets.includes(m.country))) {
      for (const group of storeGroupsSeed) {
        prices.set(
          priceKey(product.id, group.id, market.country),
          priceList(
            product.variants,
            market.currency,
            vatBasisPoints(market.country),
            group.pricesIncludeTax,
          ),
        );
      }
    }
  }
  const stocks = new Map(
    products.flatMap((p) => p.variants.map((v) => [v.id, stockSeed[v.id] ?? DEFAULT_STOCK] as const)),
  );
  return {
    products: new Map(products.map((p) => [p.id, p])),
    prices,
    stocks,
  };
}
