// Generated from contracts/shopper.yaml by `npm run contracts`; edit the contract, not this file.

export type paths = {
  '/sessions/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a cart session
     * @description Anyone may start one. Makes an empty cart in the store group (its id, or its slug where the
     *     shop knows no id yet), the market of the country and the language, and answers the new
     *     session's cart token with the cart; the cart keeps the store group's id, the country
     *     upper-case and the language lower-case, takes the market's currency and offers the
     *     market's payment, gift-card and shipping providers as its capabilities
     *     (docs/rules.md#cart-session, docs/rules.md#payment-providers). Takes effect once per
     *     `Idempotency-Key`: a retry gets the same token, not a second cart.
     */
    post: operations['startSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the cart
     * @description The cart of the session the cart token names, as it is now. A shop that gets 404
     *     'session not found' (or 401 without a token) starts a new session with its incognito cart's
     *     lines (docs/rules.md#cart-session).
     */
    get: operations['getSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sessions/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a variant to the cart
     * @description Adds a quantity of a product variant to the cart of the cart token. A line with the same
     *     variant and the same options (compared by content) gets the quantity added, and its child
     *     lines follow; otherwise a new line goes at the end. `options.parentItem` names a top-level
     *     line of the cart and makes the new line its child (a gift box's note,
     *     docs/rules.md#gift-notes). The cart is priced again for its market and store group.
     *     Refused, changing nothing, when the variant's cart total would exceed its stock (404 'out of
     *     stock error' with `productVariantIDs`) or a product's order limit per family or per product
     *     parent (403 `ORDER_LIMIT_REACHED`, docs/rules.md#order-limit), or when it would be a new
     *     line of a cart that holds 100 lines already, child lines included (403
     *     `CART_LINE_LIMIT_REACHED`; raising a line's quantity is no new line). Takes effect once per
     *     `Idempotency-Key` (docs/rules.md#cart-changes).
     */
    post: operations['addItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sessions/items/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A line's id in the cart.
         * @example item-ed9fe8b15cc44d67
         */
        itemId: components['parameters']['ItemId'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Set a line's quantity
     * @description Sets the quantity of a line of the cart; its child lines take the same quantity. Only
     *     growth is checked against stock and order limits (404 'out of stock error', 403
     *     `ORDER_LIMIT_REACHED`), so lowering a quantity always works. Setting the same quantity again
     *     is no change, so the shop retries it without a key. To remove a line, DELETE it.
     */
    put: operations['updateItemQuantity'];
    post?: never;
    /**
     * Remove a line
     * @description Removes the line and its child lines from the cart. A retried removal would find nothing to
     *     remove (404), so the shop sends it once per `Idempotency-Key` and a retry gets the first
     *     answer.
     */
    delete: operations['removeItem'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sessions/items/{itemId}/options': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A line's id in the cart.
         * @example item-ed9fe8b15cc44d67
         */
        itemId: components['parameters']['ItemId'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Replace a line's options
     * @description Replaces the line's options, e.g. the text of a gift box's note ("Ändra texten",
     *     docs/rules.md#gift-notes). A `parentItem` must name another top-level line of the cart, and
     *     a line with child lines cannot become a child. Replacing with the same options is no change.
     */
    put: operations['updateItemOptions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sessions/discount-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply a discount code
     * @description Applies a code to the cart; codes are case-insensitive and kept upper-case. A refusal's
     *     `error` is the code the shop maps to its promo-code alerts (docs/rules.md#cart-codes):
     *     `BAD_REQUEST` (no code, not a text, longer than 64 characters, or a body that is no JSON
     *     object), `MISSING_DISCOUNT_CODE` (unknown), `EXPIRED_DISCOUNT_CODE`,
     *     `INACTIVE_DISCOUNT_CODE`, `CONDITION_DISCOUNT_CODE` (the cart does not meet its condition,
     *     e.g. `MIN1000`'s subtotal) or `ALREADY_ADDED_DISCOUNT_CODE`. A conditional code leaves the
     *     cart by itself when a later change breaks its condition. Takes effect once per
     *     `Idempotency-Key`; sent with `Cache-Control: no-store`.
     */
    post: operations['addDiscountCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sessions/discount-codes/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a discount code
     * @description Takes the code (any case) off the cart. A code not on the cart is 404, so a retried removal
     *     carries the first one's `Idempotency-Key` and gets its answer.
     */
    delete: operations['removeDiscountCode'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sessions/attributes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Set the company the cart orders for
     * @description The checkout customer data (docs/rules.md#customer-card, docs/rules.md#login): the company
     *     (by its registration number) and, for agents and super admins, the contact person the cart's
     *     order is placed for. It goes with the cart token and the signed-in user's access token in
     *     `X-User-Token`. The backend checks that this user may order for the company (403 'not allowed
     *     to order for this company') and may choose the contact (403), and that the contact is a
     *     customer of the company (400); then it keeps the company's own registration number, tax id
     *     and name and the contact's name as the reference, whatever the body says. The kept
     *     attributes go with the checkout and the order; the ordering rights are checked again at
     *     every step towards a paid order. Setting the same attributes again is no change.
     */
    patch: operations['setSessionAttributes'];
    trace?: never;
  };
  '/sessions/checkout/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a checkout session
     * @description With the cart token: starts a checkout session for the cart with a payment provider and,
     *     optionally, a gift-card and a shipping provider, each one the cart's capabilities offer
     *     (docs/rules.md#checkout, docs/rules.md#payment-providers). Answers a new checkout token (the
     *     shop keeps it in the `checkoutToken` cookie for 2 days; every other checkout call carries
     *     it) and the checkout, without gift cards. Earlier checkout tokens of the cart stay valid.
     *     A cart whose company is no longer open to the user who chose it gets no checkout (403); an
     *     empty cart gets none either (400). Takes effect once per `Idempotency-Key`.
     */
    post: operations['startCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sessions/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the checkout
     * @description With the checkout token: the checkout computed from the live cart and the live balances of
     *     its gift cards, so a cart change shows at once. Each gift card pays the smallest of its
     *     balance and what is left of the grand total, in the order the cards were applied; the grand
     *     total is lowered by what they pay (docs/rules.md#gift-cards).
     */
    get: operations['getCheckout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the products of a market and store group
     * @description The products the market sells, in the asked language, each with its lowest price (the
     *     variant with the lowest sale price, then base price) in the market's currency and the store
     *     group's price level (docs/rules.md#catalog, docs/rules.md#store-groups). Another market or
     *     store group is another listing.
     */
    get: operations['listProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/by-slug/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a product by its slug
     * @description The product whose slug in either language is the given one, answered in the asked language
     *     (its slug too). A product the market does not sell is as absent as an unknown one: 404
     *     (docs/rules.md#catalog).
     */
    get: operations['getProductBySlug'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/prices/product-parents/{productParentId}/store-groups/{storeGroupId}/markets/{countryCode}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example pp-classic-tee */
        productParentId: components['parameters']['ProductParentId'];
        /**
         * @description The store group's id or slug.
         * @example sg-default
         */
        storeGroupId: components['parameters']['StoreGroupIdPath'];
        /**
         * @description The market's country (ISO 3166-1 alpha-2, any case).
         * @example SE
         */
        countryCode: components['parameters']['CountryCodePath'];
      };
      cookie?: never;
    };
    /**
     * Read a product's prices
     * @description The unit prices of every variant of the product parent for the store group and market, in
     *     minor units of the market's currency, with the VAT rate in basis points, and whether the
     *     store group's prices include tax. Read afresh with `Cache-Control: no-store`.
     */
    get: operations['getPrices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stocks/product-parents/{productParentId}/store-groups/{storeGroupId}/markets/{countryCode}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example pp-classic-tee */
        productParentId: components['parameters']['ProductParentId'];
        /**
         * @description The store group's id or slug.
         * @example sg-default
         */
        storeGroupId: components['parameters']['StoreGroupIdPath'];
        /**
         * @description The market's country (ISO 3166-1 alpha-2, any case).
         * @example SE
         */
        countryCode: components['parameters']['CountryCodePath'];
      };
      cookie?: never;
    };
    /**
     * Read a product's stock
     * @description What is in stock of every variant of the product parent (one warehouse serves every market
     *     and store group). Read afresh with `Cache-Control: no-store`; the product page says "Only
     *     {count} left in stock" at 5 or fewer (docs/rules.md#catalog).
     */
    get: operations['getStocks'];
    put?: never;
    post?: never;
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
    /**
     * @description The backend's error body (docs/rules.md#api-errors). The shopper backend always sends
     *     `error`, `statusCode` and `requestId`; the rest where they apply.
     */
    ErrorBody: {
      /** @description What went wrong, or an error code the shop maps to its messages. */
      error?: string;
      message?: string;
      /** @description More about the refusal, for the support log. */
      details?: string | string[];
      statusCode?: number;
      /** @description The reference the shop shows and keeps with the error. */
      requestId?: string;
      /** @description `path: message` field errors. */
      errors?: string[];
      /** @description The variants of an out-of-stock or not-available refusal. */
      productVariantIDs?: string[];
      /** @description A 429's wait before trying again (also in the Retry-After header). */
      retryAfterSeconds?: number;
      /** @description An `ORDER_LIMIT_REACHED` refusal's limit. */
      orderLimit?: number;
      /** @description A `CART_LINE_LIMIT_REACHED` refusal's limit (lines per cart). */
      lineLimit?: number;
      /** @description A 409 idempotency refusal's first answer's status. */
      firstStatus?: number;
    };
    /** @description Minor units of the cart's currency. */
    CartTotals: {
      /** @description The lines' totals (sale price × quantity). */
      subTotal: number;
      shippingTotal: number;
      /** @description What the discount codes take off, never more than the subtotal. */
      discountTotal: number;
      /** @description The VAT, included in the amounts where the store group's prices include tax, else added on top. */
      taxTotal: number;
      grandTotal: number;
    };
    /**
     * @description A line's options, kept and echoed as sent: a small object (at most 3 levels deep and 2,000
     *     characters as JSON). `parentItem` makes the line a child of another line; `text` is what is
     *     printed on it (a gift note's message).
     */
    CartItemOptions: {
      /** @description The id of a top-level line of the same cart. */
      parentItem?: string;
      /** @description A gift note's message. */
      text?: string & components['schemas']['TypedLines'];
    } & {
      [key: string]: unknown;
    };
    CartItem: {
      id: string;
      productParentId: string;
      productVariantId: string;
      /** @description The product's name with the variant's colour and size, in the cart's language. */
      name: string;
      /** @description The product's name. */
      displayName: string;
      quantity: number;
      imageUrl: string;
      /** @description Unit price before the sale markdown. */
      basePriceAmount: number;
      /** @description Unit price. */
      salePriceAmount: number;
      /** @description Sale price × quantity. */
      totalPriceAmount: number;
      /** @description The markdown × quantity. */
      totalDiscountAmount: number;
      /** @description The markdown per unit. */
      discountAmount: number;
      /** @description VAT in basis points (2500 = 25 %). */
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
    /** @description What the cart can check out with (docs/rules.md#payment-providers). */
    Capabilities: {
      /** @description In the checkout's order of preference. */
      paymentProviders: {
        name: string;
      }[];
      giftCardProviders: {
        name: string;
      }[];
      shippingProviders: {
        name: string;
      }[];
    };
    Cart: {
      id: string;
      items: components['schemas']['CartItem'][];
      discountCodes: {
        /** @description Upper-case. */
        code: string;
      }[];
      totals: components['schemas']['CartTotals'];
      currencyCode: string;
      countryCode: string;
      languageCode: string;
      /** @description The store group's id. */
      storeGroupId: string;
      capabilities: components['schemas']['Capabilities'];
    };
    StartSessionInput: {
      /** @description The store group's id or slug. */
      storeGroupId: string;
      /** @description The market's country, any case. */
      countryCode: string;
      languageCode: string;
    };
    StartSessionResult: {
      /** @description The cart token. */
      token: string;
      cart: components['schemas']['Cart'];
    };
    SessionAttributes: {
      company: {
        /** @description The company's organisation number; dashes and spaces are ignored. */
        registrationNumber: string & components['schemas']['TypedLine'];
        taxId: string & components['schemas']['TypedLine'];
        name: string & components['schemas']['TypedLine'];
        /** @description The contact person's name. */
        reference: string & components['schemas']['TypedLine'];
      };
      /** @description The registration number without its first hyphen. */
      merchantReference1: string & components['schemas']['TypedLine'];
      /** @description The contact person's user id; absent (or empty) means the signed-in user. */
      contactId?: string;
    };
    AddItemInput: {
      productVariantId: string;
      /** @description A whole number from 1 to 999. */
      quantity: number;
      options?: components['schemas']['CartItemOptions'];
    };
    StartCheckoutInput: {
      /** @description One of the cart's payment providers. */
      paymentProvider: string;
      /** @description One of the cart's gift-card providers. */
      giftCardProvider?: string;
      /** @description One of the cart's shipping providers. */
      shippingProvider?: string;
    };
    StartCheckoutResult: {
      /** @description The checkout token. */
      token: string;
      checkout: components['schemas']['Checkout'];
    };
    /** @description A gift card on the checkout; the code is masked to its last four digits, the PIN never comes back. */
    AppliedGiftCard: {
      maskedCode: string;
      /** @description What the card pays of this order, minor units. */
      amount: number;
    };
    /** @description The cart's totals with what gift cards pay; `grandTotal` is already lowered by it. */
    CheckoutTotals: {
      subTotal: number;
      shippingTotal: number;
      discountTotal: number;
      taxTotal: number;
      grandTotal: number;
      giftCardTotal: number;
    };
    Checkout: {
      id: string;
      cartId: string;
      items: components['schemas']['CartItem'][];
      totals: components['schemas']['CheckoutTotals'];
      discountCodes: {
        /** @description Upper-case. */
        code: string;
      }[];
      /** @description In the order they were applied. */
      giftCards: components['schemas']['AppliedGiftCard'][];
      currencyCode: string;
      countryCode: string;
      languageCode: string;
      isTaxIncludedInPrice: boolean;
      paymentProvider: string;
      giftCardProvider: string | null;
      shippingProvider: string | null;
      capabilities: components['schemas']['Capabilities'];
    };
    ProductVariant: {
      /** @description The productVariantId; its family is the first two dash-separated parts. */
      id: string;
      sku: string;
      /** @description The colour's name in the market's language. */
      color: string;
      /** @description The colour's language-neutral key, the same in every market. */
      colorKey: string;
      /** @description CSS colour for the swatch. */
      colorCode: string;
      size: string;
      imageUrl: string;
    };
    ProductParent: {
      /** @description The productParentId. */
      id: string;
      productNumber: string;
      name: string;
      description: string;
      brand: string;
      /** @description The slug in the market's language. */
      slug: string;
      /** @description The product's slug in every language the shop speaks, by language code ('sv', 'en'): the product's address in each market (/{productUrlPrefix}/{slug in the market's language}), for links between languages and search engines' language alternates. */
      slugs: {
        [key: string]: string;
      };
      /**
       * Format: date-time
       * @description When the product's texts, pictures or variants last changed (a sitemap's lastmod).
       */
      updatedAt: string;
      /** @description The country codes of the markets that sell the product (where it has an address). */
      markets: string[];
      imageUrl: string;
      categories: string[];
      variants: components['schemas']['ProductVariant'][];
      customAttributes: {
        orderLimit?: number;
      };
    };
    /** @description A product in a listing (a ProductParent) with its lowest price for the market and store group. */
    ProductSummary: {
      id: string;
      productNumber: string;
      name: string;
      description: string;
      brand: string;
      slug: string;
      /** @description The product's slug in every language the shop speaks, by language code ('sv', 'en'): the product's address in each market (/{productUrlPrefix}/{slug in the market's language}), for links between languages and search engines' language alternates. */
      slugs: {
        [key: string]: string;
      };
      /**
       * Format: date-time
       * @description When the product's texts, pictures or variants last changed (a sitemap's lastmod).
       */
      updatedAt: string;
      /** @description The country codes of the markets that sell the product (where it has an address). */
      markets: string[];
      imageUrl: string;
      categories: string[];
      variants: components['schemas']['ProductVariant'][];
      customAttributes: {
        orderLimit?: number;
      };
      price: {
        basePriceAmount: number;
        salePriceAmount: number;
        currencyCode: string;
      };
    };
    VariantPrice: {
      productVariantId: string;
      basePriceAmount: number;
      salePriceAmount: number;
      /** @description Basis points, e.g. 2500 = 25 %. */
      taxPercentage: number;
    };
    PriceData: {
      productParentId: string;
      currencyCode: string;
      isTaxIncludedInPrice: boolean;
      variants: components['schemas']['VariantPrice'][];
    };
    VariantStock: {
      productVariantId: string;
      available: number;
      inStock: boolean;
    };
  };
  responses: {
    /** @description The cart as it is now, priced and totalled again. */
    Cart: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Cart'];
      };
    };
    /**
     * @description A bad request: a path parameter longer than 200 characters, more than 50 query parameters
     *     or one longer than 10,000 characters, malformed percent-encoding, a body that is no JSON
     *     object or breaks its schema, or a bad `Idempotency-Key`.
     */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "quantity must be an integer of at least 1",
         *       "statusCode": 400,
         *       "requestId": "req-4dc170254ad4b0ef"
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description No cart token: 'missing token'. */
    NoCartToken: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "missing token",
         *       "statusCode": 401,
         *       "requestId": "req-4dc170254ad4b0ef"
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description No checkout token ('missing token'), or one the backend does not know as a checkout token ('invalid checkout token'; a cart token too). */
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
    /** @description 'session not found': the backend does not know the cart token (a checkout token is none). */
    SessionNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "session not found",
         *       "statusCode": 404,
         *       "requestId": "req-4dc170254ad4b0ef"
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description `ORDER_LIMIT_REACHED`: the change would take a product's quantity past its order limit,
     *     counted per product family or per product parent; `orderLimit` is the limit.
     */
    OrderLimitReached: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "ORDER_LIMIT_REACHED",
         *       "statusCode": 403,
         *       "requestId": "req-4dc170254ad4b0ef",
         *       "details": "at most 5 items of product family BCP-WHITE per order",
         *       "orderLimit": 5
         *     }
         */
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description The cart's company is no longer open to the user who chose it (their rights went since):
     *     'not allowed to order for this company', '… for another contact person', or 'contact is not
     *     a customer of this company'. Nothing changes (docs/rules.md#checkout).
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
    /**
     * @description 'product not found', 'store group not found', 'market not found', or 'product not available
     *     in this market' (with the product's `productVariantIDs`).
     */
    PriceScopeNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "product not found",
         *       "statusCode": 404,
         *       "requestId": "req-4dc170254ad4b0ef",
         *       "details": "no product parent 'pp-nope'"
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
     *     answers the rest with the first answer. Keys belong to the caller (the cart of a cart token,
     *     the checkout session of a checkout token).
     */
    IdempotencyKey: string;
    /**
     * @description A line's id in the cart.
     * @example item-ed9fe8b15cc44d67
     */
    ItemId: string;
    /** @example pp-classic-tee */
    ProductParentId: string;
    /**
     * @description The store group's id or slug.
     * @example sg-default
     */
    StoreGroupIdPath: string;
    /**
     * @description The market's country (ISO 3166-1 alpha-2, any case).
     * @example SE
     */
    CountryCodePath: string;
    /**
     * @description The market's country (ISO 3166-1 alpha-2, any case).
     * @example SE
     */
    CountryCodeQuery: string;
    /**
     * @description A two-letter language code; Swedish texts for `sv`, English for any other.
     * @example sv
     */
    LanguageCodeQuery: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type TypedLine = components['schemas']['TypedLine'];
export type TypedLines = components['schemas']['TypedLines'];
export type ErrorBody = components['schemas']['ErrorBody'];
export type CartTotals = components['schemas']['CartTotals'];
export type CartItemOptions = components['schemas']['CartItemOptions'];
export type CartItem = components['schemas']['CartItem'];
export type Capabilities = components['schemas']['Capabilities'];
export type Cart = components['schemas']['Cart'];
export type StartSessionInput = components['schemas']['StartSessionInput'];
export type StartSessionResult = components['schemas']['StartSessionResult'];
export type SessionAttributes = components['schemas']['SessionAttributes'];
export type AddItemInput = components['schemas']['AddItemInput'];
export type StartCheckoutInput = components['schemas']['StartCheckoutInput'];
export type StartCheckoutResult = components['schemas']['StartCheckoutResult'];
export type AppliedGiftCard = components['schemas']['AppliedGiftCard'];
export type CheckoutTotals = components['schemas']['CheckoutTotals'];
export type Checkout = components['schemas']['Checkout'];
export type ProductVariant = components['schemas']['ProductVariant'];
export type ProductParent = components['schemas']['ProductParent'];
export type ProductSummary = components['schemas']['ProductSummary'];
export type VariantPrice = components['schemas']['VariantPrice'];
export type PriceData = components['schemas']['PriceData'];
export type VariantStock = components['schemas']['VariantStock'];
export type ResponseCart = components['responses']['Cart'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseNoCartToken = components['responses']['NoCartToken'];
export type ResponseNoCheckoutToken = components['responses']['NoCheckoutToken'];
export type ResponseSessionNotFound = components['responses']['SessionNotFound'];
export type ResponseOrderLimitReached = components['responses']['OrderLimitReached'];
export type ResponseOrderingRightsLost = components['responses']['OrderingRightsLost'];
export type ResponsePriceScopeNotFound = components['responses']['PriceScopeNotFound'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseIdempotencyAnswerGone = components['responses']['IdempotencyAnswerGone'];
export type ResponseIdempotencyKeyReused = components['responses']['IdempotencyKeyReused'];
export type ResponseFailure = components['responses']['Failure'];
export type ParameterIdempotencyKey = components['parameters']['IdempotencyKey'];
export type ParameterItemId = components['parameters']['ItemId'];
export type ParameterProductParentId = components['parameters']['ProductParentId'];
export type ParameterStoreGroupIdPath = components['parameters']['StoreGroupIdPath'];
export type ParameterCountryCodePath = components['parameters']['CountryCodePath'];
export type ParameterCountryCodeQuery = components['parameters']['CountryCodeQuery'];
export type ParameterLanguageCodeQuery = components['parameters']['LanguageCodeQuery'];
export type $defs = Record<string, never>;
export interface operations {
  startSession: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the backend applies the first request and
         *     answers the rest with the first answer. Keys belong to the caller (the cart of a cart token,
         *     the checkout session of a checkout token).
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
         *       "storeGroupId": "default",
         *       "countryCode": "SE",
         *       "languageCode": "sv"
         *     }
         */
        'application/json': components['schemas']['StartSessionInput'];
      };
    };
    responses: {
      /** @description The session is started; its token and its empty cart. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "token": "d54xIwDnFHvl1bHHClOYf3vmBPFMUhTP",
           *       "cart": {
           *         "id": "cart-39c4664804fa0440",
           *         "items": [],
           *         "discountCodes": [],
           *         "totals": {
           *           "subTotal": 0,
           *           "shippingTotal": 0,
           *           "discountTotal": 0,
           *           "taxTotal": 0,
           *           "grandTotal": 0
           *         },
           *         "currencyCode": "SEK",
           *         "countryCode": "SE",
           *         "languageCode": "sv",
           *         "storeGroupId": "sg-default",
           *         "capabilities": {
           *           "paymentProviders": [
           *             {
           *               "name": "Adyen"
           *             },
           *             {
           *               "name": "QliroOne"
           *             },
           *             {
           *               "name": "Avarda"
           *             },
           *             {
           *               "name": "KlarnaCheckout"
           *             },
           *             {
           *               "name": "WalleyCheckout"
           *             }
           *           ],
           *           "giftCardProviders": [
           *             {
           *               "name": "retain24"
           *             }
           *           ],
           *           "shippingProviders": [
           *             {
           *               "name": "ingrid"
           *             }
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['StartSessionResult'];
        };
      };
      /**
       * @description A bad body: a field missing, not a text or too long, a language that is not two
       *     letters, an unknown store group or country (the message lists the known ones); or a
       *     bad `Idempotency-Key`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "unknown countryCode 'XX'; expected one of SE, NO, FI",
           *       "statusCode": 400,
           *       "requestId": "req-4dc170254ad4b0ef"
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
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Cart'];
      400: components['responses']['BadRequest'];
      401: components['responses']['NoCartToken'];
      404: components['responses']['SessionNotFound'];
      default: components['responses']['Failure'];
    };
  };
  addItem: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the backend applies the first request and
         *     answers the rest with the first answer. Keys belong to the caller (the cart of a cart token,
         *     the checkout session of a checkout token).
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
         *       "productVariantId": "TEE-BLUE-M",
         *       "quantity": 2,
         *       "options": {}
         *     }
         */
        'application/json': components['schemas']['AddItemInput'];
      };
    };
    responses: {
      200: components['responses']['Cart'];
      /**
       * @description A bad body (no variant id, a quantity that is not a whole number from 1 to 999, options
       *     that are not a small object, a note text that is blank or longer than 200 characters),
       *     a `parentItem` that is no top-level line of this cart, or a bad `Idempotency-Key`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "quantity must be at most 999",
           *       "statusCode": 400,
           *       "requestId": "req-4dc170254ad4b0ef",
           *       "details": "to remove a line, DELETE /shopper/sessions/items/{itemId}"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      401: components['responses']['NoCartToken'];
      /**
       * @description `ORDER_LIMIT_REACHED`: the add would take a product's quantity past its order limit
       *     (`orderLimit` is the limit); or `CART_LINE_LIMIT_REACHED`: the cart holds 100 lines
       *     already and the add would be a new line (`lineLimit` is the limit). Nothing changes.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /**
       * @description 'session not found'; 'product variant not found'; 'product not available in this
       *     market' (with `productVariantIDs`: not sold or not priced in the cart's market and store
       *     group); or 'out of stock error' (with `productVariantIDs`).
       */
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
      409: components['responses']['IdempotencyAnswerGone'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  updateItemQuantity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A line's id in the cart.
         * @example item-ed9fe8b15cc44d67
         */
        itemId: components['parameters']['ItemId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "quantity": 3
         *     }
         */
        'application/json': {
          quantity: number;
        };
      };
    };
    responses: {
      200: components['responses']['Cart'];
      400: components['responses']['BadRequest'];
      401: components['responses']['NoCartToken'];
      403: components['responses']['OrderLimitReached'];
      /** @description 'session not found', 'item not found' (no such line in this cart) or 'out of stock error'. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "item not found",
           *       "statusCode": 404,
           *       "requestId": "req-4dc170254ad4b0ef",
           *       "details": "no line 'item-nope' in this cart"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  removeItem: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the backend applies the first request and
         *     answers the rest with the first answer. Keys belong to the caller (the cart of a cart token,
         *     the checkout session of a checkout token).
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description A line's id in the cart.
         * @example item-ed9fe8b15cc44d67
         */
        itemId: components['parameters']['ItemId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Cart'];
      400: components['responses']['BadRequest'];
      401: components['responses']['NoCartToken'];
      /** @description 'session not found' or 'item not found'. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "item not found",
           *       "statusCode": 404,
           *       "requestId": "req-4dc170254ad4b0ef",
           *       "details": "no line 'item-nope' in this cart"
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
  updateItemOptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A line's id in the cart.
         * @example item-ed9fe8b15cc44d67
         */
        itemId: components['parameters']['ItemId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "options": {
         *         "parentItem": "item-ed9fe8b15cc44d67",
         *         "text": "Grattis på födelsedagen!"
         *       }
         *     }
         */
        'application/json': {
          options: components['schemas']['CartItemOptions'];
        };
      };
    };
    responses: {
      200: components['responses']['Cart'];
      /**
       * @description No `options`, options that are not a small object, a blank or too long note text, or a
       *     `parentItem` that is not another top-level line of this cart.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "options.parentItem 'item-nope' is not a line of this cart",
           *       "statusCode": 400,
           *       "requestId": "req-4dc170254ad4b0ef"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      401: components['responses']['NoCartToken'];
      /** @description 'session not found' or 'item not found'. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  addDiscountCode: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the backend applies the first request and
         *     answers the rest with the first answer. Keys belong to the caller (the cart of a cart token,
         *     the checkout session of a checkout token).
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
         *       "discountCode": "SAVE10"
         *     }
         */
        'application/json': {
          discountCode: string;
        };
      };
    };
    responses: {
      /** @description The cart with the code applied. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      /** @description The code is refused (`error` says why), or a bad `Idempotency-Key`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "EXPIRED_DISCOUNT_CODE",
           *       "statusCode": 400,
           *       "requestId": "req-4dc170254ad4b0ef"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      401: components['responses']['NoCartToken'];
      404: components['responses']['SessionNotFound'];
      409: components['responses']['IdempotencyAnswerGone'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  removeDiscountCode: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the backend applies the first request and
         *     answers the rest with the first answer. Keys belong to the caller (the cart of a cart token,
         *     the checkout session of a checkout token).
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /**
         * @description The code, in any case.
         * @example SAVE10
         */
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Cart'];
      400: components['responses']['BadRequest'];
      401: components['responses']['NoCartToken'];
      /** @description 'session not found', or 'discount code not found' (not on this cart). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "discount code not found",
           *       "statusCode": 404,
           *       "requestId": "req-4dc170254ad4b0ef",
           *       "details": "code 'SAVE10' is not on this cart"
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
  setSessionAttributes: {
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
         *       "company": {
         *         "registrationNumber": "556123-4567",
         *         "taxId": "SE556123456701",
         *         "name": "Nordic Print AB",
         *         "reference": "Erik Buyer"
         *       },
         *       "merchantReference1": "5561234567"
         *     }
         */
        'application/json': components['schemas']['SessionAttributes'];
      };
    };
    responses: {
      200: components['responses']['Cart'];
      /**
       * @description A bad body (no company, a company field that is not a text or longer than 200
       *     characters, no registration number, name or `merchantReference1`), or a contact who is
       *     not a customer of the company.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "company.name is required",
           *       "statusCode": 400,
           *       "requestId": "req-4dc170254ad4b0ef"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No cart token ('missing token'), or no live access token in `X-User-Token` ('Unauthorized'). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Unauthorized",
           *       "statusCode": 401,
           *       "requestId": "req-4dc170254ad4b0ef"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The user may not order for this company, or may not choose this contact person. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "not allowed to order for this company",
           *       "statusCode": 403,
           *       "requestId": "req-4dc170254ad4b0ef"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description 'session not found', or 'company not found' (no company with that number). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "company not found",
           *       "statusCode": 404,
           *       "requestId": "req-4dc170254ad4b0ef"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  startCheckout: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the backend applies the first request and
         *     answers the rest with the first answer. Keys belong to the caller (the cart of a cart token,
         *     the checkout session of a checkout token).
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
         *       "paymentProvider": "KlarnaCheckout",
         *       "giftCardProvider": "retain24",
         *       "shippingProvider": "ingrid"
         *     }
         */
        'application/json': components['schemas']['StartCheckoutInput'];
      };
    };
    responses: {
      /** @description The checkout session is started; its token and the checkout. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StartCheckoutResult'];
        };
      };
      /**
       * @description No `paymentProvider`; a provider the cart does not offer ('payment provider not
       *     available', 'gift card provider not available', 'shipping provider not available', with
       *     the offered ones in `details`); 'cart is empty'; a bad body or `Idempotency-Key`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "payment provider not available",
           *       "statusCode": 400,
           *       "requestId": "req-4dc170254ad4b0ef",
           *       "details": "this cart offers Adyen, QliroOne, Avarda, KlarnaCheckout, WalleyCheckout"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      401: components['responses']['NoCartToken'];
      403: components['responses']['OrderingRightsLost'];
      404: components['responses']['SessionNotFound'];
      409: components['responses']['IdempotencyAnswerGone'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  getCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The checkout. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Checkout'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['NoCheckoutToken'];
      default: components['responses']['Failure'];
    };
  };
  listProducts: {
    parameters: {
      query: {
        /**
         * @description The market's country (ISO 3166-1 alpha-2, any case).
         * @example SE
         */
        countryCode: components['parameters']['CountryCodeQuery'];
        /**
         * @description A two-letter language code; Swedish texts for `sv`, English for any other.
         * @example sv
         */
        languageCode: components['parameters']['LanguageCodeQuery'];
        /**
         * @description The store group's id or slug (a new visitor's listing is asked for by slug).
         * @example default
         */
        storeGroupId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The products, in the catalog's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductSummary'][];
        };
      };
      /** @description A query parameter missing, too long, or naming an unknown market or store group. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "query parameter countryCode is required",
           *       "statusCode": 400,
           *       "requestId": "req-4dc170254ad4b0ef"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  getProductBySlug: {
    parameters: {
      query: {
        /**
         * @description The market's country (ISO 3166-1 alpha-2, any case).
         * @example SE
         */
        countryCode: components['parameters']['CountryCodeQuery'];
        /**
         * @description A two-letter language code; Swedish texts for `sv`, English for any other.
         * @example sv
         */
        languageCode: components['parameters']['LanguageCodeQuery'];
      };
      header?: never;
      path: {
        /** @example klassisk-t-shirt */
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductParent'];
        };
      };
      400: components['responses']['BadRequest'];
      /** @description 'product not found': unknown, or not sold in the market. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "product not found",
           *       "statusCode": 404,
           *       "requestId": "req-4dc170254ad4b0ef"
           *     }
           */
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  getPrices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example pp-classic-tee */
        productParentId: components['parameters']['ProductParentId'];
        /**
         * @description The store group's id or slug.
         * @example sg-default
         */
        storeGroupId: components['parameters']['StoreGroupIdPath'];
        /**
         * @description The market's country (ISO 3166-1 alpha-2, any case).
         * @example SE
         */
        countryCode: components['parameters']['CountryCodePath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The price list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "productParentId": "pp-classic-tee",
           *       "currencyCode": "SEK",
           *       "isTaxIncludedInPrice": true,
           *       "variants": [
           *         {
           *           "productVariantId": "TEE-BLUE-S",
           *           "basePriceAmount": 29900,
           *           "salePriceAmount": 23900,
           *           "taxPercentage": 2500
           *         },
           *         {
           *           "productVariantId": "TEE-BLUE-M",
           *           "basePriceAmount": 29900,
           *           "salePriceAmount": 23900,
           *           "taxPercentage": 2500
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['PriceData'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['PriceScopeNotFound'];
      default: components['responses']['Failure'];
    };
  };
  getStocks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example pp-classic-tee */
        productParentId: components['parameters']['ProductParentId'];
        /**
         * @description The store group's id or slug.
         * @example sg-default
         */
        storeGroupId: components['parameters']['StoreGroupIdPath'];
        /**
         * @description The market's country (ISO 3166-1 alpha-2, any case).
         * @example SE
         */
        countryCode: components['parameters']['CountryCodePath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stock per variant, in `data`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "productVariantId": "TEE-BLUE-S",
           *           "available": 100,
           *           "inStock": true
           *         },
           *         {
           *           "productVariantId": "TEE-BLUE-M",
           *           "available": 4,
           *           "inStock": true
           *         },
           *         {
           *           "productVariantId": "TEE-BLUE-L",
           *           "available": 0,
           *           "inStock": false
           *         }
           *       ]
           *     }
           */
          'application/json': {
            data: components['schemas']['VariantStock'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['PriceScopeNotFound'];
      default: components['responses']['Failure'];
    };
  };
}
