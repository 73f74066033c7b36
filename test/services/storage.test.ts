import { createStorage, storageKeys } from '../../src/services/storage';

/** A Web Storage whose every method throws, like a full or blocked storage. */
function throwingStorage(error: Error): Storage {
  const fail = () => {
    throw error;
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('createStorage', () => {
  it('round-trips JSON values through the backing storage', () => {
    const storage = createStorage(() => window.localStorage);
    const value = { id: 'se', nested: { list: [1, 2, 3] }, flag: true };
    storage.set('market', value);
    expect(window.localStorage.getItem('market')).toBe(JSON.stringify(value));
    expect(storage.get('market')).toEqual(value);
  });

  it('returns undefined for a missing key', () => {
    expect(createStorage(() => window.localStorage).get('missing')).toBeUndefined();
  });

  it('returns undefined for a value that is not valid JSON', () => {
    window.sessionStorage.setItem('broken', '{not json');
    expect(createStorage(() => window.sessionStorage).get('broken')).toBeUndefined();
  });

  it('remove deletes the key', () => {
    const storage = createStorage(() => window.localStorage);
    storage.set('wishlist', ['a']);
    storage.remove('wishlist');
    expect(window.localStorage.getItem('wishlist')).toBeNull();
    expect(storage.get('wishlist')).toBeUndefined();
  });

  it('never throws when the backing storage throws (quota exceeded)', () => {
    const storage = createStorage(() => throwingStorage(quotaExceeded()));
    expect(() => storage.set('cart', { big: 'x' })).not.toThrow();
    expect(() => storage.remove('cart')).not.toThrow();
    expect(storage.get('cart')).toBeUndefined();
  });

  it('never throws when reaching the storage itself throws (blocked, SecurityError)', () => {
    const storage = createStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => storage.set('cart', 1)).not.toThrow();
    expect(() => storage.remove('cart')).not.toThrow();
    expect(storage.get('cart')).toBeUndefined();
  });

  it('works as a no-op when there is no storage at all', () => {
    const storage = createStorage(() => undefined);
    expect(() => storage.set('cart', 1)).not.toThrow();
    expect(() => storage.remove('cart')).not.toThrow();
    expect(storage.get('cart')).toBeUndefined();
  });

  it('keeps the values already stored when a write hits the quota', () => {
    const backing = window.localStorage;
    const storage = createStorage(() => backing);
    storage.set('giftCards', ['gc-1']);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaExceeded();
    });
    try {
      expect(() => storage.set('giftCards', ['gc-1', 'gc-2'])).not.toThrow();
    } finally {
      setItem.mockRestore();
    }
    expect(storage.get('giftCards')).toEqual(['gc-1']);
  });

  it('names the keys the features store under', () => {
    expect(storageKeys).toEqual({
      market: 'market',
      incognitoCart: 'incognitoCart',
      wishlist: 'wishlist',
      confirmedOrder: 'confirmedOrder',
      openPayment: 'openPayment',
      recordedOrders: 'recordedOrders',
      checkoutCustomer: 'checkoutCustomer',
      giftCards: 'giftCards',
    });
  });
});
