/**
 * The header that carries the signed-in user's access token where Authorization holds another
 * credential: the shopper backend's attributes call (the cart token) and create-order (the checkout
 * token). Both contracts name it (contracts/shopper.yaml, contracts/orders.yaml: `X-User-Token`).
 */
export const USER_TOKEN_HEADER = 'X-User-Token';
