// Generated from contracts/shopper-providers.yaml by `npm run contracts`; edit the contract, not this file.

export type paths = {
  '/checkouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the open provider order
     * @description The payment session data of the cart's open order with this provider, so a checkout the
     *     shopper comes back to resumes its widget with what was typed in it. None open with this
     *     provider: 404. As much a step towards payment as opening it: the cart's company is checked
     *     again (403).
     */
    get: operations['getProviderCheckout'];
    put?: never;
    /**
     * Open or update the provider order
     * @description Opens the cart's order with this provider (201), or updates the open one (200: the same
     *     public token and reference, the new options, the checkout session's gift cards and the
     *     buyer's details). An open order of another provider is aborted and a new one opened. The
     *     provider must be the one the checkout was started with (400). `phoneMandatory` makes the
     *     phone a required field (Klarna); Walley takes its `walley` URIs. `customer` is what the shop
     *     knows of the buyer: a business buyer's addresses (with `company`) are the order's whatever
     *     the widget had, a consumer's fill only an order the shopper has not filled in
     *     (docs/rules.md#payment-providers, docs/rules.md#customer-card). Opening again is an update,
     *     so the shop retries it without a key. A cart is paid once: once one of its orders completed,
     *     opening another is 409 'cart already paid' (docs/rules.md#confirmation).
     */
    post: operations['openProviderCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/checkouts/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Bring the provider order up to date
     * @description After a gift-card or shipping change: the open order takes the checkout session's gift cards
     *     again and answers its payment session data with the new total. No body. 400 when the
     *     provider is not the checkout's, 404 when none is open, 403 when the cart's company is no
     *     longer open to the user who chose it. Syncing again changes nothing more.
     */
    post: operations['syncProviderCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The payment of a full checkout
     * @description The confirmation page asks for the payment with its whole query as a JSON object
     *     (docs/rules.md#confirmation): the cart's latest order with this provider, open or completed,
     *     with the addresses the shopper entered in the widget (null until then). A `reference` in the
     *     query that is not that order's finds none (404). Only reads.
     */
    post: operations['getPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The payment of the card checkout
     * @description The card-checkout provider's (Adyen's) form of `POST /payments`
     *     (docs/rules.md#confirmation): the confirmation page's whole query as a JSON object, with the
     *     provider's own parameters (a redirect result); the answer is the cart's latest Adyen order.
     *     The shop's `getPayment` sends it for Adyen. A `redirectResult` in the query (the shopper's
     *     return from a redirect method, such as Trustly) is submitted once, as to Adyen's
     *     `/payments/details`, before the answer: approved, the order completes if the merchant's
     *     check passes; cancelled or refused, it stays open. The same `redirectResult` again changes
     *     nothing and answers the order as it is; one that is of no payment of this order is 422.
     *     Without a `redirectResult`, only reads.
     */
    post: operations['getCardPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The merchant's check of the provider order
     * @description Checks the cart's latest order with this provider before it is paid
     *     (docs/rules.md#order-errors): the cart's company (403), then stock (404 'out of stock error'
     *     with `productVariantIDs`), then the fields an order needs (400 'order validation failed'
     *     with `errors` as `path: message` strings and the `requestId` the order-error panel shows),
     *     then the amount: an open order whose total is no longer the amount the provider holds (as of
     *     its last open, update or sync, what the form shows: a shared gift card spent elsewhere, a
     *     line changed without a sync) is 409 'order total changed', and the provider does not charge
     *     it; a sync of the order puts it right. Passing, it answers the order's state; a completed
     *     order answers its state unchecked. No body; changes nothing.
     */
    post: operations['syncPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/gift-cards/{giftCardCode}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The card number; spaces are ignored.
         * @example 1111222233334444
         */
        giftCardCode: string;
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Put a gift card on the checkout
     * @description Puts the card on the checkout session, after the ones already on it: it pays what is left of
     *     the grand total, up to its balance (docs/rules.md#gift-cards). An unknown card and a wrong
     *     PIN get the same refusal and count alike, so the answers never tell a real number from a
     *     made-up one; so does a card in another currency than the checkout's. Wrong PINs and
     *     unknown numbers are counted: five within 15 minutes lock the number for that cart, twenty
     *     from anyone lock it for everyone, and twenty over any numbers lock that cart's gift cards,
     *     for 15 minutes (429, the right PIN too). A card already on the checkout is no change, so
     *     the shop retries it without a key.
     */
    put: operations['addGiftCard'];
    post?: never;
    /**
     * Take a gift card off the checkout
     * @description Takes the card off the checkout session; the cards after it pay more. A card not on the
     *     checkout is 404, so a retried removal carries the first one's `Idempotency-Key` and gets its
     *     answer.
     */
    delete: operations['removeGiftCard'];
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
    /**
     * @description The shopper backend's error body (docs/rules.md#api-errors), which its provider backends
     *     share. They always send `error`, `statusCode` and `requestId`; the rest where they apply.
     */
    ErrorBody: {
      error?: string;
      message?: string;
      details?: string | string[];
      statusCode?: number;
      /** @description The reference the shop shows and keeps with the error. */
      requestId?: string;
      /** @description `path: message` field errors. */
      errors?: string[];
      /** @description The variants of an out-of-stock refusal. */
      productVariantIDs?: string[];
      /** @description A 429's wait before trying again (also in the Retry-After header). */
      retryAfterSeconds?: number;
      orderLimit?: number;
      /** @description A 409 idempotency refusal's first answer's status. */
      firstStatus?: number;
    };
    /**
     * @description The embedded payment providers, in the order the checkout prefers them.
     * @enum {string}
     */
    PaymentProviderName: 'Adyen' | 'QliroOne' | 'Avarda' | 'KlarnaCheckout' | 'WalleyCheckout';
    /** @enum {string} */
    ProviderOrderStatus: 'open' | 'completed' | 'aborted';
    /** @description A person and an address as the providers report them and create-order takes them. */
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
     * @description The signed-in buyer's details for the provider's order: a consumer's own, or for a business
     *     buyer the addresses chosen on the customer information card with the contact person as the
     *     addressee.
     */
    CheckoutCustomerPreset: {
      billingAddress: components['schemas']['OrderAddress'];
      shippingAddress: components['schemas']['OrderAddress'];
      /** @description Business buyers; the shipping address is then the card's, not the widget's. */
      company?: {
        name: string & components['schemas']['TypedLine'];
        organisationNumber: string & components['schemas']['TypedLine'];
        reference: string & components['schemas']['TypedLine'];
      };
    };
    ProviderCheckoutInput: {
      /** @description Where the provider sends the shopper after paying (`/checkout/confirmation?provider=…`). */
      confirmationUrl: string;
      termsUrl: string;
      /** @description Klarna makes the phone number mandatory. */
      phoneMandatory?: boolean;
      /**
       * @description Klarna only: the checkout page (`/checkout`), where the merchant's server-side check of a
       *     purchase (Klarna's `validation` callback) sends the shopper back when it refuses it: a
       *     303 to this address with `paymentRefused={provider}` added. Nothing was charged; the
       *     checkout asks the merchant's check why (`POST /payments/sync`) and shows it.
       */
      checkoutUrl?: string;
      /** @description Walley only. */
      walley?: {
        merchantTermsUri: string;
        redirectPageUri: string;
        businessCustomerPreset?: boolean;
      };
      customer?: components['schemas']['CheckoutCustomerPreset'];
    };
    /** @description The payment session data, what the provider's widget needs to render (docs/rules.md#data-shapes). */
    PaymentSession: {
      provider: components['schemas']['PaymentProviderName'];
      /** @description Stays the same while the provider's order for this cart is open; the widget is resumed, not made again. */
      publicToken: string;
      order: {
        reference: string;
        status: components['schemas']['ProviderOrderStatus'];
        /** @description What the provider charges, the grand total after gift cards. */
        totalAmount: number;
        currencyCode: string;
      };
      /** @description Klarna and QliroOne, the HTML snippet to place in the container (it names the loader script). */
      htmlSnippet?: string;
      /** @description Avarda, the purchase JWT (the shop keeps it in its `paymentJwt` cookie, 1800 s). */
      purchaseJwt?: string;
      /** @description Adyen, the session for the Drop-in's sessions flow. */
      adyenSession?: {
        id: string;
        sessionData: string;
      };
    };
    /**
     * @description The confirmation page's query as a JSON object: its `provider` and whatever parameters the
     *     provider added on the way back (an order id, a redirect result).
     */
    ConfirmationQuery: {
      [key: string]: string;
    };
    CartItemOptions: {
      parentItem?: string;
      text?: string;
    } & {
      [key: string]: unknown;
    };
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
      /** @description VAT in basis points. */
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
    /** @description Minor units; `grandTotal` is already lowered by what gift cards pay. */
    CheckoutTotals: {
      subTotal: number;
      shippingTotal: number;
      discountTotal: number;
      taxTotal: number;
      grandTotal: number;
      giftCardTotal: number;
    };
    /** @description The provider order of this checkout, with what the shopper entered in the widget. */
    ProviderPayment: {
      provider: components['schemas']['PaymentProviderName'];
      reference: string;
      status: components['schemas']['ProviderOrderStatus'];
      cartId: string;
      items: components['schemas']['CartItem'][];
      totals: components['schemas']['CheckoutTotals'];
      currencyCode: string;
      countryCode: string;
      billingAddress: components['schemas']['OrderAddress'] | null;
      shippingAddress: components['schemas']['OrderAddress'] | null;
    };
    PaymentSyncResult: {
      reference: string;
      status: components['schemas']['ProviderOrderStatus'];
    };
  };
  responses: {
    /** @description The payment session data the provider's widget needs. */
    PaymentSession: {
      headers: {
        /** @description Avarda's answer may also keep its purchase JWT in a cookie (30 minutes). */
        'Set-Cookie'?: string;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PaymentSession'];
      };
    };
    /** @description The cart's latest order with this provider, with what the shopper entered in the widget. */
    ProviderPayment: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "provider": "KlarnaCheckout",
         *       "reference": "PF-100123",
         *       "status": "completed",
         *       "cartId": "cart-39c4664804fa0440",
         *       "items": [
         *         {
         *           "id": "item-ed9fe8b15cc44d67",
         *           "productParentId": "pp-classic-tee",
         *           "productVariantId": "TEE-BLUE-M",
         *           "name": "Classic Tee Blå M",
         *           "displayName": "Classic Tee",
         *           "quantity": 2,
         *           "imageUrl": "/mock-assets/products/classic-tee-blue.svg",
         *           "basePriceAmount": 29900,
         *           "salePriceAmount": 23900,
         *           "totalPriceAmount": 47800,
         *           "totalDiscountAmount": 12000,
         *           "discountAmount": 6000,
         *           "taxPercentage": 2500,
         *           "options": {},
         *           "customAttributes": {
         *             "brand": "Printfabriken",
         *             "color": "Blå",
         *             "size": "M",
         *             "parentName": "Classic Tee",
         *             "productSlug": "klassisk-t-shirt"
         *           },
         *           "tags": {
         *             "categories": [
         *               "apparel",
         *               "t-shirts"
         *             ]
         *           }
         *         }
         *       ],
         *       "totals": {
         *         "subTotal": 47800,
         *         "shippingTotal": 4900,
         *         "discountTotal": 4780,
         *         "taxTotal": 9584,
         *         "grandTotal": 47920,
         *         "giftCardTotal": 0
         *       },
         *       "currencyCode": "SEK",
         *       "countryCode": "SE",
         *       "billingAddress": {
         *         "givenName": "Anna",
         *         "familyName": "Kund",
         *         "address": "Storgatan 1",
         *         "postalCode": "11122",
         *         "city": "Stockholm",
         *         "country": "SE",
         *         "telephoneNumber": "+46701234567",
         *         "email": "anna.kund@example.se"
         *       },
         *       "shippingAddress": {
         *         "givenName": "Anna",
         *         "familyName": "Kund",
         *         "address": "Storgatan 1",
         *         "postalCode": "11122",
         *         "city": "Stockholm",
         *         "country": "SE",
         *         "telephoneNumber": "+46701234567",
         *         "email": "anna.kund@example.se"
         *       }
         *     }
         */
        'application/json': components['schemas']['ProviderPayment'];
      };
    };
    /** @description Done; the answer is the JSON string "success". */
    GiftCardSuccess: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /** @example success */
        'application/json': 'success';
      };
    };
    /**
     * @description A bad request: a path parameter longer than 200 characters, more than 50 query parameters
     *     or one longer than 10,000 characters, malformed percent-encoding, or a bad
     *     `Idempotency-Key`; for a payment provider, a provider that is not the checkout's.
     */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "payment provider does not match the checkout",
         *       "statusCode": 400,
         *       "requestId": "req-4dc170254ad4b0ef",
         *       "details": "the checkout was started with KlarnaCheckout"
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description The body is not the confirmation query: no JSON object, no parameters, more than 20, or a
     *     name or value that is not a text of at most 2,000 characters.
     */
    BadQuery: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "the confirmation query is required (its parameters as a JSON object)",
         *       "statusCode": 400,
         *       "requestId": "req-4dc170254ad4b0ef"
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description No checkout token ('missing token'), or one that is no checkout token ('invalid checkout token'; a cart token too). */
    NoCheckoutToken: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "invalid checkout token",
         *       "statusCode": 401,
         *       "requestId": "req-4dc170254ad4b0ef"
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description The cart's company is no longer open to the user who chose it: 'not allowed to order for
     *     this company', '… for another contact person', or 'contact is not a customer of this
     *     company'. Nothing changes (docs/rules.md#checkout).
     */
    OrderingRightsLost: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "not allowed to order for this company",
         *       "statusCode": 403,
         *       "requestId": "req-4dc170254ad4b0ef",
         *       "details": "the company this cart orders for is no longer open to whoever chose it; choose again"
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description 'provider order not found': the cart has no (open) order with this provider; or 'not found' from a backend of another kind. */
    ProviderOrderNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "provider order not found",
         *       "statusCode": 404,
         *       "requestId": "req-4dc170254ad4b0ef",
         *       "details": "no open KlarnaCheckout order for this cart"
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description 'not found': this provider's backend has no such call (a payment provider's has no gift cards). */
    NotThisBackend: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "not found",
         *       "statusCode": 404,
         *       "requestId": "req-4dc170254ad4b0ef"
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The body is larger than the backend reads (256 kB). */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "Request body is larger than 262144 bytes",
         *       "statusCode": 413,
         *       "requestId": "req-4dc170254ad4b0ef"
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description 'redirectResult is not of this payment': the query's `redirectResult` names no answered
     *     redirect payment of the cart's latest Adyen order (made up, or another cart's). Nothing
     *     changes.
     */
    RedirectResultRefused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "redirectResult is not of this payment",
         *       "statusCode": 422,
         *       "requestId": "req-4dc170254ad4b0ef",
         *       "details": "the redirectResult names no answered payment of this cart's order"
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description The `Idempotency-Key` was used before: that request was applied, and its answer is no
     *     longer kept. Nothing is applied again; `firstStatus` is the first answer's status.
     */
    IdempotencyAnswerGone: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "Idempotency-Key was already used: the request was applied, and its answer is no longer available",
         *       "statusCode": 409,
         *       "requestId": "req-4dc170254ad4b0ef",
         *       "firstStatus": 200
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The `Idempotency-Key` was already used for a different request. */
    IdempotencyKeyReused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "Idempotency-Key was already used for a different request",
         *       "statusCode": 422,
         *       "requestId": "req-4dc170254ad4b0ef"
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Any other failure (500, 503), in the error body. */
    Failure: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "Service unavailable",
         *       "statusCode": 503,
         *       "requestId": "req-4dc170254ad4b0ef"
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
  };
  parameters: {
    /**
     * @description The same key on every retry of one action; the backend applies the first request and
     *     answers the rest with the first answer. Keys belong to the checkout session.
     */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type TypedLine = components['schemas']['TypedLine'];
export type TypedLines = components['schemas']['TypedLines'];
export type ErrorBody = components['schemas']['ErrorBody'];
export type PaymentProviderName = components['schemas']['PaymentProviderName'];
export type ProviderOrderStatus = components['schemas']['ProviderOrderStatus'];
export type OrderAddress = components['schemas']['OrderAddress'];
export type CheckoutCustomerPreset = components['schemas']['CheckoutCustomerPreset'];
export type ProviderCheckoutInput = components['schemas']['ProviderCheckoutInput'];
export type PaymentSession = components['schemas']['PaymentSession'];
export type ConfirmationQuery = components['schemas']['ConfirmationQuery'];
export type CartItemOptions = components['schemas']['CartItemOptions'];
export type CartItem = components['schemas']['CartItem'];
export type CheckoutTotals = components['schemas']['CheckoutTotals'];
export type ProviderPayment = components['schemas']['ProviderPayment'];
export type PaymentSyncResult = components['schemas']['PaymentSyncResult'];
export type ResponsePaymentSession = components['responses']['PaymentSession'];
export type ResponseProviderPayment = components['responses']['ProviderPayment'];
export type ResponseGiftCardSuccess = components['responses']['GiftCardSuccess'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseBadQuery = components['responses']['BadQuery'];
export type ResponseNoCheckoutToken = components['responses']['NoCheckoutToken'];
export type ResponseOrderingRightsLost = components['responses']['OrderingRightsLost'];
export type ResponseProviderOrderNotFound = components['responses']['ProviderOrderNotFound'];
export type ResponseNotThisBackend = components['responses']['NotThisBackend'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseRedirectResultRefused = components['responses']['RedirectResultRefused'];
export type ResponseIdempotencyAnswerGone = components['responses']['IdempotencyAnswerGone'];
export type ResponseIdempotencyKeyReused = components['responses']['IdempotencyKeyReused'];
export type ResponseFailure = components['responses']['Failure'];
export type ParameterIdempotencyKey = components['parameters']['IdempotencyKey'];
export type $defs = Record<string, never>;
export interface operations {
  getProviderCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['PaymentSession'];
      400: components['responses']['BadRequest'];
      401: components['responses']['NoCheckoutToken'];
      403: components['responses']['OrderingRightsLost'];
      404: components['responses']['ProviderOrderNotFound'];
      default: components['responses']['Failure'];
    };
  };
  openProviderCheckout: {
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
         *       "confirmationUrl": "http://localhost:5173/checkout/confirmation?provider=klarna",
         *       "termsUrl": "http://localhost:5173/terms",
         *       "phoneMandatory": true,
         *       "customer": {
         *         "billingAddress": {
         *           "givenName": "Erik",
         *           "familyName": "Buyer",
         *           "address": "Hamngatan 18",
         *           "postalCode": "41106",
         *           "city": "Göteborg",
         *           "country": "SE",
         *           "telephoneNumber": "+46703334455",
         *           "email": "erik.buyer@example.se"
         *         },
         *         "shippingAddress": {
         *           "givenName": "Erik",
         *           "familyName": "Buyer",
         *           "address": "Hamngatan 18",
         *           "postalCode": "41106",
         *           "city": "Göteborg",
         *           "country": "SE",
         *           "telephoneNumber": "+46703334455",
         *           "email": "erik.buyer@example.se"
         *         },
         *         "company": {
         *           "name": "Nordic Print AB",
         *           "organisationNumber": "556123-4567",
         *           "reference": "Erik Buyer"
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['ProviderCheckoutInput'];
      };
    };
    responses: {
      200: components['responses']['PaymentSession'];
      201: components['responses']['PaymentSession'];
      /**
       * @description A bad body (a URL missing or longer than 2,000 characters, `phoneMandatory` not a
       *     boolean, `walley` or `customer` of the wrong shape, an address field not a text or longer
       *     than 500 characters); 'payment provider does not match the checkout'; 'cart is empty'.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "payment provider does not match the checkout",
           *       "statusCode": 400,
           *       "requestId": "req-4dc170254ad4b0ef",
           *       "details": "the checkout was started with Adyen"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      401: components['responses']['NoCheckoutToken'];
      403: components['responses']['OrderingRightsLost'];
      /** @description 'cart already paid': an order of the cart completed; its confirmation records it. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "cart already paid",
           *       "statusCode": 409,
           *       "requestId": "req-4dc170254ad4b0ef",
           *       "details": "the cart was paid with KlarnaCheckout (PF-100123)"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  syncProviderCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['PaymentSession'];
      400: components['responses']['BadRequest'];
      401: components['responses']['NoCheckoutToken'];
      403: components['responses']['OrderingRightsLost'];
      404: components['responses']['ProviderOrderNotFound'];
      default: components['responses']['Failure'];
    };
  };
  getPayment: {
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
         *       "provider": "klarna"
         *     }
         */
        'application/json': components['schemas']['ConfirmationQuery'];
      };
    };
    responses: {
      200: components['responses']['ProviderPayment'];
      400: components['responses']['BadQuery'];
      401: components['responses']['NoCheckoutToken'];
      404: components['responses']['ProviderOrderNotFound'];
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  getCardPayment: {
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
         *       "provider": "adyen",
         *       "redirectResult": "X6XtfGC3!Y"
         *     }
         */
        'application/json': components['schemas']['ConfirmationQuery'];
      };
    };
    responses: {
      200: components['responses']['ProviderPayment'];
      400: components['responses']['BadQuery'];
      401: components['responses']['NoCheckoutToken'];
      404: components['responses']['ProviderOrderNotFound'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['RedirectResultRefused'];
      default: components['responses']['Failure'];
    };
  };
  syncPayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order passes (or was completed). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "reference": "PF-100123",
           *       "status": "open"
           *     }
           */
          'application/json': components['schemas']['PaymentSyncResult'];
        };
      };
      /** @description 'order validation failed' with the field errors, or a bad request. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "order validation failed",
           *       "statusCode": 400,
           *       "requestId": "req-ed15b383c6811bb7",
           *       "errors": [
           *         "shippingAddress.telephoneNumber: is a required field",
           *         "billingAddress.country: invalid ISO 3166-1 alpha-2 country code"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      401: components['responses']['NoCheckoutToken'];
      403: components['responses']['OrderingRightsLost'];
      /** @description 'out of stock error' with `productVariantIDs`, or 'provider order not found'. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "out of stock error",
           *       "statusCode": 404,
           *       "requestId": "req-4dc170254ad4b0ef",
           *       "productVariantIDs": [
           *         "TEE-BLUE-M"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description 'order total changed': the provider holds another amount than the order's total now. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "order total changed",
           *       "statusCode": 409,
           *       "requestId": "req-4dc170254ad4b0ef",
           *       "details": "the order's total is 76600, the provider holds 26600 (minor units)"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  addGiftCard: {
    parameters: {
      query: {
        /**
         * @description The card's PIN; spaces are ignored.
         * @example 1234
         */
        pin: string;
      };
      header?: never;
      path: {
        /**
         * @description The card number; spaces are ignored.
         * @example 1111222233334444
         */
        giftCardCode: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['GiftCardSuccess'];
      /**
       * @description 'pin is required'; 'unable to add/update card' (unknown card, wrong PIN, or a card in
       *     another currency); 'requested gift card has insufficient balance'; or a bad request.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "unable to add/update card",
           *       "statusCode": 400,
           *       "requestId": "req-4dc170254ad4b0ef",
           *       "details": "unknown card or wrong PIN"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      401: components['responses']['NoCheckoutToken'];
      404: components['responses']['NotThisBackend'];
      /** @description 'too many attempts': the card is locked for this shopper, or for everyone. */
      429: {
        headers: {
          /** @description Seconds until the lock ends. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "too many attempts",
           *       "statusCode": 429,
           *       "requestId": "req-4dc170254ad4b0ef",
           *       "details": "too many wrong PINs for this card; try again in 900 seconds",
           *       "retryAfterSeconds": 900
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  removeGiftCard: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the backend applies the first request and
         *     answers the rest with the first answer. Keys belong to the checkout session.
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description The card number; spaces are ignored.
         * @example 1111222233334444
         */
        giftCardCode: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['GiftCardSuccess'];
      400: components['responses']['BadRequest'];
      401: components['responses']['NoCheckoutToken'];
      /** @description 'gift card not found': the card is not on this checkout. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "gift card not found",
           *       "statusCode": 404,
           *       "requestId": "req-4dc170254ad4b0ef",
           *       "details": "the card is not on this checkout"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      409: components['responses']['IdempotencyAnswerGone'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
}
