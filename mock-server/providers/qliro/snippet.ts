// QliroOne's `OrderHtmlSnippet` as its GetOrder answers it ("Load checkout"): an inline script that
// sets the checkout's configuration as `window.qcoGlobal`, the mount point `#qliro-root`, and the
// checkout web app's `bootstrap.js`. It does not call `q1Ready`: the merchant's page defines that,
// and the checkout calls it once it has rendered. Nothing of it is shaped for our app.

export interface QliroSnippetInput {
  /** The provider's order id (our reference). */
  orderId: string;
  /** The order's token; the web app sends it as its Bearer credential. */
  token: string;
  /** 'SE' */
  country: string;
  /** 'sv-se' */
  language: string;
  merchantConfirmationUrl: string;
  merchantTermsUrl: string;
  /** Where the checkout web app and its API are: '/mock-providers/qliro/'. */
  webAppBaseUrl: string;
}

const VERSION = '1.0.0';
const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function qliroSnippet(input: QliroSnippetInput): string {
  const config = [
    `checkoutWebAppBaseUrl: ${js(input.webAppBaseUrl)}`,
    `checkoutWebAppVersion: ${js(VERSION)}`,
    `checkoutWebApiBaseUrl: ${js(`${input.webAppBaseUrl}api/`)}`,
    `orderId: ${js(input.orderId)}`,
    `country: ${js(input.country)}`,
    `language: ${js(input.language)}`,
    `auth: ${js(`Bearer ${input.token}`)}`,
    `merchantConfirmationUrl: ${js(input.merchantConfirmationUrl)}`,
    `merchantTermsUrl: ${js(input.merchantTermsUrl)}`,
    `merchantIntegrityPolicyUrl: ""`,
    `styling: { primaryColor: "#005c3c", callToActionColor: "#005c3c", backgroundColor: "#FFFFFF", }`,
  ].join(',\r\n');
  return (
    `<script type="text/javascript">(function(w, g) { w[g] = {\r\n${config},\r\n}\r\n})\r\n(window, 'qcoGlobal');</script>` +
    `<div id="qliro-root"></div>` +
    `<script src=${js(`${input.webAppBaseUrl}bootstrap.js?v=${VERSION}`)} async></script>`
  );
}
