import { http, type RequestHandler } from 'msw';
import { GIFT_CARD_PROVIDER } from '../shopper/capabilities';
import { addGiftCard, removeGiftCard } from './giftCardHandlers';
import { getCheckout, startCheckout } from './sessionHandlers';

export const checkoutHandlers: RequestHandler[] = [
  http.post('*/shopper/sessions/checkout/start', startCheckout),
  http.get('*/shopper/sessions/checkout', getCheckout),
  http.put(`*/shopper-${GIFT_CARD_PROVIDER}/gift-cards/:code`, addGiftCard),
  http.delete(`*/shopper-${GIFT_CARD_PROVIDER}/gift-cards/:code`, removeGiftCard),
];
