// Generated from contracts/upload-worker.yaml by `npm run contracts`; edit the contract, not this file.

export type paths = {
  '/eps-convert': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Convert an EPS, PDF or AI file to a PNG preview
     * @description The panel converts each EPS, PDF and AI file here, one at a time, before storing the PNG as
     *     the file's hidden preview (docs/rules.md#print-file-uploads). The answer is a PNG of the
     *     first page (EPS at its bounding box, PDF and AI at their crop box). Any signed-in user may
     *     convert; nothing is stored, so the call is safe to repeat.
     *
     *     What is wrong with the file itself is answered as plain text: 415 not an EPS, PostScript,
     *     PDF or AI file by its name; 422 a content that is not what the name says, or that cannot be
     *     converted (unreadable, or too long at work); 413 larger than 50 MB; 400 empty. What is
     *     wrong with the request (no user, not a form, no single `file`, too large a body,
     *     conversions busy) is `{ error }`.
     */
    post: operations['convertToPng'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/upload/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Store a batch of print files (multipart)
     * @description One batch of the print-file panel's files as multipart/form-data (docs/rules.md#calls):
     *     `companyId`, then per file `files` (the file), `logoType` and `description`. At most 10
     *     files; every file or none is stored. The path ends in `/`; `POST /upload`, without it, is
     *     the JSON upload.
     *
     *     The company's admins and super admins upload. A name may be taken once in a company (a
     *     batch may not repeat one), and a company keeps at most 200 files. Stored links to other
     *     files (`preview_url`) are kept without their signature. Takes effect once per
     *     `Idempotency-Key`.
     */
    post: operations['uploadFiles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a stored file's logo type or description
     * @description Finds the file by company and name and sets its logo type, and its description when one
     *     is sent. The company's admins and super admins change files. The same input gives the same
     *     result, so the call is safe to repeat.
     */
    put: operations['updateFile'];
    /**
     * Store one print file sent as a data URL (JSON)
     * @description One file as a base64 data URL, with its custom fields (docs/rules.md#calls): the panel
     *     stores a conversion's PNG preview (`hide` = `'true'`, `preview_for` = the original's name)
     *     and then the original (`preview_url` = the preview's url) this way. `POST /upload/`, with
     *     the trailing slash, is the multipart batch.
     *
     *     The company's admins and super admins upload. A name may be taken once in a company (a
     *     batch may not repeat one), and a company keeps at most 200 files. Stored links to other
     *     files (`preview_url`) are kept without their signature. Takes effect once per
     *     `Idempotency-Key`.
     */
    post: operations['uploadJson'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The company's files
     * @description Every file of the company in upload order, hidden ones (conversion previews) and proofs
     *     included: the panel decides what to list (docs/rules.md#print-files). The panel reads
     *     `per_page` 200, which is every file a company may keep. Open to the company's members and
     *     super admins.
     */
    get: operations['organisationFiles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/{fileId}/{filename}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A stored file (the signed link the worker hands out)
     * @description What a file's `url` and a preview's `custom_fields.preview_url` point at: the file's bytes,
     *     served as the type its content has. An `<img src>` and a download link send no token, so
     *     the link is the key, like an object store's presigned URL: `expires` and `signature` (an
     *     HMAC over the file's id, name and expiry) must be the ones the worker listed, and the link
     *     works for 8 hours. Without them, with another file's, or once expired, the file is not
     *     served; that is checked before the file is looked up, so a guessed id tells nothing. A
     *     request that also sends a token must be a member's of the file's company (or a super
     *     admin's). A page opened again gets fresh links.
     */
    get: operations['getFile'];
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
    /** @description The worker's error body. */
    WorkerError: {
      error: string;
      /** @description A 429's wait before trying again (also in the Retry-After header). */
      retryAfterSeconds?: number;
      /** @description A retry whose first answer is no longer kept (409) - the status that answer had. */
      firstStatus?: number;
      message?: string;
    };
    /** @description What is wrong with the file to convert, in the panel's words (plain text). */
    ConversionRefusal: string;
    /** @description A stored file's bytes. */
    FileBytes: string;
    /** @enum {string} */
    LogoType: 'primary' | 'secondary' | 'alternative';
    /**
     * @description A file's name: one line of typed text (TypedLine) of at most 150 characters, not blank,
     *     without leading or trailing spaces, `/` or `\`, and not only dots. It is also a path
     *     segment of the file's url.
     */
    Filename: string & components['schemas']['TypedLine'];
    /**
     * @description A file's description: at most 500 characters; typed text of several lines (line breaks and
     *     tabs are kept, other control characters and bidi controls are refused). The panel sends an
     *     empty one.
     */
    Description: string & components['schemas']['TypedLines'];
    CompanyId: string;
    /** @description A company's print file (docs/rules.md#data-shapes). */
    CompanyFile: {
      id: string;
      filename: string;
      /** @description Where the file itself is served - a link signed for 8 hours. */
      url: string;
      /** @description Bytes. */
      size: number;
      description: string;
      logoType: components['schemas']['LogoType'];
      /**
       * @description Text fields kept as the upload sent them (open). `hide` = `'true'` marks a
       *     conversion's preview, `preview_for` names its original; an original's `preview_url`
       *     is its preview's link (signed in every answer).
       */
      custom_fields: {
        preview_url?: string;
        preview_for?: string;
        hide?: string;
      } & {
        [key: string]: string;
      };
      companyId: string;
    };
    /** @description The file to convert, as the multipart field `file`. */
    ConvertForm: {
      /** @description The file; its name must end in .eps, .ps, .pdf or .ai. */
      file: string;
    };
    /**
     * @description The multipart batch: `companyId`, then per file `files` (the file, named), `logoType` and
     *     `description`, in the same order; as many of each of the three as there are files.
     */
    FilesUploadForm: {
      companyId: components['schemas']['CompanyId'];
      files: string[];
      logoType: components['schemas']['LogoType'][];
      description: components['schemas']['Description'][];
    };
    /** @description One file as a base64 data URL (docs/rules.md#print-file-uploads). */
    UploadPayload: {
      filename: components['schemas']['Filename'];
      /** @description The file as a data URL, `data:<type>;base64,<data>`; the file at most 50 MB. */
      base64: string;
      companyId: components['schemas']['CompanyId'];
      logoType: components['schemas']['LogoType'];
      description: components['schemas']['Description'];
      /** @description At most 20 text fields; names at most 100 characters, values at most 2000. */
      custom_fields: {
        [key: string]: string & components['schemas']['TypedLine'];
      };
    };
    /** @description The stored file, its url included. */
    FileUploaded: {
      file: components['schemas']['CompanyFile'];
    };
    /** @description Every file of the batch, as stored. */
    FilesUploaded: {
      files: components['schemas']['CompanyFile'][];
    };
    FileUpdateInput: {
      companyId: components['schemas']['CompanyId'];
      filename: string;
      logoType: components['schemas']['LogoType'];
      description: components['schemas']['Description'];
    };
    /** @description The company and its files, hidden ones included. */
    OrganisationFiles: {
      companies: {
        id: string;
        files: components['schemas']['CompanyFile'][];
      }[];
    };
  };
  responses: {
    /** @description No access token, or one that is unknown or expired. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "Unauthorized"
         *     }
         */
        'application/json': components['schemas']['WorkerError'];
      };
    };
    /** @description She is neither an admin of the company nor a super admin. */
    NotAdmin: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "Endast företagets administratörer får hantera tryckfiler."
         *     }
         */
        'application/json': components['schemas']['WorkerError'];
      };
    };
    /** @description She is neither a member of the company nor a super admin. */
    NotMember: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "Du har inte tillgång till företagets tryckfiler."
         *     }
         */
        'application/json': components['schemas']['WorkerError'];
      };
    };
    /** @description No company with that id (asked by a super admin). */
    CompanyNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "error": "company not found"
         *     }
         */
        'application/json': components['schemas']['WorkerError'];
      };
    };
    /** @description The body is larger than the worker reads (256 KB). */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['WorkerError'];
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
         *       "error": "Idempotency-Key was already used for a different request"
         *     }
         */
        'application/json': components['schemas']['WorkerError'];
      };
    };
    /** @description The worker failed (500) or is unavailable (503). */
    Failure: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['WorkerError'];
      };
    };
  };
  parameters: {
    /**
     * @description The same key on every retry of one action; the worker applies the first request and
     *     answers the rest with the first answer. A key is the caller's: the same key from another
     *     user is another key. The same key with a different request is refused (422).
     */
    IdempotencyKey: string;
    FileId: string;
    Filename: string;
    /** @description When the link stops working, in seconds since 1970 (as the worker listed it). */
    Expires: string;
    /** @description The link's signature (base64url), as the worker listed it. */
    Signature: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type TypedLine = components['schemas']['TypedLine'];
export type TypedLines = components['schemas']['TypedLines'];
export type WorkerError = components['schemas']['WorkerError'];
export type ConversionRefusal = components['schemas']['ConversionRefusal'];
export type FileBytes = components['schemas']['FileBytes'];
export type LogoType = components['schemas']['LogoType'];
export type Filename = components['schemas']['Filename'];
export type Description = components['schemas']['Description'];
export type CompanyId = components['schemas']['CompanyId'];
export type CompanyFile = components['schemas']['CompanyFile'];
export type ConvertForm = components['schemas']['ConvertForm'];
export type FilesUploadForm = components['schemas']['FilesUploadForm'];
export type UploadPayload = components['schemas']['UploadPayload'];
export type FileUploaded = components['schemas']['FileUploaded'];
export type FilesUploaded = components['schemas']['FilesUploaded'];
export type FileUpdateInput = components['schemas']['FileUpdateInput'];
export type OrganisationFiles = components['schemas']['OrganisationFiles'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseNotAdmin = components['responses']['NotAdmin'];
export type ResponseNotMember = components['responses']['NotMember'];
export type ResponseCompanyNotFound = components['responses']['CompanyNotFound'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseKeyReused = components['responses']['KeyReused'];
export type ResponseFailure = components['responses']['Failure'];
export type ParameterIdempotencyKey = components['parameters']['IdempotencyKey'];
export type ParameterFileId = components['parameters']['FileId'];
export type ParameterFilename = components['parameters']['Filename'];
export type ParameterExpires = components['parameters']['Expires'];
export type ParameterSignature = components['parameters']['Signature'];
export type $defs = Record<string, never>;
export interface operations {
  convertToPng: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ConvertForm'];
      };
    };
    responses: {
      /** @description The PNG preview of the file's first page. */
      200: {
        headers: {
          /** @description inline, named after the file with `.png`. */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
        };
      };
      /**
       * @description The body is not multipart/form-data or does not parse, it has not exactly one `file`
       *     that is a file (`{ error }`); or the file is empty or its name is not a single line of
       *     plain text (plain text).
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "file is required, once, as a file"
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
          /** @example Filen "logo.eps" är tom. */
          'text/plain': components['schemas']['ConversionRefusal'];
        };
      };
      401: components['responses']['Unauthorized'];
      /**
       * @description The file is larger than 50 MB (plain text), or the whole body is larger than the
       *     worker reads (`{ error }`).
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /** @example Filen "logo.eps" är för stor. Maximal storlek är 50MB. */
          'text/plain': components['schemas']['ConversionRefusal'];
          'application/json': components['schemas']['WorkerError'];
        };
      };
      /** @description The file's name is not an EPS, PostScript, PDF or AI file. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /** @example Filtypen för "logo.png" stöds inte. Endast EPS, PDF och AI konverteras. */
          'text/plain': components['schemas']['ConversionRefusal'];
        };
      };
      /**
       * @description The content is not the PostScript or PDF its name says, or it cannot be converted
       *     (unreadable, or it took longer than 30 s).
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /** @example Filen "logo.eps" kunde inte konverteras: innehållet är inte den PostScript (EPS) eller PDF som namnet anger. */
          'text/plain': components['schemas']['ConversionRefusal'];
        };
      };
      /**
       * @description The conversions are busy: the caller's company (or, without one, the caller) has its
       *     share in the line already (three files), or the line holds as many companies and
       *     visitors as it takes; try again after `Retry-After` seconds. The line is shared
       *     round-robin, so a caller let in is never held back by another's whole share.
       */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Konverteringen är upptagen. Försök igen om 30 s.",
           *       "retryAfterSeconds": 30
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
  uploadFiles: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the worker applies the first request and
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
        'multipart/form-data': components['schemas']['FilesUploadForm'];
      };
    };
    responses: {
      /** @description Stored, every file of the batch, each with its signed `url`. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FilesUploaded'];
        };
      };
      /**
       * @description A field is missing, of the wrong type or too long: no `companyId`, no file, more than
       *     10 files, a file without its `logoType` and `description`, an unknown `logoType`, a
       *     description of more than 500 characters or with control or bidi characters, a file
       *     name that is not one line of plain text of at most 150 characters without `/` or `\`,
       *     `base64` that is not a base64 data URL, an empty file, `custom_fields` that are not at
       *     most 20 text values; or the body is not the form or JSON it should be; or an
       *     Idempotency-Key that is not 1–255 visible ASCII characters.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Du kan maximalt ladda upp 10 filer."
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['NotAdmin'];
      404: components['responses']['CompanyNotFound'];
      /**
       * @description A name the company has (or one repeated in the batch), the company would hold more
       *     than 200 files or more than 500 MB of files, or the worker's store is full (2 GB over
       *     every company); nothing is stored. Or the Idempotency-Key was used before and its
       *     answer is no longer kept (`firstStatus` is the first answer's).
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Filen \"nordic-print-symbol.svg\" finns redan hos företaget."
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      /** @description A file is larger than 50 MB, or the body larger than the worker reads (70 MB). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Filen \"banner.pdf\" är för stor. Maximal storlek är 50MB."
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      /** @description A file's content is not an accepted type, or not the type its name says. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Filtypen för \"fake.png\" stöds inte."
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      422: components['responses']['KeyReused'];
      default: components['responses']['Failure'];
    };
  };
  updateFile: {
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
         *       "companyId": "company-nordic-print",
         *       "filename": "nordic-print-symbol.svg",
         *       "logoType": "alternative",
         *       "description": "Symbol utan ordmärke"
         *     }
         */
        'application/json': components['schemas']['FileUpdateInput'];
      };
    };
    responses: {
      /** @description The file as it is now, with its signed `url`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "file": {
           *         "id": "file-3e7b2d94c0a1f658",
           *         "filename": "nordic-print-symbol.svg",
           *         "url": "/worker/media/file-3e7b2d94c0a1f658/nordic-print-symbol.svg?expires=1795740754&signature=YoBXBJa5d6SxEuIBvdcsnoPWjelAJzT1rNnZf-9KbwM",
           *         "size": 334,
           *         "description": "Symbol utan ordmärke",
           *         "logoType": "alternative",
           *         "custom_fields": {},
           *         "companyId": "company-nordic-print"
           *       }
           *     }
           */
          'application/json': components['schemas']['FileUploaded'];
        };
      };
      /**
       * @description A field is missing, of the wrong type or too long, an unknown `logoType`, or a
       *     description of more than 500 characters or with control or bidi characters.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "logoType must be one of primary, secondary, alternative"
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['NotAdmin'];
      /** @description No such company, or no file of that name in the company. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Filen \"nope.svg\" finns inte hos företaget."
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      default: components['responses']['Failure'];
    };
  };
  uploadJson: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description The same key on every retry of one action; the worker applies the first request and
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
         *       "filename": "nordic-print-logo-2026-preview.png",
         *       "base64": "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
         *       "companyId": "company-nordic-print",
         *       "logoType": "primary",
         *       "description": "",
         *       "custom_fields": {
         *         "hide": "true",
         *         "preview_for": "nordic-print-logo-2026.eps"
         *       }
         *     }
         */
        'application/json': components['schemas']['UploadPayload'];
      };
    };
    responses: {
      /** @description Stored, with its signed `url`. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "file": {
           *         "id": "file-9b2c7e4f10a3d586",
           *         "filename": "nordic-print-logo-2026-preview.png",
           *         "url": "/worker/media/file-9b2c7e4f10a3d586/nordic-print-logo-2026-preview.png?expires=1795740753&signature=Qm9hcmQtZXhhbXBsZS1zaWduYXR1cmUtbm90LXJlYWw",
           *         "size": 70,
           *         "description": "",
           *         "logoType": "primary",
           *         "custom_fields": {
           *           "hide": "true",
           *           "preview_for": "nordic-print-logo-2026.eps"
           *         },
           *         "companyId": "company-nordic-print"
           *       }
           *     }
           */
          'application/json': components['schemas']['FileUploaded'];
        };
      };
      /**
       * @description A field is missing, of the wrong type or too long: no `companyId`, no file, more than
       *     10 files, a file without its `logoType` and `description`, an unknown `logoType`, a
       *     description of more than 500 characters or with control or bidi characters, a file
       *     name that is not one line of plain text of at most 150 characters without `/` or `\`,
       *     `base64` that is not a base64 data URL, an empty file, `custom_fields` that are not at
       *     most 20 text values; or the body is not the form or JSON it should be; or an
       *     Idempotency-Key that is not 1–255 visible ASCII characters.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Du kan maximalt ladda upp 10 filer."
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['NotAdmin'];
      404: components['responses']['CompanyNotFound'];
      /**
       * @description A name the company has (or one repeated in the batch), the company would hold more
       *     than 200 files or more than 500 MB of files, or the worker's store is full (2 GB over
       *     every company); nothing is stored. Or the Idempotency-Key was used before and its
       *     answer is no longer kept (`firstStatus` is the first answer's).
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Filen \"nordic-print-symbol.svg\" finns redan hos företaget."
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      /** @description A file is larger than 50 MB, or the body larger than the worker reads (70 MB). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Filen \"banner.pdf\" är för stor. Maximal storlek är 50MB."
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      /** @description A file's content is not an accepted type, or not the type its name says. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Filtypen för \"fake.png\" stöds inte."
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      422: components['responses']['KeyReused'];
      default: components['responses']['Failure'];
    };
  };
  organisationFiles: {
    parameters: {
      query: {
        companyId: string;
        /** @description How many files to answer (the first ones in upload order); 200 when absent. */
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The company and its files. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "companies": [
           *         {
           *           "id": "company-nordic-print",
           *           "files": [
           *             {
           *               "id": "file-5c1e9a7d20b4f386",
           *               "filename": "nordic-print-logo-preview.png",
           *               "url": "/worker/media/file-5c1e9a7d20b4f386/nordic-print-logo-preview.png?expires=1795740753&signature=MeEP_GfQqaKrzkslV1T9Q6swMakx_8ukeVtpWQeNydw",
           *               "size": 8250,
           *               "description": "Förhandsvisning av nordic-print-logo.eps",
           *               "logoType": "primary",
           *               "custom_fields": {
           *                 "hide": "true",
           *                 "preview_for": "nordic-print-logo.eps"
           *               },
           *               "companyId": "company-nordic-print"
           *             },
           *             {
           *               "id": "file-a83f0c6e91d2b745",
           *               "filename": "nordic-print-logo.eps",
           *               "url": "/worker/media/file-a83f0c6e91d2b745/nordic-print-logo.eps?expires=1795740753&signature=fbvjDuWr8LlurwsLfmLfaWghui4EP3oqBfRgOJxPy2M",
           *               "size": 743,
           *               "description": "Logotyp med ordmärke, vektor",
           *               "logoType": "primary",
           *               "custom_fields": {
           *                 "preview_url": "/worker/media/file-5c1e9a7d20b4f386/nordic-print-logo-preview.png?expires=1795740753&signature=MeEP_GfQqaKrzkslV1T9Q6swMakx_8ukeVtpWQeNydw"
           *               },
           *               "companyId": "company-nordic-print"
           *             },
           *             {
           *               "id": "file-3e7b2d94c0a1f658",
           *               "filename": "nordic-print-symbol.svg",
           *               "url": "/worker/media/file-3e7b2d94c0a1f658/nordic-print-symbol.svg?expires=1795740753&signature=W2XSahp7uWG73J2-hN8SCrY8UuSZZtzb8lCOJtj8jiE",
           *               "size": 334,
           *               "description": "Symbol utan ordmärke",
           *               "logoType": "secondary",
           *               "custom_fields": {},
           *               "companyId": "company-nordic-print"
           *             },
           *             {
           *               "id": "file-d0964b3ae2c75f18",
           *               "filename": "korrektur-visitkort-2026.pdf",
           *               "url": "/worker/media/file-d0964b3ae2c75f18/korrektur-visitkort-2026.pdf?expires=1795740753&signature=Iqjb_djfGtokFLFQIRE_ci568H0fLDt5kvkdpKaMzrI",
           *               "size": 891,
           *               "description": "Korrektur visitkort 2026",
           *               "logoType": "alternative",
           *               "custom_fields": {},
           *               "companyId": "company-nordic-print"
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['OrganisationFiles'];
        };
      };
      /** @description No `companyId`, one longer than 200 characters, or `per_page` not an integer from 1 to 200. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "per_page must be an integer from 1 to 200"
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['NotMember'];
      404: components['responses']['CompanyNotFound'];
      default: components['responses']['Failure'];
    };
  };
  getFile: {
    parameters: {
      query: {
        /** @description When the link stops working, in seconds since 1970 (as the worker listed it). */
        expires: components['parameters']['Expires'];
        /** @description The link's signature (base64url), as the worker listed it. */
        signature: components['parameters']['Signature'];
      };
      header?: never;
      path: {
        fileId: components['parameters']['FileId'];
        filename: components['parameters']['Filename'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description inline, with the file's name. */
          'Content-Disposition'?: string;
          /** @description private, max-age=3600 (a file never changes under its id). */
          'Cache-Control'?: string;
          /** @description nosniff */
          'X-Content-Type-Options'?: string;
          /** @description On an SVG only - a sandbox, so a file opened as a page runs nothing it carries. */
          'Content-Security-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'image/png': components['schemas']['FileBytes'];
          'image/jpeg': components['schemas']['FileBytes'];
          'image/gif': components['schemas']['FileBytes'];
          'image/webp': components['schemas']['FileBytes'];
          'image/svg+xml': components['schemas']['FileBytes'];
          'application/pdf': components['schemas']['FileBytes'];
          'application/postscript': components['schemas']['FileBytes'];
        };
      };
      /** @description A path parameter is longer than 200 characters. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkerError'];
        };
      };
      401: components['responses']['Unauthorized'];
      /**
       * @description The link is not signed for this file ('Länken till filen är ogiltig.'), it has expired
       *     ('Länken till filen har gått ut. Ladda om sidan för en ny länk.'), or a token was sent
       *     whose user may not see the company's files.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "Länken till filen har gått ut. Ladda om sidan för en ny länk."
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      /** @description A correctly signed link to a file that is gone (deleted since it was listed). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "error": "file not found"
           *     }
           */
          'application/json': components['schemas']['WorkerError'];
        };
      };
      default: components['responses']['Failure'];
    };
  };
}
