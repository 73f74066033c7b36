import {
  PAYMENT_ENVIRONMENTS,
  PAYMENT_HOSTS,
  PAYMENT_PROVIDERS,
  paymentHostChoice,
  paymentHosts,
  type DirectiveHosts,
} from '../../tooling/paymentHosts';

// A host source as CSP reads it (scheme, host with an optional leading `*.`, optional port), or a
// bare scheme; nothing that could add a directive.
const SOURCE = /^(https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d+|\*))?|https:)$/;
const allHosts = (row: DirectiveHosts) => Object.values(row).flat();

describe('the payment providers’ hosts', () => {
  it('names, for each provider, its script and frame hosts in test and live, and the pages they come from', () => {
    for (const provider of PAYMENT_PROVIDERS) {
      const { sources, test, live } = PAYMENT_HOSTS[provider];
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(source).toMatch(/^https:\/\/[^\s]+$/);
      for (const row of [test, live]) {
        expect(row['script-src']?.length).toBeGreaterThan(0);
        expect(row['frame-src']?.length).toBeGreaterThan(0);
        for (const host of allHosts(row)) expect(host).toMatch(SOURCE);
      }
    }
  });

  it('keeps the test hosts out of live and the live hosts out of test', () => {
    const testOnly = /playground|stage\.|\.stage|uat|-test|qit\.nu/;
    for (const provider of PAYMENT_PROVIDERS) {
      expect(allHosts(PAYMENT_HOSTS[provider].live).filter((host) => testOnly.test(host))).toEqual([]);
      expect(
        allHosts(PAYMENT_HOSTS[provider].test).filter((host) => /-live|js\.klarna\.com$/.test(host)),
      ).toEqual([]);
    }
  });

  it('lets Adyen frame a 3-D Secure challenge from any issuer and post its form there, in test and live', () => {
    for (const environment of ['test', 'live'] as const) {
      const hosts = paymentHosts({ providers: ['adyen'], environment });
      expect(hosts['frame-src']).toContain('https:');
      expect(hosts['form-action']).toContain('https:');
    }
    // No other provider asks for it.
    const others = paymentHosts({ providers: ['klarna', 'qliro', 'avarda', 'walley'], environment: 'live' });
    expect(others['frame-src']).not.toContain('https:');
  });

  it('adds exactly the chosen providers’ rows for the chosen environment', () => {
    expect(paymentHosts({ providers: ['klarna'], environment: 'live' })).toEqual(PAYMENT_HOSTS.klarna.live);
    const two = paymentHosts({ providers: ['qliro', 'walley'], environment: 'test' });
    expect(new Set(allHosts(two))).toEqual(
      new Set([...allHosts(PAYMENT_HOSTS.qliro.test), ...allHosts(PAYMENT_HOSTS.walley.test)]),
    );
    expect(allHosts(two).some((host) => host.includes('klarna') || host.includes('adyen'))).toBe(false);
  });

  it('takes Adyen’s live region from its environment setting', () => {
    const hosts = paymentHosts({ providers: ['adyen'], environment: 'live', adyenEnvironment: 'live-us' });
    expect(hosts['frame-src']).toContain('https://checkoutshopper-live-us.adyen.com');
    expect(hosts['connect-src']).toContain('https://checkoutanalytics-live-us.adyen.com');
    expect(allHosts(hosts)).not.toContain('https://checkoutshopper-live.adyen.com');
  });

  it('reads the choice from the environment: all five by default, the mock’s look-alikes when embedded', () => {
    expect(paymentHostChoice({}, true)).toMatchObject({ providers: PAYMENT_PROVIDERS, environment: 'mock' });
    expect(paymentHostChoice({}, false).environment).toBe('test');
    expect(
      paymentHostChoice(
        { VITE_PAYMENT_PROVIDERS: 'Klarna, walley klarna', VITE_PAYMENT_ENVIRONMENT: 'live' },
        false,
      ),
    ).toMatchObject({ providers: ['klarna', 'walley'], environment: 'live' });
    expect(() => paymentHostChoice({ VITE_PAYMENT_PROVIDERS: 'klarna stripe' }, false)).toThrow(
      'refused: "stripe"',
    );
    expect(() => paymentHostChoice({ VITE_PAYMENT_ENVIRONMENT: 'prod' }, false)).toThrow(
      `VITE_PAYMENT_ENVIRONMENT is one of ${PAYMENT_ENVIRONMENTS.join(', ')}; refused: "prod"`,
    );
  });
});

describe('the look-alikes’ hosts', () => {
  it('split each provider’s parts over hosts as its real row does, and admit the wallet by strict-dynamic only', () => {
    const adyen = paymentHosts({ providers: ['adyen'], environment: 'mock' });
    expect(adyen['script-src']).toEqual(['checkoutshopper-cdn.adyen.localhost:*']);
    expect(adyen['frame-src']).toEqual(['checkoutshopper.adyen.localhost:*', 'acs.issuer.localhost:*']);
    expect(adyen['connect-src']).toContain('pay.wallet.localhost:*');
    expect(
      allHosts(adyen).some((host) => host.startsWith('pay.wallet.') && adyen['script-src']?.includes(host)),
    ).toBe(false);
    const avarda = paymentHosts({ providers: ['avarda'], environment: 'mock' });
    expect(avarda['script-src']).toEqual(['checkout-cdn.avarda.localhost:*']);
    expect(avarda['frame-src']).toEqual(['checkout-api.avarda.localhost:*']);
  });
});
