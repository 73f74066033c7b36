// Generated from contracts/newsletter.yaml by `npm run contracts`; edit the contract, not this file.

export type paths = {
  '/subscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Subscribe an e-mail address to a list
     * @description A new address gets a contact record with an e-mail consent; one already on the list keeps
     *     its record. Both get the same answer. Takes effect once per `Idempotency-Key`.
     */
    post: operations['subscribe'];
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
    NewsletterSubscription: {
      /**
       * @description An e-mail address of at most 254 characters; the list trims it and compares it
       *     case-insensitively.
       */
      email: string & components['schemas']['TypedLine'];
      listId: string;
    };
    NewsletterAnswer: {
      success: boolean;
      message: string;
    };
    NewsletterFailure: {
      /** @constant */
      success: false;
      message: string;
      error: string;
    };
    /** @description A NewsletterFailure with the status of the answer that is no longer kept. */
    NewsletterAnswerGone: {
      /** @constant */
      success: false;
      message: string;
      error: string;
      firstStatus: number;
    };
  };
  responses: {
    /** @description The request was refused; `message` and `error` say why. */
    Failure: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['NewsletterFailure'];
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
         *       "success": false,
         *       "message": "Idempotency-Key was already used: the request was applied, and its answer is no longer available",
         *       "error": "Idempotency-Key was already used: the request was applied, and its answer is no longer available",
         *       "firstStatus": 200
         *     }
         */
        'application/json': components['schemas']['NewsletterAnswerGone'];
      };
    };
    /** @description The body is larger than the list reads (256 KB); it was not read. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "message": "Request body is larger than 262144 bytes",
         *       "error": "Request body is larger than 262144 bytes"
         *     }
         */
        'application/json': components['schemas']['NewsletterFailure'];
      };
    };
    /** @description The `Idempotency-Key` was already used for a different request; nothing was applied. */
    IdempotencyKeyReused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": false,
         *       "message": "Idempotency-Key was already used for a different request",
         *       "error": "Idempotency-Key was already used for a different request"
         *     }
         */
        'application/json': components['schemas']['NewsletterFailure'];
      };
    };
  };
  parameters: {
    /**
     * @description The same key on every retry of one action; the list applies the first request and answers
     *     the rest with the first answer. The same key with another request is refused (422); a retry
     *     whose first answer is no longer kept is refused (409), never applied again.
     */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type TypedLine = components['schemas']['TypedLine'];
export type TypedLines = components['schemas']['TypedLines'];
export type NewsletterSubscription = components['schemas']['NewsletterSubscription'];
export type NewsletterAnswer = components['schemas']['NewsletterAnswer'];
export type NewsletterFailure = components['schemas']['NewsletterFailure'];
export type NewsletterAnswerGone = components['schemas']['NewsletterAnswerGone'];
export type ResponseFailure = components['responses']['Failure'];
export type ResponseIdempotencyAnswerGone = components['responses']['IdempotencyAnswerGone'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseIdempotencyKeyReused = components['responses']['IdempotencyKeyReused'];
export type ParameterIdempotencyKey = components['parameters']['IdempotencyKey'];
export type $defs = Record<string, never>;
export interface operations {
  subscribe: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the list applies the first request and answers
         *     the rest with the first answer. The same key with another request is refused (422); a retry
         *     whose first answer is no longer kept is refused (409), never applied again.
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
         *       "email": "anna.kund@example.se",
         *       "listId": "printfabriken-news"
         *     }
         */
        'application/json': components['schemas']['NewsletterSubscription'];
      };
    };
    responses: {
      /** @description Subscribed (or already on the list). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "message": "Thank you for subscribing! Check your email for confirmation."
           *     }
           */
          'application/json': components['schemas']['NewsletterAnswer'];
        };
      };
      400: components['responses']['Failure'];
      /** @description No list with that id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": false,
           *       "message": "Newsletter list not found",
           *       "error": "Newsletter list not found"
           *     }
           */
          'application/json': components['schemas']['NewsletterFailure'];
        };
      };
      409: components['responses']['IdempotencyAnswerGone'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
}
