import authSv from '../../features/auth/i18n/sv.json';
import cartSv from '../../features/cart/i18n/sv.json';
import companySv from '../../features/company/i18n/sv.json';
import catalogSv from '../../features/catalog/i18n/sv.json';
import newsletterSv from '../../features/newsletter/i18n/sv.json';
import wishlistSv from '../../features/wishlist/i18n/sv.json';
import sv from '../../i18n/sv.json';
import type { Catalogue } from '../catalogueTypes';

/**
 * The texts of the frame and of the shop's own pages (home, product, cart, favourites, login): they
 * ship with the shell. The checkout's texts load with it (svCheckout.ts), the other pages' with them
 * (svPages.ts).
 */
const catalogue: Catalogue = {
  ...sv,
  ...authSv,
  ...cartSv,
  ...companySv,
  ...catalogSv,
  ...wishlistSv,
  ...newsletterSv,
};

export default catalogue;
