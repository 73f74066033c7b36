import { defineDomain } from '../kit/domain';
import { catalogHandlers } from './handlers';

/** Products, prices, stocks, product images and the lookup by SKU. */
export const catalogDomain = defineDomain({
  name: 'catalog',
  handlers: catalogHandlers,
});
