// Generated from contracts/management.yaml by `npm run contracts`; edit the contract, not this file.

export type paths = {
  '/oauth/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A client-credentials access token
     * @description OAuth 2.0 client credentials grant: the proxy's client id and secret buy a bearer token that
     *     lives 60 seconds. A form or a JSON body. Another grant type is 400
     *     'unsupported_grant_type'; wrong credentials 401 'invalid_client'.
     */
    post: operations['issueToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop's feature switches
     * @description The settings of docs/rules.md#settings.
     */
    get: operations['getManagementSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/markets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The markets
     * @description Every market the shop sells in (docs/rules.md#markets).
     */
    get: operations['getMarkets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/store-groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The store groups
     * @description Every store group with whether its prices include tax (docs/rules.md#store-groups).
     */
    get: operations['getStoreGroups'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Users, optionally by e-mail
     * @description Every user, or with `email` the user of that address (any case), as `{ items, total_items }`.
     *     An unknown address is an empty list.
     */
    get: operations['findUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user by id
     * @description The user as the shop sees it plus its account state (`role`, `email_verified`, `status`);
     *     the proxy answers `get-user` and the login's `user` from it without those three. Unknown
     *     id: 404 'user not found'.
     */
    get: operations['getManagementUser'];
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
    /** @description Every failure of the management API. */
    ManagementError: {
      /** @description What went wrong (an OAuth error code at the token endpoint). */
      error: string;
      /** @description More words on it, where there are any. */
      message?: string;
    };
    /** @description The client credentials grant (RFC 6749, section 4.4). */
    ManagementTokenRequest: {
      /** @constant */
      grant_type: 'client_credentials';
      client_id: string;
      client_secret: string;
    };
    ManagementToken: {
      access_token: string;
      /** @constant */
      token_type: 'Bearer';
      /** @description Seconds the token lives. */
      expires_in: number;
    };
    Market: {
      /** @description The market's id (`se`). */
      id: string;
      name: string;
      /** @description ISO 3166-1 alpha-2, upper-case. */
      country: string;
      /** @description Two letters, lower-case. */
      language: string;
      /** @description ISO 4217. */
      currency: string;
      /** @description The first path segment of a product page in this market (`produkt`). */
      productUrlPrefix: string;
      engageLocale: string;
    };
    StoreGroup: {
      id: string;
      slug: string;
      name: string;
      pricesIncludeTax: boolean;
    };
    /** @description The feature switches (docs/rules.md#settings). */
    ShopSettings: {
      organisationSignupEnabled: boolean;
      loginButtonEnabled: boolean;
      createAccountEnabled: boolean;
      forgotPasswordEnabled: boolean;
      giftCardEnabled: boolean;
      allowEmailNotifications: boolean;
      allowSmsNotifications: boolean;
      allowPostalNotifications: boolean;
      /** @description The order-decisions flag; the actions show only when it equals 'true'. */
      orderDecisions: string;
    };
    /** @description A company the user belongs to, with the user's membership in it. */
    UserOrganisation: {
      id: string;
      status: string;
      organisation_number: string;
      tax_id_vat_number: string;
      name: string;
      contact_name: string;
      email: string;
      phone: string;
      /** @description The user's role in the company ('customer' or 'agent'). */
      role: string;
      /** @description The user's level in the company ('default' or 'admin'). */
      level: string;
      files: unknown[];
    };
    /** @description The user as the management API answers it; the proxy's `SessionUser` plus account state. */
    ManagementUser: {
      id: string;
      email: string;
      first_name: string;
      last_name: string;
      phone_number: string;
      /** @description The store group's slug. */
      store_group: string;
      store_group_id: string;
      /** @description The market's id. */
      market: string;
      /** @description Two letters, upper-case. */
      language: string;
      address: {
        street: string;
        zip_code: string;
        city: string;
      };
      communication_preferences: {
        allow_email: boolean;
        allow_sms: boolean;
        allow_postal: boolean;
      };
      is_super_admin: boolean;
      organisations: components['schemas']['UserOrganisation'][];
      /** @description 'customer' or 'agent'. */
      role: string;
      email_verified: boolean;
      /** @description 'active', or 'pending' for an account that may not log in yet. */
      status: string;
    };
    ManagementUserList: {
      items: components['schemas']['ManagementUser'][];
      total_items: number;
    };
  };
  responses: {
    /** @description A bad query or path parameter, or a malformed path. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "email must be at most 254 characters"
         *     }
         */
        'application/json': components['schemas']['ManagementError'];
      };
    };
    /** @description No live management token: `Token expired or invalid`. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "Token expired or invalid"
         *     }
         */
        'application/json': components['schemas']['ManagementError'];
      };
    };
    /** @description The body is larger than the API reads (256 KB); it was not read. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "Request body is larger than 262144 bytes"
         *     }
         */
        'application/json': components['schemas']['ManagementError'];
      };
    };
    /** @description Any other failure. */
    Failure: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "Internal error"
         *     }
         */
        'application/json': components['schemas']['ManagementError'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type ManagementError = components['schemas']['ManagementError'];
export type ManagementTokenRequest = components['schemas']['ManagementTokenRequest'];
export type ManagementToken = components['schemas']['ManagementToken'];
export type Market = components['schemas']['Market'];
export type StoreGroup = components['schemas']['StoreGroup'];
export type ShopSettings = components['schemas']['ShopSettings'];
export type UserOrganisation = components['schemas']['UserOrganisation'];
export type ManagementUser = components['schemas']['ManagementUser'];
export type ManagementUserList = components['schemas']['ManagementUserList'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseFailure = components['responses']['Failure'];
export type $defs = Record<string, never>;
export interface operations {
  issueToken: {
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
         *       "grant_type": "client_credentials",
         *       "client_id": "storefront-proxy",
         *       "client_secret": "the-secret-the-mock-made-at-start"
         *     }
         */
        'application/x-www-form-urlencoded': components['schemas']['ManagementTokenRequest'];
        /**
         * @example {
         *       "grant_type": "client_credentials",
         *       "client_id": "storefront-proxy",
         *       "client_secret": "the-secret-the-mock-made-at-start"
         *     }
         */
        'application/json': components['schemas']['ManagementTokenRequest'];
      };
    };
    responses: {
      /** @description The access token. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "access_token": "8_GdbyM3_Rwdk_i2EdAa8o2Xpfal_Vrk",
           *       "token_type": "Bearer",
           *       "expires_in": 60
           *     }
           */
          'application/json': components['schemas']['ManagementToken'];
        };
      };
      /**
       * @description Another grant type (`unsupported_grant_type`, with a `message`), or a body that is not
       *     a form or a JSON object.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "unsupported_grant_type",
           *       "message": "grant_type must be 'client_credentials'"
           *     }
           */
          'application/json': components['schemas']['ManagementError'];
        };
      };
      /** @description The client id or secret is wrong: `invalid_client`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "invalid_client"
           *     }
           */
          'application/json': components['schemas']['ManagementError'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  getManagementSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "organisationSignupEnabled": true,
           *       "loginButtonEnabled": true,
           *       "createAccountEnabled": true,
           *       "forgotPasswordEnabled": true,
           *       "giftCardEnabled": true,
           *       "allowEmailNotifications": true,
           *       "allowSmsNotifications": true,
           *       "allowPostalNotifications": true,
           *       "orderDecisions": "true"
           *     }
           */
          'application/json': components['schemas']['ShopSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      default: components['responses']['Failure'];
    };
  };
  getMarkets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The markets. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "se",
           *         "name": "Sverige",
           *         "country": "SE",
           *         "language": "sv",
           *         "currency": "SEK",
           *         "productUrlPrefix": "produkt",
           *         "engageLocale": "sv-SE"
           *       },
           *       {
           *         "id": "fi",
           *         "name": "Suomi",
           *         "country": "FI",
           *         "language": "en",
           *         "currency": "EUR",
           *         "productUrlPrefix": "product",
           *         "engageLocale": "en-FI"
           *       }
           *     ]
           */
          'application/json': components['schemas']['Market'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      default: components['responses']['Failure'];
    };
  };
  getStoreGroups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The store groups. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "sg-default",
           *         "slug": "default",
           *         "name": "Default",
           *         "pricesIncludeTax": true
           *       },
           *       {
           *         "id": "sg-business",
           *         "slug": "business",
           *         "name": "Business",
           *         "pricesIncludeTax": false
           *       }
           *     ]
           */
          'application/json': components['schemas']['StoreGroup'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      default: components['responses']['Failure'];
    };
  };
  findUsers: {
    parameters: {
      query?: {
        /** @description An e-mail address, in any case; at most 254 characters. */
        email?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The users found. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "user-erik",
           *           "email": "erik.buyer@example.se",
           *           "first_name": "Erik",
           *           "last_name": "Buyer",
           *           "phone_number": "+46703334455",
           *           "store_group": "business",
           *           "store_group_id": "sg-business",
           *           "market": "se",
           *           "language": "SV",
           *           "address": {
           *             "street": "Tryckerigatan 4",
           *             "zip_code": "41104",
           *             "city": "Göteborg"
           *           },
           *           "communication_preferences": {
           *             "allow_email": false,
           *             "allow_sms": false,
           *             "allow_postal": false
           *           },
           *           "is_super_admin": false,
           *           "organisations": [
           *             {
           *               "id": "company-nordic-print",
           *               "status": "active",
           *               "organisation_number": "556123-4567",
           *               "tax_id_vat_number": "SE556123456701",
           *               "name": "Nordic Print AB",
           *               "contact_name": "Maria Admin",
           *               "email": "info@nordicprint.se",
           *               "phone": "+4631123456",
           *               "role": "customer",
           *               "level": "default",
           *               "files": []
           *             }
           *           ],
           *           "role": "customer",
           *           "email_verified": true,
           *           "status": "active"
           *         }
           *       ],
           *       "total_items": 1
           *     }
           */
          'application/json': components['schemas']['ManagementUserList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      default: components['responses']['Failure'];
    };
  };
  getManagementUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "user-anna",
           *       "email": "anna.andersson@example.se",
           *       "first_name": "Anna",
           *       "last_name": "Andersson",
           *       "phone_number": "+46701112233",
           *       "store_group": "default",
           *       "store_group_id": "sg-default",
           *       "market": "se",
           *       "language": "SV",
           *       "address": {
           *         "street": "Drottninggatan 12",
           *         "zip_code": "11151",
           *         "city": "Stockholm"
           *       },
           *       "communication_preferences": {
           *         "allow_email": true,
           *         "allow_sms": false,
           *         "allow_postal": false
           *       },
           *       "is_super_admin": false,
           *       "organisations": [],
           *       "role": "customer",
           *       "email_verified": true,
           *       "status": "active"
           *     }
           */
          'application/json': components['schemas']['ManagementUser'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description No user has that id: `user not found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "user not found"
           *     }
           */
          'application/json': components['schemas']['ManagementError'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
}
