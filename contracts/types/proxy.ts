// Generated from contracts/proxy.yaml by `npm run contracts`; edit the contract, not this file.

export type paths = {
  '/settings/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop settings, markets and store groups
     * @description The feature switches (docs/rules.md#settings), the markets and the store groups, read
     *     through the management API. Anyone may call it; the app reads it when it starts. When the
     *     management API refuses even a freshly fetched token of the proxy the answer is 502, not
     *     401: the browser's own session is not the problem.
     */
    get: operations['getSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with e-mail and password
     * @description Checks the password (the e-mail in any case) and answers the access and refresh tokens with
     *     the signed-in user (docs/rules.md#login). Refusals carry the text in `error` and `details`:
     *     404 'user not found', 401 'invalid password', 403 'email not verified' or 'user is in
     *     pending state'. Every attempt on an account counts; the fifth within 15 minutes locks it
     *     for 15 minutes (429 'too many attempts', the right password too) with the wait in
     *     `retryAfterSeconds` and the `Retry-After` header. The right password clears the count.
     *     A refused login is never a reason to refresh a token.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/refresh-token/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new access token for a refresh token
     * @description The app calls it once when a call is answered 401 (or 403 without a business error code)
     *     and retries that call with the new token (docs/rules.md#session). An unknown, revoked or
     *     expired refresh token is 401 'invalid refresh token': the session has ended.
     */
    post: operations['refreshToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/get-user/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The signed-in user
     * @description The user of the access token, read through the management API, with the companies the
     *     user belongs to (docs/rules.md#data-shapes). No body.
     */
    post: operations['getUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke a refresh token
     * @description Revokes the refresh token and every access token issued with it (docs/rules.md#session).
     *     An unknown token is the same success: the session is over either way. The app signs out
     *     locally whatever the answer.
     */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signup/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a customer account
     * @description Creates an unverified customer account (docs/rules.md#signup) and answers its id with a
     *     single-use `signup_token` that the organisation sign-up following it must send (it lives
     *     30 minutes). No mail goes out: the app asks for the verification link next. What an account
     *     may do is the backend's to decide: `store_group`, `role` and `status` of the payload, and
     *     any field not listed, are ignored, not refused; every new account is an active customer in
     *     store group `default`.
     *
     *     With `organisation_signup: true` the verification mail waits for the company, and signing
     *     up again with the same e-mail and password picks up an unfinished organisation sign-up
     *     (an unverified account without a company): 200 'Signup resumed' with the same id and a
     *     fresh token. Otherwise an existing address is 409 'user already exists' (verified) or
     *     'email not verified'. A refused body is 400 with every problem in `errors`. Takes effect
     *     once per `Idempotency-Key`.
     */
    post: operations['signup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/organisation/signup/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create the company of an organisation sign-up
     * @description Creates the company and makes the user that the same sign-up just created (the user of
     *     `signup_token`, which `user_id` must name) its admin, in store group `business`
     *     (docs/rules.md#organisation-signup). The verification mail may be asked for once the
     *     company exists. `credit_check` and `status` are the shop's to decide: the payload's are
     *     ignored. The token is spent only when the company is made, so a refused body (400) or a
     *     taken organisation number (409 'Company already exists') can be corrected and sent again.
     *     No token is 401 'signup token required'; an unknown, spent or expired one 403 'invalid
     *     signup token'; a `user_id` of another user 403; a user who joined a company meanwhile 409
     *     'user already belongs to an organisation'. Takes effect once per `Idempotency-Key`.
     */
    post: operations['signupOrganisation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/create-verify-link/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a verification link
     * @description Mails the address a link to `/verify-email/?token=…` (valid 24 hours) and answers 'Email
     *     verification link created'; an address that is verified already answers 'Email already
     *     verified' and gets no mail (docs/rules.md#signup). While the account's organisation
     *     sign-up is under way (its company not made yet) no mail goes out: 409 'organisation
     *     signup not completed'. Unknown address: 404 'email not found'. Takes effect once per
     *     `Idempotency-Key`.
     */
    post: operations['createVerifyLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/verify-email/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify an e-mail address with its link's token
     * @description Marks the address verified and spends every verification link of the account
     *     (docs/rules.md#signup). An unknown or used token is 404 'link not found'; one older than 24
     *     hours 410 'link expired'. Takes effect once per `Idempotency-Key`.
     */
    post: operations['verifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/create-reset-password-link/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a password reset link
     * @description Mails the address a link to `/new-password/?token=…` (valid 1 hour) that replaces the
     *     account's earlier reset links, and answers 'Reset password link created'
     *     (docs/rules.md#forgot-password). Unknown address: 404 'email not found'; an unverified one
     *     403 'email not verified' (the app then offers a verification link). Takes effect once per
     *     `Idempotency-Key`.
     */
    post: operations['createResetPasswordLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/reset-password/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Choose a new password with a reset link's token
     * @description Sets the new password, spends the account's reset links, lifts a login lockout and ends
     *     every session opened with the old password (docs/rules.md#new-password). The password
     *     follows docs/rules.md#passwords: a weak one is 400 and leaves the link usable. An unknown
     *     or used token is 404 'link not found'; one older than an hour 410 'link expired'. Takes
     *     effect once per `Idempotency-Key`.
     */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/update-user/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the signed-in user's profile
     * @description Changes the fields the body carries and answers the updated user (docs/rules.md#profile);
     *     the app counts it a success when the answer has an e-mail. `postal_code` becomes
     *     `address.zip_code`; the language is kept upper-case. The e-mail address is the login and
     *     cannot change here: a different one is 400 'email cannot be changed'. The store group
     *     follows the user's companies, so `store_group` (like any field this call does not change)
     *     is ignored, not refused.
     */
    post: operations['updateUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/delete/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete the signed-in user's account
     * @description Deletes the account with its tokens, links and company memberships and answers 'user
     *     deleted'; only that answer logs the app out (docs/rules.md#delete-account). A login with
     *     the address then answers 'user not found'. No body. Takes effect once per
     *     `Idempotency-Key`.
     */
    post: operations['deleteAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/invitation/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What an invitation link invites to
     * @description The company, the invited name and level, the expiry, and whether the address has an
     *     account (accepting then needs that account's login) (docs/rules.md#invitations). No login
     *     needed: the token from the mailed link is the key. 404 'invitation not found', 410
     *     'invitation expired' or 'invitation withdrawn', 409 'invitation already answered'.
     */
    get: operations['getInvitation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/accept-invitation/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept an invitation and join the company
     * @description An address with an account joins as that account, which must be signed in (the access
     *     token): 200 'Invitation accepted'; without a login 401 'login required', signed in as
     *     someone else 403 'invitation is for another account'. An address without an account sends
     *     the password it chooses (docs/rules.md#passwords; missing or weak is 400) and gets a
     *     verified, active account in the company's market that joins: 201 'Account created'. The
     *     new member is a customer at the invited level and moves to the company's store group
     *     (docs/rules.md#invitations). 404 'invitation not found', 410 'invitation expired' or
     *     'invitation withdrawn', 409 'invitation already answered'. Takes effect once per
     *     `Idempotency-Key`.
     */
    post: operations['acceptInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/decline-invitation/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline an invitation
     * @description The link stops working; nothing else changes (docs/rules.md#invitations). No login needed.
     *     404 'invitation not found', 410 'invitation expired' or 'invitation withdrawn', 409
     *     'invitation already answered'. Takes effect once per `Idempotency-Key`.
     */
    post: operations['declineInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/get-products-by-sku/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Look products up by product number or variant SKU
     * @description Resolves the comma-separated entries of `skuQuery` in a market and store group, 20 to a
     *     page. An entry is a product number (`PF-1001`), a product number with a colour
     *     (`PF-1001&color=red`, the colour's key or its name in either language; the favourites,
     *     docs/rules.md#wishlist), or a variant's SKU (`PF-1001-BLACK-M`, any case; the quick order,
     *     docs/rules.md#quick-order). A product number resolves to its first variant (of the colour),
     *     in stock when any of those variants is; a variant SKU to exactly that variant, with its
     *     `sku`, `stock`, `productParentId` and the product's `orderLimit`. Unknown entries, colours
     *     and products the market does not sell are left out; repeated entries count once.
     *     `isMultiple: false` looks up the first entry only. Anyone may call it. An unknown market or
     *     store group, or a `page` that is not a whole number of at least 1, is 400.
     */
    post: operations['getProductsBySku'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every company, a page at a time (super admins)
     * @description Super admins only (others 403): the companies sorted by name in Swedish order, optionally
     *     searched (docs/rules.md#company-area). `search` matches a substring of the name in any
     *     case, or of the organisation number with dashes and spaces ignored on both sides. A page
     *     past the end is empty, with the real totals.
     */
    get: operations['listCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/mine/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's own companies
     * @description The companies the user belongs to, in membership order, with their addresses (the company
     *     selector, the checkout's customer information card). None is an empty list.
     */
    get: operations['myCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{id}/contacts/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who an order for the company may be placed for
     * @description The company's agents and super admins only (its admins and members too get 403, before the
     *     company is looked up, so the answer tells others nothing of which companies exist). The
     *     active users with role `customer` in the company, and the asking agent or super admin
     *     herself, sorted by last then first name (docs/rules.md#customer-card). Unknown company:
     *     404 'company not found'.
     */
    get: operations['companyContacts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a company's contact data and addresses (its admins)
     * @description The company's own admins only (level `admin`); super admins, agents and members get 403,
     *     for an unknown company too (refused before the lookup) (docs/rules.md#company-form). Changes
     *     the contact name (at least 2 characters), e-mail, invoice e-mail (valid or empty; absent:
     *     kept), phone (`+` and the country code), external reference (absent: kept) and replaces both
     *     address lists: 1–50 of each kind, each with street, city, postal code, a two-letter country,
     *     a phone and, for shipping, a state/province; at most one default (none: the first). An `id`
     *     of this company's address of the same kind keeps that address's id and `created_at`; any
     *     other id gets a fresh one. Ids, owners and timestamps are the server's; the name, the
     *     numbers and anything else sent are ignored, not refused. A refused body is 400 with the
     *     form's messages in `error` and each problem as `path: message` in `errors`. Answers the
     *     whole company; success is an answer whose company has an id.
     */
    put: operations['updateCompany'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{id}/users/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of a company's users (its admins and super admins)
     * @description The company's members sorted by last then first name in Swedish order, each with only this
     *     company's membership (docs/rules.md#company-users). `search` matches the first name, the
     *     last name, both, or the e-mail address, in any case. A page past the end is empty, with the
     *     totals. Anyone but the company's admins and super admins gets 403 in the list's own error
     *     shape: `message` 'Unauthorized' with `details` (the users tab shows them).
     */
    get: operations['organisationUsers'];
    put?: never;
    /**
     * Invite a person to the company (its admins and super admins)
     * @description Mails the address an invitation to join at the chosen level; nobody joins until the
     *     invitation is accepted, and the answer is the same 201 whether the address has an account
     *     or not, so it reveals nothing about who shops here (docs/rules.md#invitations). An address
     *     already in the company is 409 'user already in company'. Inviting an address with an
     *     unanswered invitation (open, or expired unanswered) answers that invitation again (names and
     *     level updated, a week again) and re-sends its mail at most every 10 minutes; a company has at
     *     most 100 open invitations (409). Others
     *     than the company's admins and super admins get 403. Takes effect once per
     *     `Idempotency-Key`.
     */
    post: operations['inviteUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{id}/users/{userId}/': {
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
     * Take a user out of the company (its admins and super admins)
     * @description Removes the membership; the account stays (it may belong to other companies or shop as a
     *     consumer), and a user taken out of the last company gets back the store group it had
     *     before (docs/rules.md#company-users). Checked in this order: others than the company's
     *     admins and super admins 403; oneself 400 'You cannot remove yourself'; not a member (or no
     *     such user) 404 'user not found in company'; the company's last admin 409. Refusals of the
     *     removal itself carry `message`, which the app shows.
     */
    delete: operations['removeUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{id}/invitations/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company's unanswered invitations (its admins and super admins)
     * @description The invitations nobody has answered yet, newest mail first: the open ones and those that
     *     expired unanswered (`expired` true), which the admin may send again
     *     (docs/rules.md#pending-invitations). Accepted, declined and withdrawn invitations are not
     *     listed. A company keeps at most 100 unanswered invitations (inviting past that forgets the
     *     longest expired first, and is 409 when all 100 are open), so the list is whole, never paged.
     *     Anyone but the company's admins and super admins gets 403 in the users list's own error
     *     shape: `message` 'Unauthorized' with `details`.
     */
    get: operations['companyInvitations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{id}/invitations/{invitationId}/': {
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
     * Withdraw an unanswered invitation (its admins and super admins)
     * @description The invitation becomes withdrawn: it leaves the list, and its link then answers 410
     *     'invitation withdrawn' (`GET /auth/invitation/`, accept and decline) instead of letting
     *     anyone join (docs/rules.md#pending-invitations). Withdrawing a withdrawn invitation again
     *     answers the same 200, so a second click or a retry without its key does no harm. An
     *     invitation accepted or declined already is 409 'invitation already answered'. The
     *     invitation must be the company's: another company's, or an unknown id, is 404 'invitation
     *     not found'. Others than the company's admins and super admins get 403. Takes effect once per
     *     `Idempotency-Key`.
     */
    delete: operations['withdrawInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{id}/invitations/{invitationId}/resend/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send an unanswered invitation again (its admins and super admins)
     * @description The same as inviting the address again (`POST /companies/{id}/users/`): the invitation
     *     lasts a week again from now and its mail, with the same link, is sent again at most every
     *     10 minutes; within that the answer is the same 200 and `sent_at` stays the last mail's
     *     (docs/rules.md#pending-invitations). An expired, unanswered invitation may be sent again;
     *     when the company already has 100 open invitations that is 409. Accepted or declined: 409
     *     'invitation already answered'; withdrawn: 410 'invitation withdrawn'. Another company's
     *     invitation, or an unknown id, is 404 'invitation not found'. Others than the company's
     *     admins and super admins get 403. Takes effect once per `Idempotency-Key`.
     */
    post: operations['resendInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company-media/{id}': {
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
     * Delete a print file
     * @description The company's admins and super admins (else 403) delete one of its print files and its
     *     conversion previews; deleting a preview takes the link off its original
     *     (docs/rules.md#print-files). `deleted` lists the ids of every file removed. Unknown file:
     *     404 'file not found'. The app treats an answer with `ok: false` or an `error` as a refusal.
     */
    delete: operations['deleteFile'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/company-media': {
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
     * Delete a print file of a named company
     * @description The same as `DELETE /company-media/{id}`, for a file of that company only: the right is
     *     checked on `companyId` before the file is looked up, so it tells others nothing of the
     *     company's files (403), and a file of another company is 404 'file not found'.
     */
    delete: operations['deleteCompanyFile'];
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
     * @description Every success answer of the proxy (docs/rules.md#api-errors). `data` is the call's own
     *     answer; each operation names its envelope (`LoginEnvelope` …) as this envelope with `data`
     *     of its own type.
     */
    ProxyEnvelope: {
      /** @description True on success. */
      ok: boolean;
      /** @description The HTTP status, repeated. */
      status: number;
      /** @description The call's answer. */
      data: unknown;
    };
    /**
     * @description Every failure of the proxy (docs/rules.md#api-errors): `error` is the text the app shows or
     *     matches on; the rest comes where a call has it.
     */
    ProxyErrorBody: {
      /** @constant */
      ok: false;
      /** @description The HTTP status, repeated. */
      status: number;
      error: string;
      /** @description The same text as `error`, or (the users list) the reasons as a list. */
      details?: string | string[];
      /** @description A text the app shows (the users list's 'Unauthorized', a refused removal). */
      message?: string;
      /** @description Each problem of a refused body (`path: message` for the company form). */
      errors?: string[];
      /** @description Finds the failure in the proxy's log (502). */
      requestId?: string;
      /** @description A 429's wait, also in the `Retry-After` header. */
      retryAfterSeconds?: number;
      /** @description The status of the first answer to an `Idempotency-Key` that is no longer kept. */
      firstStatus?: number;
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
    ShopConfig: {
      settings: components['schemas']['ShopSettings'];
      markets: components['schemas']['Market'][];
      storeGroups: components['schemas']['StoreGroup'][];
    };
    ShopConfigEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['ShopConfig'];
    };
    LoginInput: {
      /** @description The account's e-mail, in any case. */
      email: string;
      password: string;
    };
    RefreshTokenInput: {
      refresh_token: string;
    };
    /** @description A company the user belongs to, with the user's membership in it. */
    UserOrganisation: {
      id: string;
      /** @description 'active', or anything else for a company that may not order on credit. */
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
    /** @description The signed-in user (docs/rules.md#data-shapes). */
    SessionUser: {
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
    };
    SessionUserEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['SessionUser'];
    };
    LoginResult: {
      access_token: string;
      refresh_token: string;
      user: components['schemas']['SessionUser'];
      /** @description 'Login successful'. */
      details: string;
    };
    LoginEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['LoginResult'];
    };
    RefreshResult: {
      access_token: string;
    };
    RefreshEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['RefreshResult'];
    };
    LogoutResult: {
      /** @description 'logged out'. */
      message: string;
    };
    LogoutEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['LogoutResult'];
    };
    /**
     * @description The customer sign-up (docs/rules.md#signup); the password confirmation stays in the
     *     browser. `store_group`, `role` and `status`, and fields not listed, are ignored.
     */
    SignupUserPayload: {
      first_name: string & components['schemas']['TypedLine'];
      last_name: string & components['schemas']['TypedLine'];
      /** @description Kept lower-case. */
      email: string & components['schemas']['TypedLine'];
      /** @description At least 10 characters with a digit (docs/rules.md#passwords). */
      password: string;
      /** @description International form (`+46…`), or empty. */
      phone_number?: string & components['schemas']['TypedLine'];
      /** @description Two letters (kept upper-case); default SV. */
      language?: string;
      country_code?: string;
      country?: string;
      /** @description A market id; default `se`. */
      market?: string;
      /** @description Ignored; every new account starts in `default`. */
      store_group?: string;
      /** @description Ignored; every new account is a `customer`. */
      role?: string;
      allow_email_notifications?: boolean;
      allow_phone_notifications?: boolean;
      allow_postal_notifications?: boolean;
      /** @description Ignored; the shop's configured status (`active`) applies. */
      status?: string;
      /** @description The privacy policy was accepted; must be true. */
      privacy: boolean;
      /**
       * @description Set by the organisation sign-up, whose company follows: the verification mail waits
       *     for the company, and an unfinished sign-up with the same e-mail and password is picked
       *     up again.
       */
      organisation_signup?: boolean;
    };
    SignupUserResult: {
      /** @description The new (or resumed) user's id. */
      id?: string;
      /** @description 'User created' or 'Signup resumed'. */
      details?: string;
      /**
       * @description Single-use proof that this sign-up created the user (30 minutes): the organisation
       *     sign-up that follows sends it.
       */
      signup_token?: string;
    };
    SignupUserEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['SignupUserResult'];
    };
    /** @description An address of the organisation sign-up; street, postal code, city and country required. */
    SignupAddress: {
      name?: string & components['schemas']['TypedLine'];
      /** @description Default the company's name. */
      company_name?: string & components['schemas']['TypedLine'];
      street_address: string & components['schemas']['TypedLine'];
      co_address?: string & components['schemas']['TypedLine'];
      city: string & components['schemas']['TypedLine'];
      state_province?: string & components['schemas']['TypedLine'];
      house_number?: string & components['schemas']['TypedLine'];
      postal_code: string & components['schemas']['TypedLine'];
      /** @description ISO 3166-1 alpha-2 (kept upper-case). */
      country: string;
      /** @description Default the company's phone. */
      phone?: string & components['schemas']['TypedLine'];
      /** @description The first address marked default becomes the default, else the first. */
      is_default?: boolean;
      /** @description Default `standard`. */
      shipping_type?: string;
    };
    /**
     * @description The company's own details: what the organisation sign-up sends (`SignupOrganisationPayload`
     *     adds the rest) and the company form shows.
     */
    CompanyDetails: {
      name: string;
      /** @description Without hyphens or spaces. */
      organisation_number: string;
      tax_id_vat_number: string;
      /** @description One line; default the contact person's name. */
      contact_name: string;
      /** @description Valid or empty. */
      email: string;
      /** @description Valid or empty. */
      invoice_email: string;
      /** @description International form (`+46…`), or empty. */
      phone: string;
      /** @description One line. */
      external_ref: string;
    };
    /**
     * @description The organisation sign-up's company (docs/rules.md#organisation-signup). `credit_check` and
     *     `status` are ignored: the shop decides them.
     */
    SignupOrganisationPayload: {
      name: string & components['schemas']['TypedLine'];
      /** @description Without hyphens or spaces. */
      organisation_number: string & components['schemas']['TypedLine'];
      tax_id_vat_number?: string & components['schemas']['TypedLine'];
      /** @description One line; default the contact person's name. */
      contact_name?: string & components['schemas']['TypedLine'];
      /** @description Valid or empty. */
      email?: string & components['schemas']['TypedLine'];
      /** @description Valid or empty. */
      invoice_email?: string & components['schemas']['TypedLine'];
      /** @description International form (`+46…`), or empty. */
      phone?: string & components['schemas']['TypedLine'];
      /** @description One line. */
      external_ref?: string & components['schemas']['TypedLine'];
      /** @description The chosen attribute. */
      attribute_ids?: string[];
      /** @description Ignored; always false. */
      credit_check?: boolean;
      /** @description An open map of texts (at most 20). */
      custom_fields?: {
        [key: string]: string & components['schemas']['TypedLine'];
      };
      billing_address: components['schemas']['SignupAddress'][];
      shipping_address: components['schemas']['SignupAddress'][];
      /** @description The id of the user the sign-up just created; must be the user of `signup_token`. */
      user_id: string;
      /** @description From the user creation's answer (`SignupUserResult`). */
      signup_token: string;
      /** @description Ignored; the shop's configured status (`active`) applies. */
      status?: string;
    };
    /** @description The company an organisation sign-up made, with the attribute ids it was sent. */
    SignedUpCompany: {
      id: string;
      name: string;
      email: string;
      invoice_email: string;
      phone: string;
      organisation_number: string;
      credit_check: boolean;
      contact_name: string;
      tax_id_vat_number: string;
      external_ref: string;
      custom_fields: {
        [key: string]: string;
      };
      store_groups: string[];
      status: string;
      billing_address: components['schemas']['CompanyAddress'][];
      shipping_address: components['schemas']['CompanyAddress'][];
      files: unknown[];
      attribute_ids: string[];
    };
    OrganisationSignupResult: {
      company: components['schemas']['SignedUpCompany'];
      /** @description 'Company created'. */
      details: string;
    };
    OrganisationSignupEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['OrganisationSignupResult'];
    };
    EmailInput: {
      email: string;
    };
    /** @description The token of a mailed link (verification or invitation). */
    TokenInput: {
      token: string;
    };
    ResetPasswordInput: {
      /** @description At least 10 characters with a digit (docs/rules.md#passwords). */
      password: string;
      reset_password_token: string;
    };
    /**
     * @description My information (docs/rules.md#profile). Only the fields sent change; `store_group` and
     *     `country_code`, and fields not listed, are ignored.
     */
    ProfileUpdatePayload: {
      /** @description Ignored; the store group follows the user's companies. */
      store_group?: string;
      /** @description Two letters (kept upper-case). */
      language?: string;
      /** @description A market id. */
      market?: string;
      country_code?: string;
      /** @description The account's address (any case); another one is refused. */
      email?: string & components['schemas']['TypedLine'];
      city?: string & components['schemas']['TypedLine'];
      first_name?: string & components['schemas']['TypedLine'];
      last_name?: string & components['schemas']['TypedLine'];
      /** @description International form (`+46…`), or empty. */
      phone_number?: string & components['schemas']['TypedLine'];
      postal_code?: string & components['schemas']['TypedLine'];
      street?: string & components['schemas']['TypedLine'];
      allow_email_notifications?: boolean;
      allow_phone_notifications?: boolean;
      allow_postal_notifications?: boolean;
    };
    /** @description Answers of the account calls that carry a message or details text. */
    MessageResult: {
      message?: string;
      details?: string;
    };
    MessageEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['MessageResult'];
    };
    ProductsBySkuInput: {
      /** @description A store group's slug (or id). */
      storeGroupSlug: string;
      /** @description A market's id (`se`) or country (`SE`). */
      market: string;
      /** @description The language of names and slugs. */
      language: string;
      /**
       * @description Comma-separated product numbers (`PF-1001`, `PF-1001&color=Red`) or variant SKUs
       *     (`PF-1001-BLACK-M`).
       */
      skuQuery: string;
      /** @description False looks up the first entry only; default true. */
      isMultiple?: boolean;
      page?: number;
    };
    /**
     * @description A resolved favourite (docs/rules.md#wishlist), or a variant the quick order names by its
     *     SKU.
     */
    SkuProduct: {
      /** @description The product parent's id. */
      id: string;
      product_number: string;
      /** @description The colour as the entry named it (`&color=value`), echoed so the entry can be found; null for none. */
      color_variant: string | null;
      /** @description The resolved variant's language-neutral colour key, when the entry named a colour. */
      color_key?: string | null;
      /** @description That colour's name in the asked language, when the entry named a colour. */
      color_name?: string | null;
      name: string;
      slug: string;
      imageUrl: string;
      productVariantId: string;
      price: {
        /** @description Minor units. */
        basePriceAmount: number;
        /** @description Minor units. */
        salePriceAmount: number;
        currencyCode: string;
      };
      inStock: boolean;
      /** @description Only for an entry that names a variant SKU (the quick order), as are the fields below. */
      sku?: string;
      /** @description The variant's units in stock. */
      stock?: number;
      /** @description The product's order limit, where it has one. */
      orderLimit?: number;
      productParentId?: string;
    };
    ProductsBySkuResult: {
      data: components['schemas']['SkuProduct'][];
      total: number;
      total_pages: number;
      page: number;
    };
    ProductsBySkuEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['ProductsBySkuResult'];
    };
    /** @description Address (docs/rules.md#data-shapes). */
    CompanyAddress: {
      id: string;
      company_id: string;
      /** @description The location's name ('Huvudkontor'); may be empty. */
      name: string;
      company_name: string;
      street_address: string;
      co_address: string;
      city: string;
      state_province: string;
      house_number: string;
      postal_code: string;
      /** @description ISO 3166-1 alpha-2. */
      country: string;
      phone: string;
      is_default: boolean;
      shipping_type: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /** @description Company (customer), docs/rules.md#data-shapes. */
    Company: {
      id: string;
      name: string;
      email: string;
      invoice_email: string;
      phone: string;
      organisation_number: string;
      credit_check: boolean;
      contact_name: string;
      tax_id_vat_number: string;
      external_ref: string;
      /** @description An open map of texts. */
      custom_fields: {
        [key: string]: string;
      };
      /** @description Store group slugs. */
      store_groups: string[];
      /** @description 'active', or anything else for a company that may not order on credit. */
      status: string;
      billing_address: components['schemas']['CompanyAddress'][];
      shipping_address: components['schemas']['CompanyAddress'][];
      files: unknown[];
    };
    /** @description The query of `GET /companies/` (page, per_page, search). */
    CompanyListQuery: {
      page: number;
      per_page: number;
      search?: string;
    };
    CompanyPage: {
      companies: components['schemas']['Company'][];
      page: number;
      total: number;
      total_pages: number;
    };
    CompanyPageEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['CompanyPage'];
    };
    MyCompanies: {
      companies: components['schemas']['Company'][];
    };
    MyCompaniesEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['MyCompanies'];
    };
    /**
     * @description A person an order can be placed for: a user of the company with role customer, or the agent
     *     herself.
     */
    ContactPerson: {
      id: string;
      first_name: string;
      last_name: string;
      email: string;
      phone_number: string;
      /** @description The role in the company, else the user's. */
      role: string;
    };
    CompanyContacts: {
      contacts: components['schemas']['ContactPerson'][];
    };
    CompanyContactsEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['CompanyContacts'];
    };
    /**
     * @description An address as the company form sends it: a new one has no id; the server assigns ids and
     *     owners. Street, city, postal code, country and phone are required, and on a shipping
     *     address the state/province.
     */
    CompanyAddressInput: {
      /** @description An id of this company's address of the same kind keeps that address; any other gets a fresh one. */
      id?: string;
      name?: string & components['schemas']['TypedLine'];
      /** @description Ignored; the stored address takes the company's name. */
      company_name?: string & components['schemas']['TypedLine'];
      street_address: string & components['schemas']['TypedLine'];
      co_address?: string & components['schemas']['TypedLine'];
      city: string & components['schemas']['TypedLine'];
      state_province?: string & components['schemas']['TypedLine'];
      house_number?: string & components['schemas']['TypedLine'];
      postal_code: string & components['schemas']['TypedLine'];
      /** @description ISO 3166-1 alpha-2 (kept upper-case). */
      country: string;
      /** @description `+` and the country code. */
      phone: string & components['schemas']['TypedLine'];
      /** @description At most one per kind; none makes the first the default. */
      is_default?: boolean;
      /** @description Default `standard`. */
      shipping_type?: string;
    };
    /**
     * @description What a company's admin may change (docs/rules.md#company-form). Name, organisation number
     *     and VAT number are never sent (always read-only); sent anyway they are ignored, like any
     *     field not listed. The address lists replace the stored ones, each kind keeping at least
     *     one address and exactly one default.
     */
    CompanyUpdateInput: {
      /** @description At least 2 characters, one line. */
      contact_name: string & components['schemas']['TypedLine'];
      email: string & components['schemas']['TypedLine'];
      /** @description Valid or empty; absent keeps the stored one. */
      invoice_email?: string & components['schemas']['TypedLine'];
      /** @description `+` and the country code. */
      phone: string & components['schemas']['TypedLine'];
      /** @description One line; absent keeps the stored one. */
      external_ref?: string & components['schemas']['TypedLine'];
      billing_address: components['schemas']['CompanyAddressInput'][];
      shipping_address: components['schemas']['CompanyAddressInput'][];
    };
    /** @description The update's answer; success is an answer whose company has an id (docs/rules.md#calls). */
    CompanyUpdated: {
      company: components['schemas']['Company'];
    };
    CompanyUpdatedEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['CompanyUpdated'];
    };
    /** @description Organisation user (docs/rules.md#data-shapes), with only the listed company's membership. */
    OrganisationUser: {
      id: string;
      first_name: string;
      last_name: string;
      email: string;
      market: string;
      email_verified: boolean;
      /** @description 'customer' (default) or 'agent'. */
      role: string;
      organisations: {
        id: string;
        role: string;
        level: string;
      }[];
    };
    /** @description The query of `GET /companies/{id}/users/` (page, per_page, search). */
    OrganisationUserQuery: {
      page: number;
      per_page: number;
      search?: string;
    };
    OrganisationUserPage: {
      items: components['schemas']['OrganisationUser'][];
      page: number;
      total_items: number;
      total_pages: number;
    };
    OrganisationUserPageEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['OrganisationUserPage'];
    };
    /**
     * @description What the users tab reads of the list's refusal (docs/rules.md#data-shapes): `message`
     *     'Unauthorized' with `details`. A view of the error body, which carries the rest
     *     (`OrganisationUserRefusal`).
     */
    OrganisationUserError: {
      message: string;
      details: string[];
    };
    /** @description The users list's 403 body. */
    OrganisationUserRefusal: components['schemas']['ProxyErrorBody'] &
      components['schemas']['OrganisationUserError'];
    UserRemoved: {
      success: boolean;
    };
    UserRemovedEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['UserRemoved'];
    };
    /** @description An admin invites a person to the company. */
    OrganisationUserInput: {
      first_name: string & components['schemas']['TypedLine'];
      last_name: string & components['schemas']['TypedLine'];
      /** @description Kept lower-case. */
      email: string & components['schemas']['TypedLine'];
      /**
       * @description 'default' (when absent) or 'admin' in this company.
       * @enum {string}
       */
      level?: 'default' | 'admin';
    };
    /** @description The invitation's answer. */
    UserInvited: {
      /** @description The invitation's id. */
      id: string;
      /** @description 'User invited'. */
      details?: string;
    };
    UserInvitedEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['UserInvited'];
    };
    /** @description An unanswered invitation as the company's admins see it (the token stays secret). */
    CompanyInvitation: {
      id: string;
      email: string;
      first_name: string;
      last_name: string;
      level: components['schemas']['InvitationLevel'];
      /**
       * Format: date-time
       * @description When its mail was last sent.
       */
      sent_at: string;
      /** Format: date-time */
      expires_at: string;
      /** @description Past `expires_at` and still unanswered; sending it again opens it for a week. */
      expired: boolean;
    };
    CompanyInvitationEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['CompanyInvitation'];
    };
    CompanyInvitationList: {
      /** @description Newest mail first; at most 100. */
      items: components['schemas']['CompanyInvitation'][];
    };
    CompanyInvitationListEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['CompanyInvitationList'];
    };
    InvitationWithdrawn: {
      /** @description The invitation's id. */
      id: string;
      /** @description 'Invitation withdrawn'. */
      details: string;
    };
    InvitationWithdrawnEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['InvitationWithdrawn'];
    };
    /**
     * @description The invited level in the company.
     * @enum {string}
     */
    InvitationLevel: 'default' | 'admin';
    Invitation: {
      company_name: string;
      email: string;
      first_name: string;
      last_name: string;
      level: components['schemas']['InvitationLevel'];
      /** @description An account with the invitation's e-mail exists; accepting then needs that sign-in. */
      account_exists: boolean;
      /** Format: date-time */
      expires_at: string;
    };
    InvitationEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['Invitation'];
    };
    /**
     * @description An existing account accepts signed in as that account; a new one sends the password it
     *     chooses (sign-up's password rules).
     */
    InvitationAcceptInput: {
      token: string;
      password?: string;
    };
    InvitationAccepted: {
      company_id: string;
      /** @description 'Invitation accepted' or 'Account created'. */
      details: string;
    };
    InvitationAcceptedEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['InvitationAccepted'];
    };
    InvitationDeclined: {
      /** @description 'Invitation declined'. */
      details: string;
    };
    InvitationDeclinedEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['InvitationDeclined'];
    };
    CompanyMediaDeleted: {
      /** @description The ids of the file and its previews. */
      deleted: string[];
    };
    CompanyMediaDeletedEnvelope: components['schemas']['ProxyEnvelope'] & {
      data: components['schemas']['CompanyMediaDeleted'];
    };
  };
  responses: {
    /**
     * @description The request was refused: a body that is not a JSON object or misses or mistypes a field, a
     *     text over its limit, a bad query or path parameter, a malformed `Idempotency-Key`.
     *     `error` says what; a refused body of several fields also lists each problem in `errors`.
     */
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
    /** @description No live access token was sent (missing, unknown, revoked or expired). */
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
    /** @description No account has that e-mail: `email not found`. */
    EmailNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 404,
         *       "error": "email not found",
         *       "details": "email not found"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description The link's token is unknown or used: `link not found`. */
    LinkNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 404,
         *       "error": "link not found",
         *       "details": "link not found"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description The link has expired: `link expired`. */
    LinkExpired: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 410,
         *       "error": "link expired",
         *       "details": "link expired"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description No invitation has that token: `invitation not found`. */
    InvitationNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 404,
         *       "error": "invitation not found",
         *       "details": "invitation not found"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /**
     * @description The invitation was accepted or declined already: `invitation already answered`; also a
     *     retry whose first answer is no longer kept.
     */
    InvitationAnswered: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 409,
         *       "error": "invitation already answered",
         *       "details": "invitation already answered"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /**
     * @description The invitation is older than 7 days (`invitation expired`), or an admin of the company
     *     withdrew it (`invitation withdrawn`, whatever its age).
     */
    InvitationExpired: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 410,
         *       "error": "invitation expired",
         *       "details": "invitation expired"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description An admin of the company withdrew the invitation: `invitation withdrawn`. */
    InvitationWithdrawn: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 410,
         *       "error": "invitation withdrawn",
         *       "details": "invitation withdrawn"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description No company has that id: `company not found`. */
    CompanyNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 404,
         *       "error": "company not found"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description Not an admin of the company nor a super admin: `Forbidden`, with `details`. */
    MayNotManageUsers: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 403,
         *       "error": "Forbidden",
         *       "details": "only the company's admins and super admins manage its users"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description Not an admin of the file's company nor a super admin. */
    MayNotManageFiles: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 403,
         *       "error": "Endast företagets administratörer får hantera tryckfiler."
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description No such file (of that company): `file not found`. */
    FileNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 404,
         *       "error": "file not found"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /**
     * @description A retry with an `Idempotency-Key` whose first request was applied but whose answer is no
     *     longer kept; `firstStatus` is the first answer's status. Nothing was applied again.
     */
    IdempotentAnswerGone: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 409,
         *       "error": "Idempotency-Key was already used: the request was applied, and its answer is no longer available",
         *       "firstStatus": 200
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
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
         *       "ok": false,
         *       "status": 422,
         *       "error": "Idempotency-Key was already used for a different request"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /** @description The body is larger than the proxy reads (256 KB); it was not read. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 413,
         *       "error": "Request body is larger than 262144 bytes"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /**
     * @description The account is locked after too many login attempts: `too many attempts`, with the wait in
     *     `retryAfterSeconds` and in the `Retry-After` header.
     */
    TooManyAttempts: {
      headers: {
        /** @description Seconds until the account may log in again. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 429,
         *       "error": "too many attempts",
         *       "details": "too many attempts",
         *       "retryAfterSeconds": 900
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /**
     * @description The management API refused the proxy's own token even after a fresh one was fetched:
     *     `Upstream authentication failed`, with a `requestId` that finds the failure in the proxy's
     *     log. Not a 401, since the browser's session is not at fault.
     */
    UpstreamAuthFailure: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 502,
         *       "error": "Upstream authentication failed",
         *       "requestId": "req-4f1c2a9b7e3d5c60"
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
    /**
     * @description Any other failure, such as 500 'OAuth2 failed, cannot retry.' when the proxy cannot get a
     *     management token (docs/rules.md#api-errors), or a failure of the management API passed on
     *     with its status.
     */
    Failure: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "ok": false,
         *       "status": 500,
         *       "error": "OAuth2 failed, cannot retry."
         *     }
         */
        'application/json': components['schemas']['ProxyErrorBody'];
      };
    };
  };
  parameters: {
    /**
     * @description The same key on every retry of one action; the proxy applies the first request and answers
     *     the rest with the first answer. Keys belong to the caller (the signed-in user however often
     *     her token was refreshed). The same key with another request is 422; a retry whose first
     *     answer is no longer kept is 409 with `firstStatus`; a key that is not 1–255 visible ASCII
     *     characters is 400.
     */
    IdempotencyKey: string;
    /** @description The company's id. */
    CompanyId: string;
    /** @description The invitation's id (from the company's invitation list). */
    InvitationId: string;
    /** @description The page, from 1. */
    Page: number;
    /** @description Items per page. */
    PerPage: number;
    /** @description Narrows the list (trimmed; empty lists everything). */
    Search: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type TypedLine = components['schemas']['TypedLine'];
export type TypedLines = components['schemas']['TypedLines'];
export type ProxyEnvelope = components['schemas']['ProxyEnvelope'];
export type ProxyErrorBody = components['schemas']['ProxyErrorBody'];
export type Market = components['schemas']['Market'];
export type StoreGroup = components['schemas']['StoreGroup'];
export type ShopSettings = components['schemas']['ShopSettings'];
export type ShopConfig = components['schemas']['ShopConfig'];
export type ShopConfigEnvelope = components['schemas']['ShopConfigEnvelope'];
export type LoginInput = components['schemas']['LoginInput'];
export type RefreshTokenInput = components['schemas']['RefreshTokenInput'];
export type UserOrganisation = components['schemas']['UserOrganisation'];
export type SessionUser = components['schemas']['SessionUser'];
export type SessionUserEnvelope = components['schemas']['SessionUserEnvelope'];
export type LoginResult = components['schemas']['LoginResult'];
export type LoginEnvelope = components['schemas']['LoginEnvelope'];
export type RefreshResult = components['schemas']['RefreshResult'];
export type RefreshEnvelope = components['schemas']['RefreshEnvelope'];
export type LogoutResult = components['schemas']['LogoutResult'];
export type LogoutEnvelope = components['schemas']['LogoutEnvelope'];
export type SignupUserPayload = components['schemas']['SignupUserPayload'];
export type SignupUserResult = components['schemas']['SignupUserResult'];
export type SignupUserEnvelope = components['schemas']['SignupUserEnvelope'];
export type SignupAddress = components['schemas']['SignupAddress'];
export type CompanyDetails = components['schemas']['CompanyDetails'];
export type SignupOrganisationPayload = components['schemas']['SignupOrganisationPayload'];
export type SignedUpCompany = components['schemas']['SignedUpCompany'];
export type OrganisationSignupResult = components['schemas']['OrganisationSignupResult'];
export type OrganisationSignupEnvelope = components['schemas']['OrganisationSignupEnvelope'];
export type EmailInput = components['schemas']['EmailInput'];
export type TokenInput = components['schemas']['TokenInput'];
export type ResetPasswordInput = components['schemas']['ResetPasswordInput'];
export type ProfileUpdatePayload = components['schemas']['ProfileUpdatePayload'];
export type MessageResult = components['schemas']['MessageResult'];
export type MessageEnvelope = components['schemas']['MessageEnvelope'];
export type ProductsBySkuInput = components['schemas']['ProductsBySkuInput'];
export type SkuProduct = components['schemas']['SkuProduct'];
export type ProductsBySkuResult = components['schemas']['ProductsBySkuResult'];
export type ProductsBySkuEnvelope = components['schemas']['ProductsBySkuEnvelope'];
export type CompanyAddress = components['schemas']['CompanyAddress'];
export type Company = components['schemas']['Company'];
export type CompanyListQuery = components['schemas']['CompanyListQuery'];
export type CompanyPage = components['schemas']['CompanyPage'];
export type CompanyPageEnvelope = components['schemas']['CompanyPageEnvelope'];
export type MyCompanies = components['schemas']['MyCompanies'];
export type MyCompaniesEnvelope = components['schemas']['MyCompaniesEnvelope'];
export type ContactPerson = components['schemas']['ContactPerson'];
export type CompanyContacts = components['schemas']['CompanyContacts'];
export type CompanyContactsEnvelope = components['schemas']['CompanyContactsEnvelope'];
export type CompanyAddressInput = components['schemas']['CompanyAddressInput'];
export type CompanyUpdateInput = components['schemas']['CompanyUpdateInput'];
export type CompanyUpdated = components['schemas']['CompanyUpdated'];
export type CompanyUpdatedEnvelope = components['schemas']['CompanyUpdatedEnvelope'];
export type OrganisationUser = components['schemas']['OrganisationUser'];
export type OrganisationUserQuery = components['schemas']['OrganisationUserQuery'];
export type OrganisationUserPage = components['schemas']['OrganisationUserPage'];
export type OrganisationUserPageEnvelope = components['schemas']['OrganisationUserPageEnvelope'];
export type OrganisationUserError = components['schemas']['OrganisationUserError'];
export type OrganisationUserRefusal = components['schemas']['OrganisationUserRefusal'];
export type UserRemoved = components['schemas']['UserRemoved'];
export type UserRemovedEnvelope = components['schemas']['UserRemovedEnvelope'];
export type OrganisationUserInput = components['schemas']['OrganisationUserInput'];
export type UserInvited = components['schemas']['UserInvited'];
export type UserInvitedEnvelope = components['schemas']['UserInvitedEnvelope'];
export type CompanyInvitation = components['schemas']['CompanyInvitation'];
export type CompanyInvitationEnvelope = components['schemas']['CompanyInvitationEnvelope'];
export type CompanyInvitationList = components['schemas']['CompanyInvitationList'];
export type CompanyInvitationListEnvelope = components['schemas']['CompanyInvitationListEnvelope'];
export type InvitationWithdrawn = components['schemas']['InvitationWithdrawn'];
export type InvitationWithdrawnEnvelope = components['schemas']['InvitationWithdrawnEnvelope'];
export type InvitationLevel = components['schemas']['InvitationLevel'];
export type Invitation = components['schemas']['Invitation'];
export type InvitationEnvelope = components['schemas']['InvitationEnvelope'];
export type InvitationAcceptInput = components['schemas']['InvitationAcceptInput'];
export type InvitationAccepted = components['schemas']['InvitationAccepted'];
export type InvitationAcceptedEnvelope = components['schemas']['InvitationAcceptedEnvelope'];
export type InvitationDeclined = components['schemas']['InvitationDeclined'];
export type InvitationDeclinedEnvelope = components['schemas']['InvitationDeclinedEnvelope'];
export type CompanyMediaDeleted = components['schemas']['CompanyMediaDeleted'];
export type CompanyMediaDeletedEnvelope = components['schemas']['CompanyMediaDeletedEnvelope'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseEmailNotFound = components['responses']['EmailNotFound'];
export type ResponseLinkNotFound = components['responses']['LinkNotFound'];
export type ResponseLinkExpired = components['responses']['LinkExpired'];
export type ResponseInvitationNotFound = components['responses']['InvitationNotFound'];
export type ResponseInvitationAnswered = components['responses']['InvitationAnswered'];
export type ResponseInvitationExpired = components['responses']['InvitationExpired'];
export type ResponseInvitationWithdrawn = components['responses']['InvitationWithdrawn'];
export type ResponseCompanyNotFound = components['responses']['CompanyNotFound'];
export type ResponseMayNotManageUsers = components['responses']['MayNotManageUsers'];
export type ResponseMayNotManageFiles = components['responses']['MayNotManageFiles'];
export type ResponseFileNotFound = components['responses']['FileNotFound'];
export type ResponseIdempotentAnswerGone = components['responses']['IdempotentAnswerGone'];
export type ResponseIdempotencyKeyReused = components['responses']['IdempotencyKeyReused'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseTooManyAttempts = components['responses']['TooManyAttempts'];
export type ResponseUpstreamAuthFailure = components['responses']['UpstreamAuthFailure'];
export type ResponseFailure = components['responses']['Failure'];
export type ParameterIdempotencyKey = components['parameters']['IdempotencyKey'];
export type ParameterCompanyId = components['parameters']['CompanyId'];
export type ParameterInvitationId = components['parameters']['InvitationId'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterPerPage = components['parameters']['PerPage'];
export type ParameterSearch = components['parameters']['Search'];
export type $defs = Record<string, never>;
export interface operations {
  getSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The shop configuration. */
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
           *         "settings": {
           *           "organisationSignupEnabled": true,
           *           "loginButtonEnabled": true,
           *           "createAccountEnabled": true,
           *           "forgotPasswordEnabled": true,
           *           "giftCardEnabled": true,
           *           "allowEmailNotifications": true,
           *           "allowSmsNotifications": true,
           *           "allowPostalNotifications": true,
           *           "orderDecisions": "true"
           *         },
           *         "markets": [
           *           {
           *             "id": "se",
           *             "name": "Sverige",
           *             "country": "SE",
           *             "language": "sv",
           *             "currency": "SEK",
           *             "productUrlPrefix": "produkt",
           *             "engageLocale": "sv-SE"
           *           },
           *           {
           *             "id": "no",
           *             "name": "Norge",
           *             "country": "NO",
           *             "language": "en",
           *             "currency": "NOK",
           *             "productUrlPrefix": "product",
           *             "engageLocale": "en-NO"
           *           }
           *         ],
           *         "storeGroups": [
           *           {
           *             "id": "sg-default",
           *             "slug": "default",
           *             "name": "Default",
           *             "pricesIncludeTax": true
           *           },
           *           {
           *             "id": "sg-business",
           *             "slug": "business",
           *             "name": "Business",
           *             "pricesIncludeTax": false
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['ShopConfigEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      502: components['responses']['UpstreamAuthFailure'];
      default: components['responses']['Failure'];
    };
  };
  login: {
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
         *       "email": "anna.andersson@example.se",
         *       "password": "Demo-password-1"
         *     }
         */
        'application/json': components['schemas']['LoginInput'];
      };
    };
    responses: {
      /** @description Logged in. */
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
           *         "access_token": "wfGmoHKZ64RUCfBS5ZTUY-pNvpmO9sBP",
           *         "refresh_token": "tDklEtvM6uhjYOPguornOg13KmLIKBck",
           *         "details": "Login successful",
           *         "user": {
           *           "id": "user-maria",
           *           "email": "maria.admin@example.se",
           *           "first_name": "Maria",
           *           "last_name": "Admin",
           *           "phone_number": "+46702223344",
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
           *               "level": "admin",
           *               "files": []
           *             }
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['LoginEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      /** @description The password is wrong: `invalid password`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 401,
           *       "error": "invalid password",
           *       "details": "invalid password"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      /** @description The account may not log in yet: `email not verified` or `user is in pending state`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 403,
           *       "error": "email not verified",
           *       "details": "email not verified"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      /** @description No account has that e-mail: `user not found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 404,
           *       "error": "user not found",
           *       "details": "user not found"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyAttempts'];
      502: components['responses']['UpstreamAuthFailure'];
      default: components['responses']['Failure'];
    };
  };
  refreshToken: {
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
         *       "refresh_token": "tDklEtvM6uhjYOPguornOg13KmLIKBck"
         *     }
         */
        'application/json': components['schemas']['RefreshTokenInput'];
      };
    };
    responses: {
      /** @description A fresh access token. */
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
           *         "access_token": "3vQm0cLrY2nq8Tt7J1dXbE5wKf9uHs4A"
           *       }
           *     }
           */
          'application/json': components['schemas']['RefreshEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      /** @description The refresh token is unknown, revoked or expired: `invalid refresh token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 401,
           *       "error": "invalid refresh token"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user. */
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
           *         "id": "user-anna",
           *         "email": "anna.andersson@example.se",
           *         "first_name": "Anna",
           *         "last_name": "Andersson",
           *         "phone_number": "+46701112233",
           *         "store_group": "default",
           *         "store_group_id": "sg-default",
           *         "market": "se",
           *         "language": "SV",
           *         "address": {
           *           "street": "Drottninggatan 12",
           *           "zip_code": "11151",
           *           "city": "Stockholm"
           *         },
           *         "communication_preferences": {
           *           "allow_email": true,
           *           "allow_sms": false,
           *           "allow_postal": false
           *         },
           *         "is_super_admin": false,
           *         "organisations": []
           *       }
           *     }
           */
          'application/json': components['schemas']['SessionUserEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      502: components['responses']['UpstreamAuthFailure'];
      default: components['responses']['Failure'];
    };
  };
  logout: {
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
         *       "refresh_token": "tDklEtvM6uhjYOPguornOg13KmLIKBck"
         *     }
         */
        'application/json': components['schemas']['RefreshTokenInput'];
      };
    };
    responses: {
      /** @description Logged out. */
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
           *         "message": "logged out"
           *       }
           *     }
           */
          'application/json': components['schemas']['LogoutEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  signup: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the proxy applies the first request and answers
         *     the rest with the first answer. Keys belong to the caller (the signed-in user however often
         *     her token was refreshed). The same key with another request is 422; a retry whose first
         *     answer is no longer kept is 409 with `firstStatus`; a key that is not 1–255 visible ASCII
         *     characters is 400.
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
         *       "first_name": "Greta",
         *       "last_name": "Garbo",
         *       "email": "greta.garbo@example.se",
         *       "password": "Valid-password-7",
         *       "phone_number": "+46701234000",
         *       "language": "SV",
         *       "country_code": "SE",
         *       "country": "SE",
         *       "market": "se",
         *       "store_group": "default",
         *       "role": "customer",
         *       "allow_email_notifications": true,
         *       "allow_phone_notifications": false,
         *       "allow_postal_notifications": false,
         *       "status": "active",
         *       "privacy": true
         *     }
         */
        'application/json': components['schemas']['SignupUserPayload'];
      };
    };
    responses: {
      /** @description An unfinished organisation sign-up picked up again (`details` 'Signup resumed'). */
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
           *         "id": "user-837226f66464499a",
           *         "details": "Signup resumed",
           *         "signup_token": "kP2oZ8mR1tXw4yVb7nQe0sLd9fGh3jUa"
           *       }
           *     }
           */
          'application/json': components['schemas']['SignupUserEnvelope'];
        };
      };
      /** @description The account was created (`details` 'User created'). */
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
           *         "id": "user-837226f66464499a",
           *         "details": "User created",
           *         "signup_token": "WHn27UEBQofxVNU0_7xWTqwHHPGnxlbV"
           *       }
           *     }
           */
          'application/json': components['schemas']['SignupUserEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      /**
       * @description The address has an account: `user already exists` (verified) or `email not verified`
       *     (the app then asks for a new verification link). Also a retry whose first answer is no
       *     longer kept.
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
           *       "error": "user already exists",
           *       "details": "user already exists"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  signupOrganisation: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the proxy applies the first request and answers
         *     the rest with the first answer. Keys belong to the caller (the signed-in user however often
         *     her token was refreshed). The same key with another request is 422; a retry whose first
         *     answer is no longer kept is 409 with `firstStatus`; a key that is not 1–255 visible ASCII
         *     characters is 400.
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
         *       "name": "Garbo Film AB",
         *       "organisation_number": "5569876543",
         *       "tax_id_vat_number": "SE556987654301",
         *       "contact_name": "Greta Garbo",
         *       "email": "info@garbofilm.se",
         *       "invoice_email": "faktura@garbofilm.se",
         *       "phone": "+4640123456",
         *       "external_ref": "GF-1",
         *       "attribute_ids": [
         *         "attr-print"
         *       ],
         *       "credit_check": false,
         *       "custom_fields": {},
         *       "billing_address": [
         *         {
         *           "company_name": "Garbo Film AB",
         *           "street_address": "Verkstadsgatan 3",
         *           "postal_code": "21119",
         *           "city": "Malmö",
         *           "country": "SE",
         *           "is_default": true
         *         }
         *       ],
         *       "shipping_address": [
         *         {
         *           "company_name": "Garbo Film AB",
         *           "street_address": "Verkstadsgatan 3",
         *           "postal_code": "21119",
         *           "city": "Malmö",
         *           "country": "SE",
         *           "is_default": true,
         *           "shipping_type": "standard"
         *         }
         *       ],
         *       "user_id": "user-837226f66464499a",
         *       "signup_token": "WHn27UEBQofxVNU0_7xWTqwHHPGnxlbV",
         *       "status": "active"
         *     }
         */
        'application/json': components['schemas']['SignupOrganisationPayload'];
      };
    };
    responses: {
      /** @description The company was created (`details` 'Company created'). */
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
           *         "details": "Company created",
           *         "company": {
           *           "id": "company-5c1f0a9e2b7d4c31",
           *           "name": "Garbo Film AB",
           *           "email": "info@garbofilm.se",
           *           "invoice_email": "faktura@garbofilm.se",
           *           "phone": "+4640123456",
           *           "organisation_number": "5569876543",
           *           "credit_check": false,
           *           "contact_name": "Greta Garbo",
           *           "tax_id_vat_number": "SE556987654301",
           *           "external_ref": "GF-1",
           *           "custom_fields": {},
           *           "store_groups": [
           *             "business"
           *           ],
           *           "status": "active",
           *           "billing_address": [
           *             {
           *               "id": "addr-0d3e5f7a9b1c2d4e",
           *               "company_id": "company-5c1f0a9e2b7d4c31",
           *               "name": "",
           *               "company_name": "Garbo Film AB",
           *               "street_address": "Verkstadsgatan 3",
           *               "co_address": "",
           *               "city": "Malmö",
           *               "state_province": "",
           *               "house_number": "",
           *               "postal_code": "21119",
           *               "country": "SE",
           *               "phone": "+4640123456",
           *               "is_default": true,
           *               "shipping_type": "standard",
           *               "created_at": "2026-03-02T10:15:00.000Z",
           *               "updated_at": "2026-03-02T10:15:00.000Z"
           *             }
           *           ],
           *           "shipping_address": [
           *             {
           *               "id": "addr-6a8b0c2d4e6f8a0b",
           *               "company_id": "company-5c1f0a9e2b7d4c31",
           *               "name": "",
           *               "company_name": "Garbo Film AB",
           *               "street_address": "Verkstadsgatan 3",
           *               "co_address": "",
           *               "city": "Malmö",
           *               "state_province": "",
           *               "house_number": "",
           *               "postal_code": "21119",
           *               "country": "SE",
           *               "phone": "+4640123456",
           *               "is_default": true,
           *               "shipping_type": "standard",
           *               "created_at": "2026-03-02T10:15:00.000Z",
           *               "updated_at": "2026-03-02T10:15:00.000Z"
           *             }
           *           ],
           *           "files": [],
           *           "attribute_ids": [
           *             "attr-print"
           *           ]
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['OrganisationSignupEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      /** @description No sign-up token was sent: `signup token required`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 401,
           *       "error": "signup token required",
           *       "details": "signup token required"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      /**
       * @description The token is unknown, spent or expired (`invalid signup token`), or `user_id` is not
       *     its user (`user_id is not the user of the signup token`).
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
           *       "error": "invalid signup token",
           *       "details": "invalid signup token"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      /**
       * @description `Company already exists` (organisation numbers compared without dashes), or `user
       *     already belongs to an organisation`; also a retry whose first answer is no longer kept.
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
           *       "error": "Company already exists",
           *       "details": "Company already exists"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  createVerifyLink: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the proxy applies the first request and answers
         *     the rest with the first answer. Keys belong to the caller (the signed-in user however often
         *     her token was refreshed). The same key with another request is 422; a retry whose first
         *     answer is no longer kept is 409 with `firstStatus`; a key that is not 1–255 visible ASCII
         *     characters is 400.
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
         *       "email": "nils.unverified@example.se"
         *     }
         */
        'application/json': components['schemas']['EmailInput'];
      };
    };
    responses: {
      /** @description The link was mailed, or the address is verified already. */
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
           *         "message": "Email verification link created"
           *       }
           *     }
           */
          'application/json': components['schemas']['MessageEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['EmailNotFound'];
      /**
       * @description `organisation signup not completed`: the company of the account's sign-up is still
       *     missing. Also a retry whose first answer is no longer kept.
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
           *       "error": "organisation signup not completed",
           *       "details": "organisation signup not completed"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  verifyEmail: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the proxy applies the first request and answers
         *     the rest with the first answer. Keys belong to the caller (the signed-in user however often
         *     her token was refreshed). The same key with another request is 422; a retry whose first
         *     answer is no longer kept is 409 with `firstStatus`; a key that is not 1–255 visible ASCII
         *     characters is 400.
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
         *       "token": "Yb3kq7Wn0xP2sR5vT8zA1cE4gJ6mL9oQ"
         *     }
         */
        'application/json': components['schemas']['TokenInput'];
      };
    };
    responses: {
      /** @description Verified. */
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
           *         "message": "Email verified"
           *       }
           *     }
           */
          'application/json': components['schemas']['MessageEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['LinkNotFound'];
      409: components['responses']['IdempotentAnswerGone'];
      410: components['responses']['LinkExpired'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  createResetPasswordLink: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the proxy applies the first request and answers
         *     the rest with the first answer. Keys belong to the caller (the signed-in user however often
         *     her token was refreshed). The same key with another request is 422; a retry whose first
         *     answer is no longer kept is 409 with `firstStatus`; a key that is not 1–255 visible ASCII
         *     characters is 400.
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
         *       "email": "anna.andersson@example.se"
         *     }
         */
        'application/json': components['schemas']['EmailInput'];
      };
    };
    responses: {
      /** @description The link was mailed. */
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
           *         "message": "Reset password link created"
           *       }
           *     }
           */
          'application/json': components['schemas']['MessageEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      /** @description The address is not verified: `email not verified`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 403,
           *       "error": "email not verified",
           *       "details": "email not verified"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      404: components['responses']['EmailNotFound'];
      409: components['responses']['IdempotentAnswerGone'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the proxy applies the first request and answers
         *     the rest with the first answer. Keys belong to the caller (the signed-in user however often
         *     her token was refreshed). The same key with another request is 422; a retry whose first
         *     answer is no longer kept is 409 with `firstStatus`; a key that is not 1–255 visible ASCII
         *     characters is 400.
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
         *       "password": "Brand-new-pass-9",
         *       "reset_password_token": "Yb3kq7Wn0xP2sR5vT8zA1cE4gJ6mL9oQ"
         *     }
         */
        'application/json': components['schemas']['ResetPasswordInput'];
      };
    };
    responses: {
      /** @description The password was changed. */
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
           *         "message": "Password updated",
           *         "details": "Password updated"
           *       }
           *     }
           */
          'application/json': components['schemas']['MessageEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['LinkNotFound'];
      409: components['responses']['IdempotentAnswerGone'];
      410: components['responses']['LinkExpired'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  updateUser: {
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
         *       "store_group": "default",
         *       "language": "SV",
         *       "market": "se",
         *       "country_code": "SE",
         *       "email": "anna.andersson@example.se",
         *       "city": "Stockholm",
         *       "first_name": "Anna",
         *       "last_name": "Andersson",
         *       "phone_number": "+46701112233",
         *       "postal_code": "11151",
         *       "street": "Drottninggatan 12",
         *       "allow_email_notifications": true,
         *       "allow_phone_notifications": false,
         *       "allow_postal_notifications": false
         *     }
         */
        'application/json': components['schemas']['ProfileUpdatePayload'];
      };
    };
    responses: {
      /** @description The updated user. */
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
           *         "id": "user-anna",
           *         "email": "anna.andersson@example.se",
           *         "first_name": "Anna",
           *         "last_name": "Andersson",
           *         "phone_number": "+46701112233",
           *         "store_group": "default",
           *         "store_group_id": "sg-default",
           *         "market": "se",
           *         "language": "SV",
           *         "address": {
           *           "street": "Drottninggatan 12",
           *           "zip_code": "11151",
           *           "city": "Stockholm"
           *         },
           *         "communication_preferences": {
           *           "allow_email": true,
           *           "allow_sms": false,
           *           "allow_postal": false
           *         },
           *         "is_super_admin": false,
           *         "organisations": []
           *       }
           *     }
           */
          'application/json': components['schemas']['SessionUserEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the proxy applies the first request and answers
         *     the rest with the first answer. Keys belong to the caller (the signed-in user however often
         *     her token was refreshed). The same key with another request is 422; a retry whose first
         *     answer is no longer kept is 409 with `firstStatus`; a key that is not 1–255 visible ASCII
         *     characters is 400.
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account is gone. */
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
           *         "message": "user deleted"
           *       }
           *     }
           */
          'application/json': components['schemas']['MessageEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['IdempotentAnswerGone'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  getInvitation: {
    parameters: {
      query: {
        /** @description The token of the mailed link (`/invitation/?token=…`). */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invitation. */
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
           *         "company_name": "Nordic Print AB",
           *         "email": "anna.andersson@example.se",
           *         "first_name": "Anna",
           *         "last_name": "Andersson",
           *         "level": "default",
           *         "account_exists": true,
           *         "expires_at": "2026-03-09T10:15:00.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['InvitationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['InvitationNotFound'];
      409: components['responses']['InvitationAnswered'];
      410: components['responses']['InvitationExpired'];
      default: components['responses']['Failure'];
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the proxy applies the first request and answers
         *     the rest with the first answer. Keys belong to the caller (the signed-in user however often
         *     her token was refreshed). The same key with another request is 422; a retry whose first
         *     answer is no longer kept is 409 with `firstStatus`; a key that is not 1–255 visible ASCII
         *     characters is 400.
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
         *       "token": "Qm8rT2vX5zB7dF0hK3nP6sW9yC1eG4jL"
         *     }
         */
        'application/json': components['schemas']['InvitationAcceptInput'];
      };
    };
    responses: {
      /** @description The signed-in account joined (`details` 'Invitation accepted'). */
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
           *         "company_id": "company-nordic-print",
           *         "details": "Invitation accepted"
           *       }
           *     }
           */
          'application/json': components['schemas']['InvitationAcceptedEnvelope'];
        };
      };
      /** @description A new account was made and joined (`details` 'Account created'). */
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
           *         "company_id": "company-nordic-print",
           *         "details": "Account created"
           *       }
           *     }
           */
          'application/json': components['schemas']['InvitationAcceptedEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      /**
       * @description The address has an account and no one is signed in (`login required`), or the access
       *     token sent is unknown or expired (`Unauthorized`).
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 401,
           *       "error": "login required",
           *       "details": "login required"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      /** @description Signed in as another account than the invited address: `invitation is for another account`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 403,
           *       "error": "invitation is for another account",
           *       "details": "invitation is for another account"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      404: components['responses']['InvitationNotFound'];
      /**
       * @description `invitation already answered`, or `user already exists` when the address got an
       *     account while the password was being set; also a retry whose first answer is no longer
       *     kept.
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
           *       "error": "invitation already answered",
           *       "details": "invitation already answered"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      410: components['responses']['InvitationExpired'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  declineInvitation: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the proxy applies the first request and answers
         *     the rest with the first answer. Keys belong to the caller (the signed-in user however often
         *     her token was refreshed). The same key with another request is 422; a retry whose first
         *     answer is no longer kept is 409 with `firstStatus`; a key that is not 1–255 visible ASCII
         *     characters is 400.
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
         *       "token": "Qm8rT2vX5zB7dF0hK3nP6sW9yC1eG4jL"
         *     }
         */
        'application/json': components['schemas']['TokenInput'];
      };
    };
    responses: {
      /** @description Declined. */
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
           *         "details": "Invitation declined"
           *       }
           *     }
           */
          'application/json': components['schemas']['InvitationDeclinedEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['InvitationNotFound'];
      409: components['responses']['InvitationAnswered'];
      410: components['responses']['InvitationExpired'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  getProductsBySku: {
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
         *       "storeGroupSlug": "default",
         *       "market": "se",
         *       "language": "sv",
         *       "skuQuery": "PF-1001,PF-1002&color=Blue",
         *       "isMultiple": true,
         *       "page": 1
         *     }
         */
        'application/json': components['schemas']['ProductsBySkuInput'];
      };
    };
    responses: {
      /** @description One page of the products found. */
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
           *         "data": [
           *           {
           *             "id": "pp-classic-tee",
           *             "product_number": "PF-1001",
           *             "color_variant": null,
           *             "color_key": null,
           *             "color_name": null,
           *             "name": "Classic Tee",
           *             "slug": "klassisk-t-shirt",
           *             "imageUrl": "/mock-assets/products/classic-tee-blue.svg",
           *             "productVariantId": "TEE-BLUE-S",
           *             "price": {
           *               "basePriceAmount": 29900,
           *               "salePriceAmount": 23900,
           *               "currencyCode": "SEK"
           *             },
           *             "inStock": true
           *           }
           *         ],
           *         "total": 1,
           *         "total_pages": 1,
           *         "page": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['ProductsBySkuEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  listCompanies: {
    parameters: {
      query?: {
        /** @description The page, from 1. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        per_page?: components['parameters']['PerPage'];
        /** @description Narrows the list (trimmed; empty lists everything). */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of companies. */
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
           *         "companies": [
           *           {
           *             "id": "company-nordic-print",
           *             "name": "Nordic Print AB",
           *             "email": "info@nordicprint.se",
           *             "invoice_email": "faktura@nordicprint.se",
           *             "phone": "+4631123456",
           *             "organisation_number": "556123-4567",
           *             "credit_check": true,
           *             "contact_name": "Maria Admin",
           *             "tax_id_vat_number": "SE556123456701",
           *             "external_ref": "NP-1001",
           *             "custom_fields": {},
           *             "store_groups": [
           *               "business"
           *             ],
           *             "status": "active",
           *             "billing_address": [
           *               {
           *                 "id": "addr-np-billing-1",
           *                 "company_id": "company-nordic-print",
           *                 "name": "Huvudkontor",
           *                 "company_name": "Nordic Print AB",
           *                 "street_address": "Tryckerigatan",
           *                 "co_address": "",
           *                 "city": "Göteborg",
           *                 "state_province": "",
           *                 "house_number": "4",
           *                 "postal_code": "41104",
           *                 "country": "SE",
           *                 "phone": "+4631123456",
           *                 "is_default": true,
           *                 "shipping_type": "standard",
           *                 "created_at": "2024-01-15T09:00:00.000Z",
           *                 "updated_at": "2024-01-15T09:00:00.000Z"
           *               }
           *             ],
           *             "shipping_address": [
           *               {
           *                 "id": "addr-np-shipping-1",
           *                 "company_id": "company-nordic-print",
           *                 "name": "Lager Göteborg",
           *                 "company_name": "Nordic Print AB",
           *                 "street_address": "Hamngatan",
           *                 "co_address": "",
           *                 "city": "Göteborg",
           *                 "state_province": "Västra Götalands län",
           *                 "house_number": "18",
           *                 "postal_code": "41106",
           *                 "country": "SE",
           *                 "phone": "+4631123456",
           *                 "is_default": true,
           *                 "shipping_type": "standard",
           *                 "created_at": "2024-01-15T09:00:00.000Z",
           *                 "updated_at": "2024-01-15T09:00:00.000Z"
           *               }
           *             ],
           *             "files": []
           *           }
           *         ],
           *         "page": 1,
           *         "total": 1,
           *         "total_pages": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['CompanyPageEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description Not a super admin: `Forbidden`, with `details`. */
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
           *       "details": "only super admins list every company"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  myCompanies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's companies. */
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
           *         "companies": [
           *           {
           *             "id": "company-nordic-print",
           *             "name": "Nordic Print AB",
           *             "email": "info@nordicprint.se",
           *             "invoice_email": "faktura@nordicprint.se",
           *             "phone": "+4631123456",
           *             "organisation_number": "556123-4567",
           *             "credit_check": true,
           *             "contact_name": "Maria Admin",
           *             "tax_id_vat_number": "SE556123456701",
           *             "external_ref": "NP-1001",
           *             "custom_fields": {},
           *             "store_groups": [
           *               "business"
           *             ],
           *             "status": "active",
           *             "billing_address": [],
           *             "shipping_address": [],
           *             "files": []
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['MyCompaniesEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      default: components['responses']['Failure'];
    };
  };
  companyContacts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The company's id. */
        id: components['parameters']['CompanyId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The contact persons. */
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
           *         "contacts": [
           *           {
           *             "id": "user-maria",
           *             "first_name": "Maria",
           *             "last_name": "Admin",
           *             "email": "maria.admin@example.se",
           *             "phone_number": "+46702223344",
           *             "role": "customer"
           *           },
           *           {
           *             "id": "user-sara",
           *             "first_name": "Sara",
           *             "last_name": "Agent",
           *             "email": "sara.agent@example.se",
           *             "phone_number": "+46704445566",
           *             "role": "agent"
           *           },
           *           {
           *             "id": "user-erik",
           *             "first_name": "Erik",
           *             "last_name": "Buyer",
           *             "email": "erik.buyer@example.se",
           *             "phone_number": "+46703334455",
           *             "role": "customer"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['CompanyContactsEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description Not an agent of the company nor a super admin: `Forbidden`, with `details`. */
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
           *       "details": "only the company's agents and super admins choose a contact person"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      404: components['responses']['CompanyNotFound'];
      default: components['responses']['Failure'];
    };
  };
  updateCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The company's id. */
        id: components['parameters']['CompanyId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "contact_name": "Maria Admin",
         *       "email": "info@nordicprint.se",
         *       "invoice_email": "faktura@nordicprint.se",
         *       "phone": "+4631123456",
         *       "external_ref": "NP-1001",
         *       "billing_address": [
         *         {
         *           "id": "addr-np-billing-1",
         *           "name": "Huvudkontor",
         *           "company_name": "Nordic Print AB",
         *           "street_address": "Tryckerigatan",
         *           "co_address": "",
         *           "city": "Göteborg",
         *           "state_province": "",
         *           "house_number": "4",
         *           "postal_code": "41104",
         *           "country": "SE",
         *           "phone": "+4631123456",
         *           "is_default": true,
         *           "shipping_type": "standard"
         *         }
         *       ],
         *       "shipping_address": [
         *         {
         *           "id": "addr-np-shipping-1",
         *           "name": "Lager Göteborg",
         *           "company_name": "Nordic Print AB",
         *           "street_address": "Hamngatan",
         *           "co_address": "",
         *           "city": "Göteborg",
         *           "state_province": "Västra Götalands län",
         *           "house_number": "18",
         *           "postal_code": "41106",
         *           "country": "SE",
         *           "phone": "+4631123456",
         *           "is_default": true,
         *           "shipping_type": "standard"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['CompanyUpdateInput'];
      };
    };
    responses: {
      /** @description The updated company. */
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
           *         "company": {
           *           "id": "company-nordic-print",
           *           "name": "Nordic Print AB",
           *           "email": "info@nordicprint.se",
           *           "invoice_email": "faktura@nordicprint.se",
           *           "phone": "+4631123456",
           *           "organisation_number": "556123-4567",
           *           "credit_check": true,
           *           "contact_name": "Maria Admin",
           *           "tax_id_vat_number": "SE556123456701",
           *           "external_ref": "NP-1001",
           *           "custom_fields": {},
           *           "store_groups": [
           *             "business"
           *           ],
           *           "status": "active",
           *           "billing_address": [
           *             {
           *               "id": "addr-np-billing-1",
           *               "company_id": "company-nordic-print",
           *               "name": "Huvudkontor",
           *               "company_name": "Nordic Print AB",
           *               "street_address": "Tryckerigatan",
           *               "co_address": "",
           *               "city": "Göteborg",
           *               "state_province": "",
           *               "house_number": "4",
           *               "postal_code": "41104",
           *               "country": "SE",
           *               "phone": "+4631123456",
           *               "is_default": true,
           *               "shipping_type": "standard",
           *               "created_at": "2024-01-15T09:00:00.000Z",
           *               "updated_at": "2024-01-15T09:00:00.000Z"
           *             }
           *           ],
           *           "shipping_address": [
           *             {
           *               "id": "addr-np-shipping-1",
           *               "company_id": "company-nordic-print",
           *               "name": "Lager Göteborg",
           *               "company_name": "Nordic Print AB",
           *               "street_address": "Hamngatan",
           *               "co_address": "",
           *               "city": "Göteborg",
           *               "state_province": "Västra Götalands län",
           *               "house_number": "18",
           *               "postal_code": "41106",
           *               "country": "SE",
           *               "phone": "+4631123456",
           *               "is_default": true,
           *               "shipping_type": "standard",
           *               "created_at": "2024-01-15T09:00:00.000Z",
           *               "updated_at": "2024-01-15T09:00:00.000Z"
           *             }
           *           ],
           *           "files": []
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['CompanyUpdatedEnvelope'];
        };
      };
      /** @description The body was refused: `error` has the form's messages, `errors` each problem as `path: message`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 400,
           *       "error": "Contact name must be at least 2 characters",
           *       "errors": [
           *         "contact_name: Contact name must be at least 2 characters"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      401: components['responses']['Unauthorized'];
      /**
       * @description Not an admin of the company, or no company has that id (refused before the lookup, so
       *     the answer tells nothing of which companies exist): `Forbidden`, with `details`.
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
           *       "details": "only the company's admins may change its information"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  organisationUsers: {
    parameters: {
      query?: {
        /** @description The page, from 1. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        per_page?: components['parameters']['PerPage'];
        /** @description Narrows the list (trimmed; empty lists everything). */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path: {
        /** @description The company's id. */
        id: components['parameters']['CompanyId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of users. */
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
           *         "items": [
           *           {
           *             "id": "user-maria",
           *             "first_name": "Maria",
           *             "last_name": "Admin",
           *             "email": "maria.admin@example.se",
           *             "market": "se",
           *             "email_verified": true,
           *             "role": "customer",
           *             "organisations": [
           *               {
           *                 "id": "company-nordic-print",
           *                 "role": "customer",
           *                 "level": "admin"
           *               }
           *             ]
           *           },
           *           {
           *             "id": "user-erik",
           *             "first_name": "Erik",
           *             "last_name": "Buyer",
           *             "email": "erik.buyer@example.se",
           *             "market": "se",
           *             "email_verified": true,
           *             "role": "customer",
           *             "organisations": [
           *               {
           *                 "id": "company-nordic-print",
           *                 "role": "customer",
           *                 "level": "default"
           *               }
           *             ]
           *           }
           *         ],
           *         "page": 1,
           *         "total_items": 13,
           *         "total_pages": 7
           *       }
           *     }
           */
          'application/json': components['schemas']['OrganisationUserPageEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description Not an admin of the company nor a super admin: `message` 'Unauthorized' with `details`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 403,
           *       "error": "Unauthorized",
           *       "message": "Unauthorized",
           *       "details": [
           *         "only the company's admins and super admins manage its users"
           *       ]
           *     }
           */
          'application/json': components['schemas']['OrganisationUserRefusal'];
        };
      };
      404: components['responses']['CompanyNotFound'];
      default: components['responses']['Failure'];
    };
  };
  inviteUser: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the proxy applies the first request and answers
         *     the rest with the first answer. Keys belong to the caller (the signed-in user however often
         *     her token was refreshed). The same key with another request is 422; a retry whose first
         *     answer is no longer kept is 409 with `firstStatus`; a key that is not 1–255 visible ASCII
         *     characters is 400.
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description The company's id. */
        id: components['parameters']['CompanyId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "first_name": "Greta",
         *       "last_name": "Gustafsson",
         *       "email": "greta@nordicprint.se",
         *       "level": "default"
         *     }
         */
        'application/json': components['schemas']['OrganisationUserInput'];
      };
    };
    responses: {
      /** @description The invitation was sent (`details` 'User invited'); `id` is the invitation's. */
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
           *         "id": "invitation-7f36660026889316",
           *         "details": "User invited"
           *       }
           *     }
           */
          'application/json': components['schemas']['UserInvitedEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['MayNotManageUsers'];
      404: components['responses']['CompanyNotFound'];
      /**
       * @description `user already in company`, or the company's 100 open invitations are reached; also a
       *     retry whose first answer is no longer kept.
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
           *       "error": "user already in company",
           *       "details": "user already in company"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  removeUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The company's id. */
        id: components['parameters']['CompanyId'];
        /** @description The user to take out. */
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
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
           *         "success": true
           *       }
           *     }
           */
          'application/json': components['schemas']['UserRemovedEnvelope'];
        };
      };
      /** @description `You cannot remove yourself` (with `message`), or a bad path. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 400,
           *       "error": "You cannot remove yourself",
           *       "message": "You cannot remove yourself"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['MayNotManageUsers'];
      /** @description `user not found in company`, or `company not found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 404,
           *       "error": "user not found in company",
           *       "details": "user not found in company"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      /** @description The company's last admin cannot be removed (with `message`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 409,
           *       "error": "A company must keep at least one admin: make another user admin first",
           *       "message": "A company must keep at least one admin: make another user admin first"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  companyInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The company's id. */
        id: components['parameters']['CompanyId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The unanswered invitations. */
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
           *         "items": [
           *           {
           *             "id": "invitation-7f36660026889316",
           *             "email": "greta@nordicprint.se",
           *             "first_name": "Greta",
           *             "last_name": "Gustafsson",
           *             "level": "default",
           *             "sent_at": "2026-03-02T10:15:00.000Z",
           *             "expires_at": "2026-03-09T10:15:00.000Z",
           *             "expired": false
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['CompanyInvitationListEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description Not an admin of the company nor a super admin: `message` 'Unauthorized' with `details`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 403,
           *       "error": "Unauthorized",
           *       "message": "Unauthorized",
           *       "details": [
           *         "only the company's admins and super admins manage its users"
           *       ]
           *     }
           */
          'application/json': components['schemas']['OrganisationUserRefusal'];
        };
      };
      404: components['responses']['CompanyNotFound'];
      default: components['responses']['Failure'];
    };
  };
  withdrawInvitation: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the proxy applies the first request and answers
         *     the rest with the first answer. Keys belong to the caller (the signed-in user however often
         *     her token was refreshed). The same key with another request is 422; a retry whose first
         *     answer is no longer kept is 409 with `firstStatus`; a key that is not 1–255 visible ASCII
         *     characters is 400.
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description The company's id. */
        id: components['parameters']['CompanyId'];
        /** @description The invitation's id (from the company's invitation list). */
        invitationId: components['parameters']['InvitationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Withdrawn (`details` 'Invitation withdrawn'). */
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
           *         "id": "invitation-7f36660026889316",
           *         "details": "Invitation withdrawn"
           *       }
           *     }
           */
          'application/json': components['schemas']['InvitationWithdrawnEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['MayNotManageUsers'];
      /** @description `invitation not found` (none of the company has that id), or `company not found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 404,
           *       "error": "invitation not found",
           *       "details": "invitation not found"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      409: components['responses']['InvitationAnswered'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  resendInvitation: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the proxy applies the first request and answers
         *     the rest with the first answer. Keys belong to the caller (the signed-in user however often
         *     her token was refreshed). The same key with another request is 422; a retry whose first
         *     answer is no longer kept is 409 with `firstStatus`; a key that is not 1–255 visible ASCII
         *     characters is 400.
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description The company's id. */
        id: components['parameters']['CompanyId'];
        /** @description The invitation's id (from the company's invitation list). */
        invitationId: components['parameters']['InvitationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invitation as it is now. */
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
           *         "id": "invitation-7f36660026889316",
           *         "email": "greta@nordicprint.se",
           *         "first_name": "Greta",
           *         "last_name": "Gustafsson",
           *         "level": "default",
           *         "sent_at": "2026-03-02T10:35:00.000Z",
           *         "expires_at": "2026-03-09T10:35:00.000Z",
           *         "expired": false
           *       }
           *     }
           */
          'application/json': components['schemas']['CompanyInvitationEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['MayNotManageUsers'];
      /** @description `invitation not found` (none of the company has that id), or `company not found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ok": false,
           *       "status": 404,
           *       "error": "invitation not found",
           *       "details": "invitation not found"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      /**
       * @description `invitation already answered`, or the company's 100 open invitations are reached; also a
       *     retry whose first answer is no longer kept.
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
           *       "error": "invitation already answered",
           *       "details": "invitation already answered"
           *     }
           */
          'application/json': components['schemas']['ProxyErrorBody'];
        };
      };
      410: components['responses']['InvitationWithdrawn'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['IdempotencyKeyReused'];
      default: components['responses']['Failure'];
    };
  };
  deleteFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The print file's id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file and its previews are gone. */
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
           *         "deleted": [
           *           "file-np-logo-eps",
           *           "file-np-logo-preview"
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['CompanyMediaDeletedEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['MayNotManageFiles'];
      404: components['responses']['FileNotFound'];
      default: components['responses']['Failure'];
    };
  };
  deleteCompanyFile: {
    parameters: {
      query: {
        /** @description The print file's id. */
        fileId: string;
        /** @description The company the file belongs to. */
        companyId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file and its previews are gone. */
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
           *         "deleted": [
           *           "file-np-logo-eps",
           *           "file-np-logo-preview"
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['CompanyMediaDeletedEnvelope'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['MayNotManageFiles'];
      404: components['responses']['FileNotFound'];
      default: components['responses']['Failure'];
    };
  };
}
