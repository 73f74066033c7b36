// Klarna Checkout v3's `html_snippet` as its order API answers it ("Render the checkout snippet"): the
// container `#klarna-checkout-container` holding a fallback for unsupported browsers, an inline
// bootstrap and a noscript. The bootstrap makes `window._klarnaCheckout` a queue (calls made before
// the checkout loads wait in `.q`), sets its `config` and injects the checkout's script into the
// container. Options such as a mandatory phone are the order's, kept at the provider, not in the
// snippet. Nothing of it is shaped for our app: the app must place it as Klarna documents.

export interface KlarnaSnippetInput {
  /** The order's URL at the provider; the script reads the order from it. */
  orderUrl: string;
  /** 'sv-SE' */
  locale: string;
  /** ISO 3166 alpha-3, lower case, as Klarna writes it: 'swe' */
  purchaseCountry: string;
  purchaseCurrency: string;
  termsUrl: string;
  /** The checkout's script. */
  bootstrapSrc: string;
}

const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function klarnaSnippet(input: KlarnaSnippetInput): string {
  const config = [
    `container: w.document.getElementById(i)`,
    `ORDER_URL: ${js(input.orderUrl)}`,
    `AUTH_HEADER: ${js('KlarnaCheckout ' + input.orderUrl.slice(input.orderUrl.lastIndexOf('/') + 1))}`,
    `LOCALE: ${js(input.locale)}`,
    `ORDER_STATUS: 'checkout_incomplete'`,
    `MERCHANT_TAC_URI: ${js(input.termsUrl)}`,
    `PURCHASE_COUNTRY: ${js(input.purchaseCountry)}`,
    `PURCHASE_CURRENCY: ${js(input.purchaseCurrency)}`,
    `TESTDRIVE: true`,
    `BOOTSTRAP_SRC: ${js(input.bootstrapSrc)}`,
  ].join(',\n      ');
  return `<div id="klarna-checkout-container" style="overflow-x: hidden;">
  <div id="klarna-unsupported-page">
    <p>Sorry! Your browser is not supported. Please update it or use another browser to complete the purchase.</p>
  </div>
  <script type="text/javascript">
  /* <![CDATA[ */
  (function(w, k, i, d, n, c, l) {
    w[k] = w[k] || function() { (w[k].q = w[k].q || []).push(arguments) };
    l = w[k].config = {
      ${config}
    };
    n = d.createElement('script');
    c = d.getElementById(i);
    n.async = !0;
    n.src = l.BOOTSTRAP_SRC;
    c.appendChild(n);
  })(this, '_klarnaCheckout', 'klarna-checkout-container', document);
  /* ]]> */
  </script>
  <noscript>Please <a href="http://enable-javascript.com">enable JavaScript</a>.</noscript>
</div>`;
}
