import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createApi, type Api } from '../../src/api/createApi';
import { PAYMENT_PROVIDERS } from '../../src/api';
import { createHttpClients } from '../../src/api/http';
import { backendBaseUrls, config } from '../../src/config';
import { loadContracts } from '../../mock-server/contract/documents';
import { buildOperationIndex } from '../../mock-server/contract/operationIndex';

// Every call the app's API modules can make, recorded from the requests they build (no network),
// must be an operation of contracts/: a new call without one fails here. The table names each
// module function's sample arguments; a function missing from it fails too.

interface Recorded {
  method: string;
  path: string;
}

const recorded: Recorded[] = [];

/** Records the request and answers an empty envelope, which every unwrapping call accepts. */
const recordingAdapter: AxiosAdapter = async (request: InternalAxiosRequestConfig) => {
  const url = new URL(axios.getUri(request), 'http://shop.invalid');
  recorded.push({ method: (request.method ?? 'get').toUpperCase(), path: url.pathname });
  const data =
    request.responseType === 'blob' ? new Blob() : { ok: true, status: 200, data: { companies: [] } };
  return { data, status: 200, statusText: 'OK', headers: {}, config: request };
};

function appApi(): Api {
  const http = createHttpClients(backendBaseUrls, { user: () => 'user-token', cart: () => 'cart-token' });
  for (const instance of Object.values(http)) instance.defaults.adapter = recordingAdapter;
  return createApi(http, { authPrefix: config.authPrefix, userToken: () => 'user-token' });
}

const once = { idempotencyKey: 'key-1' };
const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
const GIFT_CARD_PROVIDER = 'retain24';

type Calls = { [M in keyof Api]: { [F in keyof Api[M]]: (module: Api[M]) => Promise<unknown>[] } };

/** Each function of each API module, called with arguments that reach every path it can take. */
const calls: Calls = {
  proxy: {
    getSettings: (m) => [m.getSettings()],
    login: (m) => [m.login('anna.kund@example.se', 'secret')],
    refreshToken: (m) => [m.refreshToken('refresh')],
    getUser: (m) => [m.getUser()],
    logout: (m) => [m.logout('refresh')],
    signup: (m) => [m.signup({} as never, once)],
    signupOrganisation: (m) => [m.signupOrganisation({} as never, once)],
    createVerifyLink: (m) => [m.createVerifyLink('a@example.se', once)],
    verifyEmail: (m) => [m.verifyEmail('token', once)],
    createResetPasswordLink: (m) => [m.createResetPasswordLink('a@example.se', once)],
    resetPassword: (m) => [m.resetPassword('secret', 'token', once)],
    updateUser: (m) => [m.updateUser({} as never)],
    deleteAccount: (m) => [m.deleteAccount(once)],
    getProductsBySku: (m) => [m.getProductsBySku({} as never)],
  },
  shopper: {
    startSession: (m) => [m.startSession({} as never, once)],
    getSession: (m) => [m.getSession()],
    listProducts: (m) => [m.listProducts({ countryCode: 'SE', languageCode: 'sv', storeGroupId: 'default' })],
    getProductBySlug: (m) => [
      m.getProductBySlug('klassisk-t-shirt', { countryCode: 'SE', languageCode: 'sv' }),
    ],
    getPrices: (m) => [m.getPrices('pp-1', 'default', 'SE')],
    getStocks: (m) => [m.getStocks('pp-1', 'default', 'SE')],
    addItem: (m) => [m.addItem({} as never, once)],
    updateItemQuantity: (m) => [m.updateItemQuantity('item-1', 2)],
    removeItem: (m) => [m.removeItem('item-1', once)],
    updateItemOptions: (m) => [m.updateItemOptions('item-1', {})],
    addDiscountCode: (m) => [m.addDiscountCode('SAVE10', once)],
    removeDiscountCode: (m) => [m.removeDiscountCode('SAVE10', once)],
    setSessionAttributes: (m) => [m.setSessionAttributes({} as never)],
  },
  companies: {
    listCompanies: (m) => [m.listCompanies({} as never)],
    myCompanies: (m) => [m.myCompanies()],
    companyContacts: (m) => [m.companyContacts('c-1')],
    updateCompany: (m) => [m.updateCompany('c-1', {} as never)],
    organisationUsers: (m) => [m.organisationUsers('c-1', {} as never)],
    removeUser: (m) => [m.removeUser('c-1', 'u-1')],
    inviteUser: (m) => [m.inviteUser('c-1', {} as never, once)],
    companyInvitations: (m) => [m.companyInvitations('c-1')],
    resendInvitation: (m) => [m.resendInvitation('c-1', 'i-1', once)],
    withdrawInvitation: (m) => [m.withdrawInvitation('c-1', 'i-1', once)],
  },
  invitations: {
    getInvitation: (m) => [m.getInvitation('token')],
    acceptInvitation: (m) => [m.acceptInvitation({} as never, once)],
    declineInvitation: (m) => [m.declineInvitation('token', once)],
  },
  checkout: {
    startCheckout: (m) => [m.startCheckout({} as never, once)],
    getCheckout: (m) => [m.getCheckout('checkout-token')],
    getProviderCheckout: (m) => PAYMENT_PROVIDERS.map((p) => m.getProviderCheckout(p, 't')),
    openProviderCheckout: (m) => PAYMENT_PROVIDERS.map((p) => m.openProviderCheckout(p, 't', {} as never)),
    syncProviderCheckout: (m) => PAYMENT_PROVIDERS.map((p) => m.syncProviderCheckout(p, 't')),
    getPayment: (m) => PAYMENT_PROVIDERS.map((p) => m.getPayment(p, 't', {})),
    syncPayment: (m) => PAYMENT_PROVIDERS.map((p) => m.syncPayment(p, 't')),
    addGiftCard: (m) => [m.addGiftCard(GIFT_CARD_PROVIDER, 't', '1234', '0000')],
    removeGiftCard: (m) => [m.removeGiftCard(GIFT_CARD_PROVIDER, 't', '1234', once)],
  },
  orders: {
    createOrder: (m) => [m.createOrder({} as never, 'checkout-token', once)],
    ordersByEmail: (m) => [m.ordersByEmail('a@example.se')],
    ordersByRef: (m) => [m.ordersByRef('PF-1')],
    ordersByOrganisationNumber: (m) => [m.ordersByOrganisationNumber('556677-8899')],
    ordersByUserId: (m) => [m.ordersByUserId('u-1')],
    orderById: (m) => [m.orderById('o-1')],
    changeCustomState: (m) => [m.changeCustomState({} as never)],
    // The callback an order names for its change request, as the order backend hands it out.
    requestChange: (m) => [m.requestChange('/request-change', {} as never, once)],
  },
  uploads: {
    convertToPng: (m) => [m.convertToPng(file, 'logo.pdf')],
    uploadFiles: (m) => [
      m.uploadFiles('c-1', [{ file, filename: 'logo.pdf', logoType: 'primary', description: '' }], once),
    ],
    uploadJson: (m) => [m.uploadJson({} as never, once)],
    updateFile: (m) => [m.updateFile({} as never)],
    organisationFiles: (m) => [m.organisationFiles('c-1')],
    deleteFile: (m) => [m.deleteFile('f-1')],
  },
  newsletter: {
    subscribe: (m) => [m.subscribe({} as never, once)],
  },
};

const index = buildOperationIndex(loadContracts());

async function recordAll(api: Api): Promise<Map<string, Recorded[]>> {
  const byFunction = new Map<string, Recorded[]>();
  for (const [moduleName, functions] of Object.entries(calls)) {
    const module = api[moduleName as keyof Api];
    for (const [name, invoke] of Object.entries(functions)) {
      recorded.length = 0;
      await Promise.all((invoke as (m: unknown) => Promise<unknown>[])(module));
      byFunction.set(`${moduleName}.${name}`, [...recorded]);
    }
  }
  return byFunction;
}

describe("the app's calls and contracts/", () => {
  it('the table calls every function of every API module', () => {
    const api = appApi();
    const inApi = Object.entries(api).flatMap(([m, fns]) => Object.keys(fns).map((f) => `${m}.${f}`));
    const inTable = Object.entries(calls).flatMap(([m, fns]) => Object.keys(fns).map((f) => `${m}.${f}`));
    expect(inTable.sort()).toEqual(inApi.sort());
  });

  it('every request the API modules make is a documented operation', async () => {
    const byFunction = await recordAll(appApi());
    const undocumented: string[] = [];
    for (const [name, requests] of byFunction) {
      expect({ name, count: requests.length }).not.toEqual({ name, count: 0 });
      for (const { method, path } of requests) {
        const located = index.locate(method, path);
        if (!located || !('operation' in located)) undocumented.push(`${name}: ${method} ${path}`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('finds a call that no contract documents', async () => {
    expect(index.locate('POST', '/shopper/sessions/no-such-call')).toEqual({ contract: 'shopper' });
    expect(index.locate('GET', '/nowhere/at/all')).toBeUndefined();
  });
});
