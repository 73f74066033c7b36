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
    NewsletterSubscription: {
      /**
       * @description An e-mail address of at most 254 characters; the list trims it and compares it
       *     case-insensitively.
       */
      email: string;
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
  };
  parameters: {
    /**
     * @description The same key on every retry of one action; the list applies the first request and answers
     *     the rest with the first answer.
     */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type NewsletterSubscription = components['schemas']['NewsletterSubscription'];
export type NewsletterAnswer = components['schemas']['NewsletterAnswer'];
export type NewsletterFailure = components['schemas']['NewsletterFailure'];
export type ResponseFailure = components['responses']['Failure'];
export type ParameterIdempotencyKey = components['parameters']['IdempotencyKey'];
export type $defs = Record<string, never>;
export interface operations {
  subscribe: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the list applies the first request and answers
         *     the rest with the first answer.
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
      default: components['responses']['Failure'];
    };
  };
}
