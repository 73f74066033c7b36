import { http, type RequestHandler } from 'msw';
import { addDiscountCode, removeDiscountCode } from './discountCodeHandlers';
import { addItem, removeItem, updateOptions, updateQuantity } from './itemHandlers';
import { getSession, setAttributes, startSession } from './sessionHandlers';

export const shopperHandlers: RequestHandler[] = [
  http.post('*/shopper/sessions/start', startSession),
  http.get('*/shopper/sessions', getSession),
  http.post('*/shopper/sessions/items', addItem),
  http.put('*/shopper/sessions/items/:itemId/options', updateOptions),
  http.put('*/shopper/sessions/items/:itemId', updateQuantity),
  http.delete('*/shopper/sessions/items/:itemId', removeItem),
  http.post('*/shopper/sessions/discount-codes', addDiscountCode),
  http.delete('*/shopper/sessions/discount-codes/:code', removeDiscountCode),
  http.patch('*/shopper/sessions/attributes', setAttributes),
];
