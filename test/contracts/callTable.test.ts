/** @jest-environment node */
import { loadContracts } from '../../mock-server/contract/documents';
import { buildOperationIndex } from '../../mock-server/contract/operationIndex';

// The 43 calls the product's specification lists (its call table: shopper backend, proxy, upload
// worker), each as the request the shop makes for it, must be operations of contracts/. Where the
// shop's path differs from the table's, `difference` says why (docs/decisions.md#contracts).

interface Row {
  call: string;
  requests: [method: string, path: string][];
  difference?: string;
}

const FULL_CHECKOUTS = ['klarna', 'walley', 'qliro', 'avarda'];
const each = (method: string, path: (slug: string) => string) =>
  FULL_CHECKOUTS.map((slug): [string, string] => [method, path(slug)]);

const rows: Row[] = [
  { call: 'POST /shopper/sessions/start', requests: [['POST', '/shopper/sessions/start']] },
  { call: 'GET /shopper/sessions', requests: [['GET', '/shopper/sessions']] },
  { call: 'GET /shopper/sessions/checkout', requests: [['GET', '/shopper/sessions/checkout']] },
  { call: 'POST /shopper/sessions/checkout/start', requests: [['POST', '/shopper/sessions/checkout/start']] },
  { call: 'PATCH /shopper/sessions/attributes', requests: [['PATCH', '/shopper/sessions/attributes']] },
  { call: 'POST /shopper/sessions/discount-codes', requests: [['POST', '/shopper/sessions/discount-codes']] },
  {
    call: 'DELETE /shopper/sessions/discount-codes/{code}',
    requests: [['DELETE', '/shopper/sessions/discount-codes/SAVE10']],
  },
  { call: 'PUT /shopper/sessions/items/{itemId}', requests: [['PUT', '/shopper/sessions/items/item-1']] },
  {
    call: 'DELETE /shopper/sessions/items/{itemId}',
    requests: [['DELETE', '/shopper/sessions/items/item-1']],
  },
  { call: 'POST /shopper/sessions/items', requests: [['POST', '/shopper/sessions/items']] },
  {
    call: 'PUT /shopper/sessions/items/{itemId}/options',
    requests: [['PUT', '/shopper/sessions/items/item-1/options']],
  },
  {
    call: 'GET /shopper/prices/product-parents/{productParentId}/store-groups/{storeGroupId}/markets/{countryCode}',
    requests: [['GET', '/shopper/prices/product-parents/pp-classic-tee/store-groups/default/markets/SE']],
  },
  {
    call: 'GET /shopper/stocks/product-parents/{productParentId}/store-groups/{storeGroupId}/markets/{countryCode}',
    requests: [['GET', '/shopper/stocks/product-parents/pp-classic-tee/store-groups/default/markets/SE']],
  },
  {
    call: 'GET and POST /shopper-{checkout provider}/checkouts',
    requests: [
      ...each('GET', (p) => `/shopper-${p}/checkouts`),
      ...each('POST', (p) => `/shopper-${p}/checkouts`),
    ],
  },
  {
    call: 'POST /shopper-{checkout provider}/checkouts/sync',
    requests: each('POST', (p) => `/shopper-${p}/checkouts/sync`),
  },
  { call: 'POST /shopper-{card-checkout provider}/orders', requests: [['POST', '/shopper-adyen/orders']] },
  {
    call: 'POST /shopper-{checkout provider}/payments',
    requests: each('POST', (p) => `/shopper-${p}/payments`),
  },
  {
    call: 'POST /shopper-{checkout provider}/payments/sync',
    requests: [
      ...each('POST', (p) => `/shopper-${p}/payments/sync`),
      ['POST', '/shopper-adyen/payments/sync'],
    ],
  },
  {
    call: 'POST /shopper-{checkout provider}/checkouts (second provider), POST .../checkouts/sync',
    requests: [
      ['POST', '/shopper-walley/checkouts'],
      ['POST', '/shopper-walley/checkouts/sync'],
    ],
  },
  {
    call: 'PUT /shopper-{gift-card provider}/gift-cards/{giftCardCode}',
    requests: [['PUT', '/shopper-retain24/gift-cards/6393-0000-0000-0001']],
  },
  {
    call: 'DELETE /shopper-{gift-card provider}/gift-cards/{giftCardCode}',
    requests: [['DELETE', '/shopper-retain24/gift-cards/6393-0000-0000-0001']],
  },
  {
    call: 'POST /{prefix}/create-reset-password-link/',
    requests: [['POST', '/api/auth/create-reset-password-link/']],
    difference:
      'under the proxy (/api) like every other auth call; the table leaves /api out of this row only',
  },
  { call: 'POST /api/{prefix}/reset-password/', requests: [['POST', '/api/auth/reset-password/']] },
  {
    call: 'POST /api/{prefix}/get-products-by-sku/',
    requests: [['POST', '/api/products/get-products-by-sku/']],
    difference: 'a catalogue lookup, not an auth call: the proxy answers it under /products',
  },
  { call: 'POST /api/{prefix}/get-user/', requests: [['POST', '/api/auth/get-user/']] },
  { call: 'POST /api/{prefix}/update-user/', requests: [['POST', '/api/auth/update-user/']] },
  { call: 'POST /api/{prefix}/delete/', requests: [['POST', '/api/auth/delete/']] },
  { call: 'POST /api/{prefix}/create-verify-link/', requests: [['POST', '/api/auth/create-verify-link/']] },
  {
    call: 'POST /{prefix}/login/',
    requests: [['POST', '/api/auth/login/']],
    difference: 'under the proxy (/api), like the rows that name it',
  },
  {
    call: 'POST /{prefix}/signup/',
    requests: [['POST', '/api/auth/signup/']],
    difference: 'under the proxy (/api), like the rows that name it',
  },
  {
    call: 'POST /{prefix}/organisation/signup/',
    requests: [['POST', '/api/auth/organisation/signup/']],
    difference: 'under the proxy (/api), like the rows that name it',
  },
  {
    call: 'POST /api/{order backend}/get-orders-by-email/',
    requests: [['POST', '/api/orders/get-orders-by-email/']],
  },
  {
    call: 'POST /api/{order backend}/get-orders-by-ref/',
    requests: [['POST', '/api/orders/get-orders-by-ref/']],
  },
  {
    call: 'POST /api/{order backend}/get-order-by-id/',
    requests: [['POST', '/api/orders/get-order-by-id/']],
  },
  { call: 'POST /api/{order backend}/create-order/', requests: [['POST', '/api/orders/create-order/']] },
  {
    call: 'POST /api/{order backend}/change-order-custom-state/',
    requests: [['POST', '/api/orders/change-order-custom-state/']],
  },
  { call: 'DELETE /api/company-media/{id}', requests: [['DELETE', '/api/company-media/file-1']] },
  {
    call: 'DELETE /api/company-media?fileId={id}&companyId={companyId}',
    requests: [['DELETE', '/api/company-media']],
  },
  { call: 'POST {worker}/eps-convert', requests: [['POST', '/worker/eps-convert']] },
  { call: 'POST {worker}/upload/ (multipart)', requests: [['POST', '/worker/upload/']] },
  { call: 'POST {worker}/upload (JSON)', requests: [['POST', '/worker/upload']] },
  { call: 'PUT {worker}/upload', requests: [['PUT', '/worker/upload']] },
  {
    call: 'fetch of organisation files, per_page 200',
    requests: [['GET', '/worker/files']],
    difference: 'the table shows no path: the worker answers it at GET /files',
  },
];

const index = buildOperationIndex(loadContracts());

describe("the specification's 43 calls in contracts/", () => {
  it('lists 43 calls', () => {
    expect(rows).toHaveLength(43);
  });

  it.each(rows.map((row) => ({ ...row, name: row.call })))('$name is an operation', ({ requests }) => {
    const missing = requests.filter(([method, path]) => {
      const located = index.locate(method, path);
      return !located || !('operation' in located);
    });
    expect(missing).toEqual([]);
  });
});
