import checkoutSv from '../../features/checkout/i18n/sv.json';
import customerCardSv from '../../features/checkout/customer/i18n/sv.json';
import type { Catalogue } from '../catalogueTypes';

/**
 * The Swedish texts of the checkout and its confirmation (the payment, gift cards, the customer
 * card and company addresses): they load with those pages (catalogues.ts), not with the shell.
 */
const catalogue: Catalogue = { ...checkoutSv, ...customerCardSv };

export default catalogue;
