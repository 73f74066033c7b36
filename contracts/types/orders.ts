// Generated from contracts/orders.yaml by `npm run contracts`; edit the contract, not this file.

export type paths = {
  '/create-order/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a paid order
     * @description The confirmation page records the order its provider reports as paid
     *     (docs/rules.md#confirmation). The checkout token is the Authorization: holding the checkout
     *     is what entitles a visitor to record its order. A signed-in buyer's access token goes in
     *     `X-User-Token`; the order's `userId` is hers (never taken from the body), else null.
     *
     *     The backend reads the provider and the reference of `order`, finds that provider order and
     *     records its lines, totals and addresses, whatever the browser's copy of them says; the
     *     order's e-mail is the shipping address's, and the company the cart's session ordered for
     *     (its attributes) goes to `attributes`. Before recording, the company's ordering rights are
     *     checked again (they may have gone since the payment), then the fields an order needs.
     *
     *     Idempotent by reference: the first call records the order (201, `created: true`); a call
     *     for a reference recorded before answers the same order (200, `created: false`) and records
     *     nothing. The app also sends an `Idempotency-Key` made from the reference, so a retry gets
     *     the first answer.
     *
     *     Refusals, in this order: no checkout token 401; a bad body 400; a token that is no
     *     checkout 403 (before the reference is looked up, so it learns nothing of it); no provider
     *     order of that provider and reference 404; a checkout of another cart 403; a payment not
     *     completed 409; ordering rights lost 403; the order's fields 400 with `errors`.
     */
    post: operations['createOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get-orders-by-email/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The orders of an e-mail address
     * @description One of the order list's lookups (docs/rules.md#order-list): the orders placed with that
     *     e-mail address (trimmed, compared in any case), newest first. A user looks up her own
     *     address; a super admin any address.
     */
    post: operations['ordersByEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get-orders-by-ref/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The orders of a reference
     * @description The orders whose reference equals `ref` (trimmed, compared in any case) that the user may
     *     see; orders she may not see are left out, never refused.
     */
    post: operations['ordersByRef'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get-orders-by-organisation-number/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The orders of a company
     * @description One of the order list's lookups, one per company of the user (docs/rules.md#order-list):
     *     the orders placed for the company with that organisation number, newest first. The app
     *     sends the number without its dash; the backend ignores dashes and spaces. Open to the
     *     company's members (any role or level) and to super admins.
     */
    post: operations['ordersByOrganisationNumber'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get-orders-by-user-id/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The orders of a user
     * @description One of the order list's lookups: the orders the user placed (`userId`) or that were placed
     *     for her as a company's contact person (`attributes.contactId`), newest first. A user looks
     *     up her own id; a super admin any id.
     */
    post: operations['ordersByUserId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/get-order-by-id/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One order in full
     * @description The order of the detail page (docs/rules.md#order-detail): lines, totals, addresses, the
     *     history of its custom states and, on an order that takes change requests, its
     *     change-request callback. The payload names the order id `endpoint`. Open to whoever may
     *     see the order.
     */
    post: operations['orderById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/change-order-custom-state/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add or remove a custom state (a buyer's decision)
     * @description The buyer's decision, one custom state at a time (docs/rules.md#order-decisions): the app
     *     approves with add `customer_approved`, then remove `awaiting_customer_action` and
     *     `customer_declined` where present, and declines the other way round. Open to whoever may
     *     decide on the order (see above). Answers the order after the change; each real change is
     *     added to `customStateHistory`.
     *
     *     A repeat that changes nothing (adding the decision the order has, removing a state it does
     *     not have) answers 200 and records nothing, so the call is safe to repeat. The state rules:
     *     adding a decision while the other one is present is 409 'order already decided', while the
     *     order is not awaiting one 409 'order is not awaiting a decision'; removing
     *     `awaiting_customer_action` before a decision is added is 409 'order is not decided yet';
     *     removing a decision is 409 'a decision is final'; only the shop asks for a decision, so
     *     adding `awaiting_customer_action` is 403.
     *
     *     Refusals, in this order: a bad body 400, no such order 404, not hers to see 403, not hers
     *     to decide 403, the state rules 409 or 403.
     */
    post: operations['changeCustomState'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/request-change/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the buyer's reason to the agent
     * @description The change-request callback an order names (`changeRequestCallback`, a path relative to
     *     the order backend; `request-change/` for the company orders). Request Change sends the
     *     reason here with no change of state; Decline sends the decline's reason here after the
     *     state calls (docs/rules.md#order-decisions). Open to whoever may decide on the order, while
     *     it awaits a decision or once it is declined. The reason is kept as the buyer wrote it
     *     (trimmed); the same reason from the same user as the latest request is kept once. Takes
     *     effect once per `Idempotency-Key`.
     *
     *     Refusals, in this order: a bad body 400, no such order 404, not hers to see 403, an order
     *     that takes no change requests 404, not hers to decide 403, neither awaiting a decision nor
     *     declined 409.
     */
    post: operations['requestChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
};
export type webhooks = Record<string, never>;
export type components = {
  schemas: {
    /**
     * @description A text a person types, of one line (docs/rules.md#typed-text): no control characters
     *     (U+0000-U+001F, U+007F-U+009F), no line or paragraph separators (U+2028, U+2029) and no
     *     bidi controls (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C). Every stored text
     *     of one line refers to it; a body with such a character anywhere else is refused as well.
     */
    TypedLine: string;
    /**
     * @description A text a person types, of several lines (a text area, docs/rules.md#typed-text): tabs and
     *     line breaks (CR, LF, U+2028, U+2029) are kept; other control characters and bidi controls
     *     are refused, as in TypedLine.
     */
    TypedLines: string;
    /** @description The proxy envelope of a failure (docs/rules.md#api-errors). */
    ProxyErrorBody: {
      /** @constant */
      ok: false;
      /** @description The HTTP status, repeated. */
      status: number;
      error: string;
      details?: string | string[];
      /** @description An order's refusal, as `'path: message'` strings. */
      errors?: string[];
      requestId?: string;
      message?: string;
      /** @description A retry whose first answer is no longer kept (409) - the status that answer had. */
      firstStatus?: number;
    };
    /** @description An id (an order's, a user's); at most 200 characters. */
    Id: string;
    /** @enum {string} */
    PaymentProviderName: 'Adyen' | 'QliroOne' | 'Avarda' | 'KlarnaCheckout' | 'WalleyCheckout';
    /** @enum {string} */
    OrderStatusName:
      | 'PLACED'
      | 'RELEASED'
      | 'PARTIALLY_DELIVERED'
      | 'FULLY_DELIVERED'
      | 'PARTIALLY_COMPENSATED'
      | 'FULLY_COMPENSATED'
      | 'CANCELLED';
    /**
     * @description The custom states a buyer's decision works with (docs/rules.md#order-states).
     * @enum {string}
     */
    CustomStateId: 'awaiting_customer_action' | 'customer_approved' | 'customer_declined';
    /** @description A line's options (open); `parentItem` ties a child line (a gift box's note) to its line. */
    CartItemOptions: {
      parentItem?: string;
    } & {
      [key: string]: unknown;
    };
    /** @description An order line, as the cart line it was paid as (amounts in minor units, tax in basis points). */
    CartItem: {
      id: string;
      productParentId: string;
      productVariantId: string;
      name: string;
      displayName: string;
      quantity: number;
      imageUrl: string;
      basePriceAmount: number;
      salePriceAmount: number;
      totalPriceAmount: number;
      totalDiscountAmount: number;
      discountAmount: number;
      taxPercentage: number;
      options: components['schemas']['CartItemOptions'];
      customAttributes: {
        brand?: string;
        color?: string;
        size?: string;
        parentName?: string;
        productSlug?: string;
        orderLimit?: number;
      };
      tags: {
        categories: string[];
      };
    };
    /** @description Minor units; `grandTotal` is already lowered by what gift cards pay (`giftCardTotal`). */
    CheckoutTotals: {
      subTotal: number;
      shippingTotal: number;
      discountTotal: number;
      taxTotal: number;
      grandTotal: number;
      giftCardTotal: number;
    };
    /** @description A person and an address, as the providers report them. */
    OrderAddress: {
      givenName: string & components['schemas']['TypedLine'];
      familyName: string & components['schemas']['TypedLine'];
      address: string & components['schemas']['TypedLine'];
      postalCode: string & components['schemas']['TypedLine'];
      city: string & components['schemas']['TypedLine'];
      /** @description ISO 3166-1 alpha-2. */
      country: string;
      telephoneNumber: string & components['schemas']['TypedLine'];
      email: string & components['schemas']['TypedLine'];
    };
    /**
     * @description The payment as the provider's backend reported it to the confirmation page
     *     (docs/rules.md#confirmation). The backend reads `provider` and `reference`, which name the
     *     provider order; the rest is the browser's copy, which the app sends and the backend does
     *     not trust (it records the provider order's own lines, totals and addresses). Other fields
     *     (a `userId`, say) are ignored, never refused: nothing here decides what is recorded.
     */
    OrderInput: {
      provider: components['schemas']['PaymentProviderName'];
      reference: components['schemas']['Id'];
      items?: components['schemas']['CartItem'][];
      totals?: components['schemas']['CheckoutTotals'];
      currencyCode?: string;
      billingAddress?: components['schemas']['OrderAddress'] | null;
      shippingAddress?: components['schemas']['OrderAddress'] | null;
    };
    CreateOrderInput: {
      order: components['schemas']['OrderInput'];
    };
    /** @description A recorded order, as create-order answers it (with the cart it was paid from). */
    Order: {
      id: string;
      reference: string;
      /** Format: date-time */
      date: string;
      status: {
        orderStates: components['schemas']['OrderStatusName'][];
        customStates: {
          id: string;
        }[];
      };
      provider: components['schemas']['PaymentProviderName'];
      cartId: string;
      items: components['schemas']['CartItem'][];
      totals: components['schemas']['CheckoutTotals'];
      currencyCode: string;
      billingAddress: components['schemas']['OrderAddress'];
      shippingAddress: components['schemas']['OrderAddress'];
      /** @description The shipping address's e-mail. */
      email: string;
      /** @description The signed-in buyer who placed it, if any. */
      userId: string | null;
      /**
       * @description The company the order was placed for (the cart session's attributes when it was paid):
       *     `company`, `merchantReference1` and, for an order placed for a contact person,
       *     `contactId`; `merchantReference2` marks a trial order ('provorder'). Empty for a
       *     consumer's order.
       */
      attributes: {
        merchantReference1?: string;
        merchantReference2?: string;
        company?: {
          registrationNumber: string;
          taxId: string;
          name: string;
          reference: string;
        };
        /** @description The contact person's user id, when a company order was placed for someone. */
        contactId?: string;
      };
    };
    CreateOrderResult: {
      order: components['schemas']['Order'];
      /** @description False when the reference was recorded before. */
      created: boolean;
    };
    CreateOrderEnvelope: {
      /** @constant */
      ok: true;
      status: number;
      data: components['schemas']['CreateOrderResult'];
    };
    /** @description A row of the order list (docs/rules.md#data-shapes). */
    OrderSummary: {
      id: string;
      reference: string;
      /** Format: date-time */
      date: string;
      status: {
        orderStates: components['schemas']['OrderStatusName'][];
        customStates: {
          id: string;
        }[];
      };
      totals: {
        grandTotal: number;
      };
      currencyCode: string;
      attributes: {
        merchantReference2?: string;
        company?: {
          registrationNumber: string;
          name: string;
        };
      };
      /** @description Present when a change request is sent somewhere - a path relative to the order backend. */
      changeRequestCallback?: string;
    };
    OrdersByEmailInput: {
      /** @description An e-mail address, compared in any case; at most 254 characters once trimmed. */
      email: string;
    };
    OrdersByRefInput: {
      /** @description An order reference, compared in any case; at most 200 characters once trimmed. */
      ref: string;
    };
    OrdersByOrganisationNumberInput: {
      /**
       * @description The number without its dash (the backend ignores dashes and spaces); at most 200
       *     characters once trimmed.
       */
      organisationNumber: string;
    };
    OrdersByUserIdInput: {
      userId: components['schemas']['Id'];
    };
    OrdersResult: {
      orders: components['schemas']['OrderSummary'][];
    };
    OrdersEnvelope: {
      /** @constant */
      ok: true;
      status: number;
      data: components['schemas']['OrdersResult'];
    };
    OrderSummariesResult: {
      orderSummaries: components['schemas']['OrderSummary'][];
    };
    OrderSummariesEnvelope: {
      /** @constant */
      ok: true;
      status: number;
      data: components['schemas']['OrderSummariesResult'];
    };
    OrderByIdInput: {
      /** @description The order id (docs/rules.md#order-detail names the payload `endpoint`). */
      endpoint: components['schemas']['Id'];
    };
    /** @description One change of a custom state, kept on the order so the detail can show its history. */
    CustomStateChange: {
      stateId: string;
      /** @enum {string} */
      type: 'add' | 'remove';
      /** Format: date-time */
      date: string;
    };
    /** @description The full order of the detail page, with the history of its custom states. */
    OrderDetail: {
      id: string;
      reference: string;
      /** Format: date-time */
      date: string;
      status: {
        orderStates: components['schemas']['OrderStatusName'][];
        customStates: {
          id: string;
        }[];
      };
      provider: components['schemas']['PaymentProviderName'];
      items: components['schemas']['CartItem'][];
      totals: components['schemas']['CheckoutTotals'];
      currencyCode: string;
      billingAddress: components['schemas']['OrderAddress'];
      shippingAddress: components['schemas']['OrderAddress'];
      email: string;
      userId: string | null;
      attributes: {
        merchantReference1?: string;
        merchantReference2?: string;
        company?: {
          registrationNumber: string;
          taxId: string;
          name: string;
          reference: string;
        };
        contactId?: string;
      };
      /** @description Every real change of a custom state, oldest first. */
      customStateHistory: components['schemas']['CustomStateChange'][];
      /** @description Where a change request goes, relative to the order backend; absent - none taken. */
      changeRequestCallback?: string;
    };
    OrderResult: {
      order: components['schemas']['OrderDetail'];
    };
    OrderEnvelope: {
      /** @constant */
      ok: true;
      status: number;
      data: components['schemas']['OrderResult'];
    };
    ChangeCustomStateInput: {
      stateId: components['schemas']['CustomStateId'];
      orderId: components['schemas']['Id'];
      /** @enum {string} */
      type: 'add' | 'remove';
    };
    /** @description The order and the buyer's reason for the agent. */
    RequestChangeInput: {
      orderId: components['schemas']['Id'];
      /**
       * @description Trimmed, 1-2000 characters; line breaks and tabs are kept, other control characters
       *     and bidi controls are refused.
       */
      reason: string & components['schemas']['TypedLines'];
    };
    ChangeRequested: {
      message: string;
    };
    ChangeRequestedEnvelope: {
      /** @constant */
      ok: true;
      status: number;
      data: components['schemas']['ChangeRequested'];
    };
  };
  responses: {
    /** @description A field is missing, blank, of the wrong type or too long, or the body is not a JSON object. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 400,
         *       "error": "email is required"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description No access token, or one that is unknown or expired. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 401,
         *       "error": "Unauthorized"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description No `Authorization` Bearer token. */
    NoCheckoutToken: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 401,
         *       "error": "Unauthorized"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /**
     * @description She may not see the order: it is not hers (e-mail, placed by or for her), not of one of
     *     her companies, and she is not a super admin.
     */
    NotHersToSee: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 403,
         *       "error": "Forbidden",
         *       "details": "not allowed to see this order"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description No order with that id. */
    OrderNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 404,
         *       "error": "order not found",
         *       "details": "no order with id 'order-nope'"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description The body is larger than the backend reads (256 KB). */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description The Idempotency-Key was used before for a different request; nothing is applied. */
    KeyReused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 422,
         *       "error": "Idempotency-Key was already used for a different request"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description The backend failed (500) or is unavailable (503). */
    Failure: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
  };
  parameters: {
    /**
     * @description The same key on every retry of one action; the backend applies the first request and
     *     answers the rest with the first answer. A key is the caller's: the same key from another
     *     user is another key. The same key with a different request is refused (422).
     */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type TypedLine = components['schemas']['TypedLine'];
export type TypedLines = components['schemas']['TypedLines'];
export type ProxyErrorBody = components['schemas']['ProxyErrorBody'];
export type Id = components['schemas']['Id'];
export type PaymentProviderName = components['schemas']['PaymentProviderName'];
export type OrderStatusName = components['schemas']['OrderStatusName'];
export type CustomStateId = components['schemas']['CustomStateId'];
export type CartItemOptions = components['schemas']['CartItemOptions'];
export type CartItem = components['schemas']['CartItem'];
export type CheckoutTotals = components['schemas']['CheckoutTotals'];
export type OrderAddress = components['schemas']['OrderAddress'];
export type OrderInput = components['schemas']['OrderInput'];
export type CreateOrderInput = components['schemas']['CreateOrderInput'];
export type Order = components['schemas']['Order'];
export type CreateOrderResult = components['schemas']['CreateOrderResult'];
export type CreateOrderEnvelope = components['schemas']['CreateOrderEnvelope'];
export type OrderSummary = components['schemas']['OrderSummary'];
export type OrdersByEmailInput = components['schemas']['OrdersByEmailInput'];
export type OrdersByRefInput = components['schemas']['OrdersByRefInput'];
export type OrdersByOrganisationNumberInput = components['schemas']['OrdersByOrganisationNumberInput'];
export type OrdersByUserIdInput = components['schemas']['OrdersByUserIdInput'];
export type OrdersResult = components['schemas']['OrdersResult'];
export type OrdersEnvelope = components['schemas']['OrdersEnvelope'];
export type OrderSummariesResult = components['schemas']['OrderSummariesResult'];
export type OrderSummariesEnvelope = components['schemas']['OrderSummariesEnvelope'];
export type OrderByIdInput = components['schemas']['OrderByIdInput'];
export type CustomStateChange = components['schemas']['CustomStateChange'];
export type OrderDetail = components['schemas']['OrderDetail'];
export type OrderResult = components['schemas']['OrderResult'];
export type OrderEnvelope = components['schemas']['OrderEnvelope'];
export type ChangeCustomStateInput = components['schemas']['ChangeCustomStateInput'];
export type RequestChangeInput = components['schemas']['RequestChangeInput'];
export type ChangeRequested = components['schemas']['ChangeRequested'];
export type ChangeRequestedEnvelope = components['schemas']['ChangeRequestedEnvelope'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseNoCheckoutToken = components['responses']['NoCheckoutToken'];
export type ResponseNotHersToSee = components['responses']['NotHersToSee'];
export type ResponseOrderNotFound = components['responses']['OrderNotFound'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseKeyReused = components['responses']['KeyReused'];
export type ResponseFailure = components['responses']['Failure'];
export type ParameterIdempotencyKey = components['parameters']['IdempotencyKey'];
export type $defs = Record<string, never>;
export interface operations {
  createOrder: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the backend applies the first request and
         *     answers the rest with the first answer. A key is the caller's: the same key from another
         *     user is another key. The same key with a different request is refused (422).
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "order": {
         *         "provider": "KlarnaCheckout",
         *         "reference": "PF-100123",
         *         "items": [
         *           {
         *             "id": "line-7c2e41d09a6b3f58",
         *             "productParentId": "pp-classic-tee",
         *             "productVariantId": "TEE-BLUE-M",
         *             "name": "Classic Tee Blå M",
         *             "displayName": "Classic Tee",
         *             "quantity": 2,
         *             "imageUrl": "/mock-assets/products/classic-tee-blue.svg",
         *             "basePriceAmount": 29900,
         *             "salePriceAmount": 23900,
         *             "totalPriceAmount": 47800,
         *             "totalDiscountAmount": 12000,
         *             "discountAmount": 6000,
         *             "taxPercentage": 2500,
         *             "options": {},
         *             "customAttributes": {
         *               "brand": "Printfabriken",
         *               "color": "Blå",
         *               "size": "M",
         *               "parentName": "Classic Tee",
         *               "productSlug": "klassisk-t-shirt"
         *             },
         *             "tags": {
         *               "categories": [
         *                 "apparel",
         *                 "t-shirts"
         *               ]
         *             }
         *           }
         *         ],
         *         "totals": {
         *           "subTotal": 47800,
         *           "shippingTotal": 4900,
         *           "discountTotal": 0,
         *           "taxTotal": 10540,
         *           "grandTotal": 52700,
         *           "giftCardTotal": 0
         *         },
         *         "currencyCode": "SEK",
         *         "billingAddress": {
         *           "givenName": "Anna",
         *           "familyName": "Andersson",
         *           "address": "Drottninggatan 12",
         *           "postalCode": "11151",
         *           "city": "Stockholm",
         *           "country": "SE",
         *           "telephoneNumber": "+46701112233",
         *           "email": "anna.andersson@example.se"
         *         },
         *         "shippingAddress": {
         *           "givenName": "Anna",
         *           "familyName": "Andersson",
         *           "address": "Drottninggatan 12",
         *           "postalCode": "11151",
         *           "city": "Stockholm",
         *           "country": "SE",
         *           "telephoneNumber": "+46701112233",
         *           "email": "anna.andersson@example.se"
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['CreateOrderInput'];
      };
    };
    responses: {
      /** @description The reference was recorded before; the same order, nothing recorded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateOrderEnvelope'];
        };
      };
      /** @description The order is recorded. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": true,
           *       "status": 201,
           *       "data": {
           *         "created": true,
           *         "order": {
           *           "id": "order-5b0d9e27c4a1f836",
           *           "reference": "PF-100123",
           *           "date": "2026-07-01T09:30:00.000Z",
           *           "status": {
           *             "orderStates": [
           *               "PLACED"
           *             ],
           *             "customStates": []
           *           },
           *           "provider": "KlarnaCheckout",
           *           "cartId": "cart-3f9a0c6e1d2b7485",
           *           "items": [
           *             {
           *               "id": "line-7c2e41d09a6b3f58",
           *               "productParentId": "pp-classic-tee",
           *               "productVariantId": "TEE-BLUE-M",
           *               "name": "Classic Tee Blå M",
           *               "displayName": "Classic Tee",
           *               "quantity": 2,
           *               "imageUrl": "/mock-assets/products/classic-tee-blue.svg",
           *               "basePriceAmount": 29900,
           *               "salePriceAmount": 23900,
           *               "totalPriceAmount": 47800,
           *               "totalDiscountAmount": 12000,
           *               "discountAmount": 6000,
           *               "taxPercentage": 2500,
           *               "options": {},
           *               "customAttributes": {
           *                 "brand": "Printfabriken",
           *                 "color": "Blå",
           *                 "size": "M",
           *                 "parentName": "Classic Tee",
           *                 "productSlug": "klassisk-t-shirt"
           *               },
           *               "tags": {
           *                 "categories": [
           *                   "apparel",
           *                   "t-shirts"
           *                 ]
           *               }
           *             }
           *           ],
           *           "totals": {
           *             "subTotal": 47800,
           *             "shippingTotal": 4900,
           *             "discountTotal": 0,
           *             "taxTotal": 10540,
           *             "grandTotal": 52700,
           *             "giftCardTotal": 0
           *           },
           *           "currencyCode": "SEK",
           *           "billingAddress": {
           *             "givenName": "Anna",
           *             "familyName": "Andersson",
           *             "address": "Drottninggatan 12",
           *             "postalCode": "11151",
           *             "city": "Stockholm",
           *             "country": "SE",
           *             "telephoneNumber": "+46701112233",
           *             "email": "anna.andersson@example.se"
           *           },
           *           "shippingAddress": {
           *             "givenName": "Anna",
           *             "familyName": "Andersson",
           *             "address": "Drottninggatan 12",
           *             "postalCode": "11151",
           *             "city": "Stockholm",
           *             "country": "SE",
           *             "telephoneNumber": "+46701112233",
           *             "email": "anna.andersson@example.se"
           *           },
           *           "email": "anna.andersson@example.se",
           *           "userId": "user-anna",
           *           "attributes": {}
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['CreateOrderEnvelope'];
        };
      };
      /**
       * @description The body is not `{ order }` with a known `order.provider` and an `order.reference`
       *     ('order is required', 'order.provider must be one of …'), the Idempotency-Key is not
       *     1–255 visible ASCII characters, or the provider order lacks what an order needs:
       *     'order validation failed' with `errors` as `'path: message'` strings and a `requestId`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 400,
           *       "error": "order validation failed",
           *       "errors": [
           *         "shippingAddress.telephoneNumber: is a required field"
           *       ],
           *       "requestId": "req-1a2b3c4d5e6f7081"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      401: components['responses']['NoCheckoutToken'];
      /**
       * @description The token is not a checkout of the order's cart (another cart's checkout, an unknown
       *     token, a cart or access token): 'checkout does not match order'. Or the company the
       *     cart orders for is no longer open to whoever chose it (removed from the company, an
       *     agent's role withdrawn): 'not allowed to order for this company', '… for another
       *     contact person' or 'contact is not a customer of this company', with `details`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 403,
           *       "error": "checkout does not match order"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      /** @description No order of that provider with that reference ('order not found'). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 404,
           *       "error": "order not found",
           *       "details": "no KlarnaCheckout order with reference 'PF-999999'"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      /**
       * @description The provider order is not completed ('payment not completed'), or the Idempotency-Key
       *     was used before and its answer is no longer kept (`firstStatus` is the first answer's).
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 409,
           *       "error": "payment not completed",
           *       "details": "the provider order is open"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['KeyReused'];
      default: components['responses']['Failure'];
    };
  };
  ordersByEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "anna.andersson@example.se"
         *     }
         */
        'application/json': components['schemas']['OrdersByEmailInput'];
      };
    };
    responses: {
      /** @description The orders, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": true,
           *       "status": 200,
           *       "data": {
           *         "orders": [
           *           {
           *             "id": "order-100209",
           *             "reference": "100209",
           *             "date": "2026-05-03T20:10:00.000Z",
           *             "status": {
           *               "orderStates": [
           *                 "RELEASED"
           *               ],
           *               "customStates": []
           *             },
           *             "totals": {
           *               "grandTotal": 49600
           *             },
           *             "currencyCode": "SEK",
           *             "attributes": {}
           *           },
           *           {
           *             "id": "order-100170",
           *             "reference": "100170",
           *             "date": "2026-02-14T18:25:00.000Z",
           *             "status": {
           *               "orderStates": [
           *                 "FULLY_DELIVERED"
           *               ],
           *               "customStates": []
           *             },
           *             "totals": {
           *               "grandTotal": 70600
           *             },
           *             "currencyCode": "SEK",
           *             "attributes": {}
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['OrdersEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description Another user's address, asked by someone who is not a super admin. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 403,
           *       "error": "Forbidden",
           *       "details": "only a super admin looks up another address's orders"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  ordersByRef: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "ref": "100231"
         *     }
         */
        'application/json': components['schemas']['OrdersByRefInput'];
      };
    };
    responses: {
      /** @description The orders she may see, newest first (none is an empty list). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": true,
           *       "status": 200,
           *       "data": {
           *         "orders": [
           *           {
           *             "id": "order-100231",
           *             "reference": "100231",
           *             "date": "2026-06-25T08:20:00.000Z",
           *             "status": {
           *               "orderStates": [
           *                 "PLACED"
           *               ],
           *               "customStates": [
           *                 {
           *                   "id": "awaiting_customer_action"
           *                 }
           *               ]
           *             },
           *             "totals": {
           *               "grandTotal": 128750
           *             },
           *             "currencyCode": "SEK",
           *             "attributes": {
           *               "company": {
           *                 "registrationNumber": "556123-4567",
           *                 "name": "Nordic Print AB"
           *               }
           *             },
           *             "changeRequestCallback": "request-change/"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['OrdersEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  ordersByOrganisationNumber: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "organisationNumber": "5561234567"
         *     }
         */
        'application/json': components['schemas']['OrdersByOrganisationNumberInput'];
      };
    };
    responses: {
      /** @description The company's orders, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": true,
           *       "status": 200,
           *       "data": {
           *         "orderSummaries": [
           *           {
           *             "id": "order-100231",
           *             "reference": "100231",
           *             "date": "2026-06-25T08:20:00.000Z",
           *             "status": {
           *               "orderStates": [
           *                 "PLACED"
           *               ],
           *               "customStates": [
           *                 {
           *                   "id": "awaiting_customer_action"
           *                 }
           *               ]
           *             },
           *             "totals": {
           *               "grandTotal": 128750
           *             },
           *             "currencyCode": "SEK",
           *             "attributes": {
           *               "company": {
           *                 "registrationNumber": "556123-4567",
           *                 "name": "Nordic Print AB"
           *               }
           *             },
           *             "changeRequestCallback": "request-change/"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['OrderSummariesEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /**
       * @description She is neither a member of the company nor a super admin; a number no company has is
       *     refused the same way, so the answer tells nothing of which companies exist.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 403,
           *       "error": "Forbidden",
           *       "details": "not a member of this organisation"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  ordersByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "userId": "user-maria"
         *     }
         */
        'application/json': components['schemas']['OrdersByUserIdInput'];
      };
    };
    responses: {
      /** @description Her orders, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": true,
           *       "status": 200,
           *       "data": {
           *         "orderSummaries": [
           *           {
           *             "id": "order-100212",
           *             "reference": "100212",
           *             "date": "2026-05-11T15:37:00.000Z",
           *             "status": {
           *               "orderStates": [
           *                 "RELEASED"
           *               ],
           *               "customStates": [
           *                 {
           *                   "id": "customer_approved"
           *                 }
           *               ]
           *             },
           *             "totals": {
           *               "grandTotal": 372250
           *             },
           *             "currencyCode": "SEK",
           *             "attributes": {
           *               "company": {
           *                 "registrationNumber": "556123-4567",
           *                 "name": "Nordic Print AB"
           *               }
           *             },
           *             "changeRequestCallback": "request-change/"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['OrderSummariesEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description Another user's id, asked by someone who is not a super admin. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 403,
           *       "error": "Forbidden",
           *       "details": "only a super admin looks up another user's orders"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  orderById: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "endpoint": "order-100231"
         *     }
         */
        'application/json': components['schemas']['OrderByIdInput'];
      };
    };
    responses: {
      /** @description The order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": true,
           *       "status": 200,
           *       "data": {
           *         "order": {
           *           "id": "order-100231",
           *           "reference": "100231",
           *           "date": "2026-06-25T08:20:00.000Z",
           *           "status": {
           *             "orderStates": [
           *               "PLACED"
           *             ],
           *             "customStates": [
           *               {
           *                 "id": "awaiting_customer_action"
           *               }
           *             ]
           *           },
           *           "provider": "KlarnaCheckout",
           *           "items": [
           *             {
           *               "id": "line-100231-1",
           *               "productParentId": "pp-business-card-pack",
           *               "productVariantId": "BCP-WHITE-STD",
           *               "name": "Business Card Pack Vit Standard",
           *               "displayName": "Business Card Pack",
           *               "quantity": 2,
           *               "imageUrl": "/mock-assets/products/business-card-pack-white.svg",
           *               "basePriceAmount": 23700,
           *               "salePriceAmount": 23700,
           *               "totalPriceAmount": 47400,
           *               "totalDiscountAmount": 0,
           *               "discountAmount": 0,
           *               "taxPercentage": 2500,
           *               "options": {},
           *               "customAttributes": {
           *                 "brand": "Printfabriken",
           *                 "color": "Vit",
           *                 "size": "Standard",
           *                 "parentName": "Business Card Pack",
           *                 "productSlug": "visitkortspaket",
           *                 "orderLimit": 5
           *               },
           *               "tags": {
           *                 "categories": [
           *                   "print",
           *                   "business-cards"
           *                 ]
           *               }
           *             }
           *           ],
           *           "totals": {
           *             "subTotal": 47400,
           *             "shippingTotal": 4900,
           *             "discountTotal": 0,
           *             "taxTotal": 13075,
           *             "grandTotal": 65375,
           *             "giftCardTotal": 0
           *           },
           *           "currencyCode": "SEK",
           *           "customStateHistory": [
           *             {
           *               "stateId": "awaiting_customer_action",
           *               "type": "add",
           *               "date": "2026-06-25T08:26:00.000Z"
           *             }
           *           ],
           *           "billingAddress": {
           *             "givenName": "Maria",
           *             "familyName": "Admin",
           *             "address": "Tryckerigatan 4",
           *             "postalCode": "41104",
           *             "city": "Göteborg",
           *             "country": "SE",
           *             "telephoneNumber": "+46702223344",
           *             "email": "maria.admin@example.se"
           *           },
           *           "shippingAddress": {
           *             "givenName": "Maria",
           *             "familyName": "Admin",
           *             "address": "Hamngatan 18",
           *             "postalCode": "41106",
           *             "city": "Göteborg",
           *             "country": "SE",
           *             "telephoneNumber": "+46702223344",
           *             "email": "maria.admin@example.se"
           *           },
           *           "email": "sara.agent@example.se",
           *           "userId": "user-sara",
           *           "attributes": {
           *             "company": {
           *               "registrationNumber": "556123-4567",
           *               "taxId": "SE556123456701",
           *               "name": "Nordic Print AB",
           *               "reference": "Maria Admin"
           *             },
           *             "merchantReference1": "5561234567",
           *             "contactId": "user-maria"
           *           },
           *           "changeRequestCallback": "request-change/"
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['OrderEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['NotHersToSee'];
      404: components['responses']['OrderNotFound'];
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  changeCustomState: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "stateId": "customer_approved",
         *       "orderId": "order-100231",
         *       "type": "add"
         *     }
         */
        'application/json': components['schemas']['ChangeCustomStateInput'];
      };
    };
    responses: {
      /** @description The order after the change (or as it was, for a repeat). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /**
       * @description She may not see the order, or may not decide on it (an agent, a super admin, a member
       *     who is not a customer of the company, someone else's consumer order), or the change
       *     adds `awaiting_customer_action`, which only the shop does.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 403,
           *       "error": "Forbidden",
           *       "details": "an agent does not decide on the company's orders"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      404: components['responses']['OrderNotFound'];
      /** @description The change is out of turn (the state rules above). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 409,
           *       "error": "order already decided",
           *       "details": "the order is customer_approved"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  requestChange: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the backend applies the first request and
         *     answers the rest with the first answer. A key is the caller's: the same key from another
         *     user is another key. The same key with a different request is refused (422).
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "orderId": "order-100231",
         *       "reason": "Please use the new logo."
         *     }
         */
        'application/json': components['schemas']['RequestChangeInput'];
      };
    };
    responses: {
      /** @description The request is recorded for the agent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": true,
           *       "status": 200,
           *       "data": {
           *         "message": "Change requested"
           *       }
           *     }
           */
          'application/json': components['schemas']['ChangeRequestedEnvelope'];
        };
      };
      /**
       * @description A missing or mistyped field, a reason blank or longer than 2000 characters once
       *     trimmed, or with control characters other than line breaks and tabs or bidi
       *     controls; or an Idempotency-Key that is not 1–255 visible ASCII characters.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 400,
           *       "error": "reason is required"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      401: components['responses']['Unauthorized'];
      /**
       * @description She may not see the order, or may not decide on it (an agent, a super admin, a member
       *     who is not a customer of the company, someone else's consumer order).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 403,
           *       "error": "Forbidden",
           *       "details": "only the buyer decides on this order"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      /** @description No order with that id, or the order takes no change requests. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 404,
           *       "error": "order takes no change requests",
           *       "details": "the order has no changeRequestCallback"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      /**
       * @description The order neither awaits a decision nor is declined ('order is not awaiting a
       *     decision'), or the Idempotency-Key was used before and its answer is no longer kept.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 409,
           *       "error": "order is not awaiting a decision",
           *       "details": "a change is requested while the order awaits a decision or is customer_declined"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['KeyReused'];
      default: components['responses']['Failure'];
    };
  };
}
