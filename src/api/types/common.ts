// The shapes every backend's answers share, derived from the contracts (contracts/*.yaml).

import type { ProxyEnvelope as ProxyEnvelopeShape, ProxyErrorBody } from '../../../contracts/types/proxy';
import type { ErrorBody as ShopperErrorBody } from '../../../contracts/types/shopper';
import type { WorkerError } from '../../../contracts/types/upload-worker';
import type { NewsletterFailure } from '../../../contracts/types/newsletter';

/** Every answer of the product's own proxy (/api) and the order backend: the envelope, with its data. */
export type ProxyEnvelope<T> = Omit<ProxyEnvelopeShape, 'data'> & { data: T };

/**
 * What a failure's body may carry, whichever backend answered it (docs/rules.md#api-errors): the
 * app reads an error body before it knows whose it is.
 */
export type ErrorBody = Partial<ShopperErrorBody & ProxyErrorBody & WorkerError & NewsletterFailure>;
