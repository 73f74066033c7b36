import type { PaymentProviderName } from '../../contracts/types/shopper-providers';
import { FRAME_SCRIPT } from './browser/channel';
import { API_BASE_PARAMETER, providerBundle } from './scriptBundles';

// The providers' loader scripts as the browser gets them: the provider's widget module
// ({slug}/widget.ts) with the kit, bundled (scriptBundles.ts) and run with the provider server's base URL.

export interface ProviderScript {
  provider: PaymentProviderName;
  /** The file name under /mock-providers/{slug}/ */
  file: string;
  /** The global the script defines (for the checks of the served source). */
  global: string;
  /** The function {slug}/widget.ts exports: `(win, kit) => void`. */
  widget: string;
}

/** By the provider's slug (PROVIDER_SLUGS). */
export const PROVIDER_SCRIPTS: Readonly<Record<string, ProviderScript>> = {
  adyen: { provider: 'Adyen', file: 'adyen.js', global: 'AdyenWeb', widget: 'adyenWidget' },
  qliro: { provider: 'QliroOne', file: 'bootstrap.js', global: 'q1', widget: 'qliroWidget' },
  avarda: {
    provider: 'Avarda',
    file: 'avarda-checkout.js',
    global: 'avardaCheckoutInit',
    widget: 'avardaWidget',
  },
  klarna: { provider: 'KlarnaCheckout', file: 'kco.js', global: '_klarnaCheckout', widget: 'klarnaWidget' },
  walley: {
    provider: 'WalleyCheckout',
    file: 'walley-checkout-loader.js',
    global: 'walley',
    widget: 'walleyWidget',
  },
};

/** The script of a provider whose server answers at `apiBase` (…/mock-providers/{slug}/api). */
export function scriptSource(script: ProviderScript, apiBase: string): string {
  const slug = Object.keys(PROVIDER_SCRIPTS).find((key) => PROVIDER_SCRIPTS[key] === script)!;
  return [
    `/* ${script.provider} look-alike of the storefront's mock backend (mock-server/providers). Not the real SDK. */`,
    `(function (${API_BASE_PARAMETER}) {`,
    providerBundle(slug, script.widget),
    `})(${JSON.stringify(apiBase)});`,
    '',
  ].join('\n');
}

/** The provider's checkout frame page: its script runs the form (browser/frame/). */
export function framePage(provider: PaymentProviderName): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${provider}</title></head>`,
    `<body><script src="${FRAME_SCRIPT}"></script></body>`,
    '</html>',
    '',
  ].join('\n');
}
