import { defineDomain } from '../kit/domain';
import { catalogHandlers } from './handlers';
import { seedCatalog } from './seed';

/** Products, prices, stocks, product images and the lookup by SKU. */
export const catalogDomain = defineDomain({
  name: 'catalog',
  seed: seedCatalog,
  handlers: catalogHandlers,
});
