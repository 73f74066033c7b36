/** JSON key-value storage over Web Storage that never throws (private mode, quota, bad JSON). */
export interface KeyValueStorage {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

export function createStorage(backing: () => Storage | undefined): KeyValueStorage {
  return {
    get<T>(key: string) {
      try {
        const raw = backing()?.getItem(key);
        return raw == null ? undefined : (JSON.parse(raw) as T);
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        backing()?.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or blocked: the shop keeps working on server state alone.
      }
    },
    remove(key) {
      try {
        backing()?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

export const storageKeys = {
  market: 'market',
  incognitoCart: 'incognitoCart',
  wishlist: 'wishlist',
  checkoutCustomer: 'checkoutCustomer',
  giftCards: 'giftCards',
  /** The last confirmed order, so a reload of the confirmation shows it without recording it again. */
  confirmedOrder: 'confirmedOrder',
  /** The provider of the checkout whose payment form opened, so a payment made as the tab closed is found. */
  openPayment: 'openPayment',
  /** References whose purchase was reported to analytics. */
  recordedOrders: 'recordedOrders',
} as const;
