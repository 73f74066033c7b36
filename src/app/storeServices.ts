import type { Services } from '../core/services';

/** The services a store's sagas get from their context; the support log is the store's own. */
export type StoreServices = Omit<Services, 'supportLog'>;
