import authSv from '../../features/auth/i18n/sv.json';
import cartSv from '../../features/cart/i18n/sv.json';
import checkoutSv from '../../features/checkout/i18n/sv.json';
import companySv from '../../features/company/i18n/sv.json';
import customerCardSv from '../../features/checkout/customer/i18n/sv.json';
import catalogSv from '../../features/catalog/i18n/sv.json';
import newsletterSv from '../../features/newsletter/i18n/sv.json';
import wishlistSv from '../../features/wishlist/i18n/sv.json';
import sv from '../../i18n/sv.json';
import type { Catalogue } from '../catalogueTypes';

/**
 * The texts of the frame and of the shop's own pages (home, product, cart, checkout, favourites,
 * login): they ship with the shell. The other pages' texts load with them (svPages.ts).
 */
const catalogue: Catalogue = {
  ...sv,
  ...authSv,
  ...cartSv,
  ...checkoutSv,
  ...companySv,
  ...customerCardSv,
  ...catalogSv,
  ...wishlistSv,
  ...newsletterSv,
};

export default catalogue;
