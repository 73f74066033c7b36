import type { CartItem, OrderAddress } from '../../../src/api/types';
import type { ProviderSessionView } from '../types';

// The checkout form every mock provider widget renders, bundled into each provider's script
// (scriptBundles.ts): browser code only. The form lives in a same-origin iframe the kit writes
// itself; the real providers' frames are cross-origin, which the look-alikes do not yet copy.

export type WidgetLanguage = 'sv' | 'en';

export interface WidgetTheme {
  /** Shown as the widget's heading. */
  name: string;
  /** Button colour, and its text colour (contrast at least 4.5:1). */
  accent: string;
  accentText: string;
}

/** What the shopper typed; the address the widget sends as billing and shipping address. */
export type WidgetAddress = OrderAddress;

/** A card as the shopper typed it (the expiry as typed, 'MM/YY'). */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

/**
 * What a card payment's step came to, as the form shows it. The provider's script makes the calls and
 * tells the merchant: `report` runs once the form shows the outcome.
 */
export interface CardOutcome {
  step: 'challenge' | 'authorised' | 'refused' | 'failed';
  /** 'failed': the HTTP status (null without an answer) and the server's error text. */
  status?: number | null;
  error?: string;
  report?(): void;
}

/** Adyen: the card fields, and the provider's payment calls behind the pay and confirm buttons. */
export interface CardFlow {
  holderName: boolean;
  /** Pays with the card; null when nothing is left to pay (gift cards paid it all). */
  pay(card: CardDetails | null): Promise<CardOutcome>;
  /** Answers the 3-D Secure challenge that pay asked for. */
  confirm(challengeCode: string): Promise<CardOutcome>;
}

/** Where a widget's provider API meets the form; every hook is optional. */
export interface WidgetHooks {
  /** After the first render of a token's order. */
  loaded?(view: ProviderSessionView, address: WidgetAddress): void;
  /** The customer POST went through (debounced after a field change). */
  customerUpdated?(address: WidgetAddress, view: ProviderSessionView): void;
  /** …and the postal code differs from the last one the provider had. */
  shippingUpdated?(address: WidgetAddress, view: ProviderSessionView): void;
  /** After resume() or refresh() re-rendered lines and totals. */
  orderUpdated?(view: ProviderSessionView, previous: ProviderSessionView | null): void;
  paymentStarted?(): void;
  /** Once per payment that paymentStarted began: how it ended. */
  paymentEnded?(
    result: { status: 'completed'; reference: string } | { status: 'failed' | 'declined' | 'refused' },
  ): void;
  completed?(reference: string, view: ProviderSessionView | null): void;
  validationFailed?(failure: {
    title: string;
    message: string;
    errors: string[];
    productVariantIDs: string[];
  }): void;
  declined?(reason: string): void;
  networkError?(message: string): void;
  /** The provider does not know the token (any more). */
  expired?(): void;
  newsletterChanged?(checked: boolean): void;
  rememberMeChanged?(on: boolean): void;
  deauthenticating?(): void;
  /** Avarda: the purchase waits until proceed() or abort() is called. */
  beforeSubmit?(
    address: WidgetAddress,
    extras: { newsletter: boolean; rememberMe: boolean },
    proceed: () => void,
    abort: () => void,
  ): void;
}

export interface MountOptions {
  container: HTMLElement;
  token: string;
  title: string;
  theme: WidgetTheme;
  /** The client's own language option ('sv-SE', 'en-US' …); else the order's languageCode. */
  language?: string | null;
  phoneMandatory?: boolean;
  newsletter?: 'checked' | 'unchecked' | 'hidden';
  rememberMe?: boolean;
  b2bLink?: boolean;
  /** Offer "Not you?" when the form opens with the provider's saved details. */
  notYou?: boolean;
  /** Focus the first field once rendered. */
  autofocus?: boolean;
  /** Adyen: card fields and the card payment flow instead of the plain purchase. */
  card?: CardFlow | null;
  /** 'pay' labels the button with the amount ('Betala 479,20 kr'). */
  payLabel?: 'complete' | 'pay';
  showPayButton?: boolean;
  hooks: WidgetHooks;
}

export interface Widget {
  readonly token: string;
  readonly container: HTMLElement;
  readonly iframe: HTMLIFrameElement;
  view(): ProviderSessionView | null;
  /** The first load: the view, or null when it failed. */
  ready: Promise<ProviderSessionView | null>;
  /** Disables the form behind an "Updating…" overlay and locks the order at the provider. */
  suspend(): void;
  /** Unlocks, reads the order again (another token's when given) and re-renders, keeping what was typed. */
  resume(token?: string): Promise<ProviderSessionView | null>;
  /** Reads the order again and re-renders lines and totals, keeping what was typed. */
  refresh(token?: string): Promise<ProviderSessionView | null>;
  /** Pays, as the pay button does. */
  submit(): void;
  /** A message in the widget ('error' is announced as an alert); null clears it. */
  notice(text: string | null, kind?: 'error' | 'info' | 'success'): void;
  /** Disabled without the overlay (Adyen setStatus('loading') uses suspend instead). */
  isSuspended(): boolean;
  isConnected(): boolean;
  unmount(): void;
}

export interface ProviderKit {
  /** The provider server's base URL, e.g. http://localhost:5173/mock-providers/klarna/api */
  readonly api: string;
  mount(options: MountOptions): Widget;
  /** GET the provider's session of a token: status and JSON body. */
  session(token: string): Promise<{ status: number; body: unknown }>;
  /** Runs once document.body exists. */
  whenBody(run: () => void): void;
  /** 'sv' for any Swedish language tag, 'en' for any other, null for none. */
  language(code: string | null | undefined): WidgetLanguage | null;
}

export function providerKit(win: Window & typeof globalThis, api: string): ProviderKit {
  const TEXTS = {
    sv: {
      loading: 'Laddar…',
      updating: 'Uppdaterar…',
      order: 'Din beställning',
      details: 'Dina uppgifter',
      email: 'E-postadress',
      givenName: 'Förnamn',
      familyName: 'Efternamn',
      address: 'Gatuadress',
      postalCode: 'Postnummer',
      city: 'Ort',
      telephoneNumber: 'Mobilnummer',
      optional: '(valfritt)',
      country: 'Land',
      quantity: (n: number) => `${n} st`,
      subTotal: 'Delsumma',
      discount: 'Rabatt',
      shipping: 'Frakt',
      giftCards: 'Presentkort',
      taxAdded: 'Moms',
      taxIncluded: 'varav moms',
      total: 'Att betala',
      complete: 'Slutför köp',
      pay: 'Betala',
      processing: 'Behandlar…',
      required: (label: string) => `Fyll i ${label.toLowerCase()}.`,
      invalidEmail: 'Ange en giltig e-postadress, t.ex. namn@exempel.se.',
      invalidPhone: 'Ange ett giltigt telefonnummer.',
      fixErrors: 'Kontrollera de markerade fälten.',
      validationTitle: 'Köpet kunde inte slutföras',
      validationMessage: 'Något i beställningen har ändrats. Kontrollera varukorgen och försök igen.',
      locked: 'Beställningen uppdateras. Försök igen om en stund.',
      notOpen: 'Beställningen kan inte längre betalas här.',
      network: 'Något gick fel. Försök igen.',
      expired: 'Sessionen har gått ut. Ladda om sidan.',
      declined: 'Betalningen nekades.',
      thanks: 'Tack för ditt köp!',
      orderNumber: (reference: string) => `Ordernummer ${reference}`,
      newsletter: 'Jag vill ha nyhetsbrev',
      rememberMe: 'Kom ihåg mig',
      b2b: 'Företagskund?',
      b2bInfo: 'Som företagskund anger du företagets namn som efternamn och leveransadressen ovan.',
      notYou: 'Inte du?',
      card: 'Kort',
      cardNumber: 'Kortnummer',
      expiry: 'Utgångsdatum (MM/ÅÅ)',
      cvc: 'Säkerhetskod (CVC)',
      holderName: 'Namn på kortet',
      invalidCard: 'Ange ett giltigt kortnummer.',
      invalidExpiry: 'Ange utgångsdatum som MM/ÅÅ.',
      invalidCvc: 'Ange 3 eller 4 siffror.',
      challengeTitle: 'Verifiera betalningen',
      challengeIntro: 'Din bank vill att du bekräftar köpet (3-D Secure).',
      challengeLabel: 'Ange engångskoden 1234',
      challengeRequired: 'Ange koden.',
      confirm: 'Bekräfta',
      refused: 'Betalningen avvisades. Kontrollera kortuppgifterna och försök igen.',
      challengeFailed: 'Verifieringen misslyckades. Försök igen.',
      paid: 'Betalningen är genomförd.',
      organisationNumber: (number: string) => `org.nr ${number}`,
      reference: 'Referens',
      deliveryAddress: 'Leveransadress',
    },
    en: {
      loading: 'Loading…',
      updating: 'Updating…',
      order: 'Your order',
      details: 'Your details',
      email: 'Email address',
      givenName: 'First name',
      familyName: 'Last name',
      address: 'Street address',
      postalCode: 'Postal code',
      city: 'City',
      telephoneNumber: 'Mobile phone',
      optional: '(optional)',
      country: 'Country',
      quantity: (n: number) => `Qty ${n}`,
      subTotal: 'Subtotal',
      discount: 'Discount',
      shipping: 'Shipping',
      giftCards: 'Gift cards',
      taxAdded: 'VAT',
      taxIncluded: 'incl. VAT',
      total: 'Total',
      complete: 'Complete purchase',
      pay: 'Pay',
      processing: 'Processing…',
      required: (label: string) => `Enter your ${label.toLowerCase()}.`,
      invalidEmail: 'Enter a valid email address, e.g. name@example.com.',
      invalidPhone: 'Enter a valid phone number.',
      fixErrors: 'Check the marked fields.',
      validationTitle: 'The purchase could not be completed',
      validationMessage: 'Something in your order has changed. Check your cart and try again.',
      locked: 'The order is being updated. Try again in a moment.',
      notOpen: 'This order can no longer be paid here.',
      network: 'Something went wrong. Please try again.',
      expired: 'The session has expired. Reload the page.',
      declined: 'The payment was declined.',
      thanks: 'Thank you for your purchase!',
      orderNumber: (reference: string) => `Order number ${reference}`,
      newsletter: 'I want the newsletter',
      rememberMe: 'Remember me',
      b2b: 'Business customer?',
      b2bInfo: 'As a business customer, enter the company name as last name and the delivery address above.',
      notYou: 'Not you?',
      card: 'Card',
      cardNumber: 'Card number',
      expiry: 'Expiry date (MM/YY)',
      cvc: 'Security code (CVC)',
      holderName: 'Name on card',
      invalidCard: 'Enter a valid card number.',
      invalidExpiry: 'Enter the expiry date as MM/YY.',
      invalidCvc: 'Enter 3 or 4 digits.',
      challengeTitle: 'Verify your payment',
      challengeIntro: 'Your bank asks you to confirm the purchase (3-D Secure).',
      challengeLabel: 'Enter the one-time code 1234',
      challengeRequired: 'Enter the code.',
      confirm: 'Confirm',
      refused: 'The payment was refused. Check the card details and try again.',
      challengeFailed: 'The verification failed. Please try again.',
      paid: 'Payment successful.',
      organisationNumber: (number: string) => `reg. no. ${number}`,
      reference: 'Reference',
      deliveryAddress: 'Delivery address',
    },
  };
  type Texts = (typeof TEXTS)['sv'];
  type FieldName = keyof WidgetAddress;
  type Answer = { status: number; body: unknown };

  const FIELDS: { name: Exclude<FieldName, 'country'>; autocomplete: string; type: string; max: number }[] = [
    { name: 'email', autocomplete: 'email', type: 'email', max: 254 },
    { name: 'givenName', autocomplete: 'given-name', type: 'text', max: 100 },
    { name: 'familyName', autocomplete: 'family-name', type: 'text', max: 100 },
    { name: 'address', autocomplete: 'street-address', type: 'text', max: 200 },
    { name: 'postalCode', autocomplete: 'postal-code', type: 'text', max: 20 },
    { name: 'city', autocomplete: 'address-level2', type: 'text', max: 100 },
    { name: 'telephoneNumber', autocomplete: 'tel', type: 'tel', max: 32 },
  ];
  const CSS = [
    '*,*::before,*::after{box-sizing:border-box}',
    'html,body{margin:0;padding:0;background:#fff;color:#1b1b1b;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;overflow:hidden}',
    '.widget{position:relative;padding:16px;border:1px solid #c9c9c9;border-radius:8px}',
    'h1{font-size:1.15rem;margin:0 0 12px}',
    'h2{font-size:1rem;margin:16px 0 8px}',
    'ul.lines{list-style:none;margin:0;padding:0}',
    'ul.lines li{display:flex;justify-content:space-between;gap:12px;padding:4px 0;border-bottom:1px solid #e4e4e4}',
    '.line-meta{color:#4a4a4a;font-size:.875rem}',
    'dl.totals{display:grid;grid-template-columns:1fr auto;gap:2px 12px;margin:8px 0 0}',
    'dl.totals dt,dl.totals dd{margin:0}',
    'dl.totals dd{text-align:right}',
    'dl.totals .grand{font-weight:700;font-size:1.05rem;padding-top:4px}',
    'fieldset{border:0;margin:0;padding:0;min-width:0}',
    'legend{font-weight:700;font-size:1rem;margin:16px 0 8px;padding:0}',
    '.row{display:grid;grid-template-columns:1fr 1fr;gap:0 12px}',
    '.field{margin-bottom:10px}',
    '.field label{display:block;font-size:.9rem;font-weight:600;margin-bottom:2px}',
    'input[type=text],input[type=email],input[type=tel]{width:100%;padding:9px 10px;font:inherit;color:#1b1b1b;background:#fff;border:1px solid #6b6b6b;border-radius:4px}',
    'input[aria-invalid=true]{border-color:#b00020;border-width:2px}',
    'input:disabled,button:disabled{opacity:.6;cursor:not-allowed}',
    ':focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}',
    'input:focus{outline:3px solid #1a4fd6;outline-offset:1px}',
    '.error{color:#b00020;font-size:.875rem;margin:2px 0 0}',
    '.error:empty{display:none}',
    '.static{margin:0 0 10px}',
    '.check{display:flex;align-items:center;gap:8px;margin:8px 0}',
    '.check input{width:18px;height:18px;margin:0}',
    'button.pay{display:block;width:100%;margin-top:14px;padding:12px;font:inherit;font-weight:700;border:0;border-radius:6px;cursor:pointer}',
    'button.link{background:none;border:0;padding:0;font:inherit;color:#1a4fd6;text-decoration:underline;cursor:pointer}',
    '.notice{margin:12px 0 0;padding:10px 12px;border-radius:4px}',
    '.notice:empty{display:none;padding:0;margin:0}',
    '.notice.error{background:#fdecee;color:#8a0018;border:1px solid #b00020}',
    '.notice.info{background:#eef3fd;color:#1b1b1b;border:1px solid #1a4fd6}',
    '.notice.success{background:#e9f6ee;color:#0b5a2a;border:1px solid #0b7a3a}',
    '.overlay{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(255,255,255,.92);color:#1b1b1b;font-weight:700;border-radius:8px}',
    '.overlay[hidden],[hidden]{display:none !important}',
    '.done p{margin:4px 0}',
    '.business{margin:8px 0 0;padding:10px 12px;border:1px solid #c9c9c9;border-radius:4px;background:#f7f7f7}',
    '.business h2{margin:0 0 4px}',
    '.business h3{font-size:.95rem;margin:8px 0 2px}',
    '.business p{margin:0}',
  ].join('\n');

  const drafts: Record<string, Partial<WidgetAddress>> = {};
  const suspendedTokens: Record<string, boolean> = {};

  function language(code: string | null | undefined): WidgetLanguage | null {
    if (!code) return null;
    return /^sv\b/i.test(code.trim()) ? 'sv' : 'en';
  }

  function whenBody(run: () => void): void {
    if (win.document.body) run();
    else win.document.addEventListener('DOMContentLoaded', () => run(), { once: true });
  }

  function request(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const init: RequestInit = { method, headers, credentials: 'same-origin' };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return win.fetch(api + path, init).then((response) =>
      response.text().then((text) => {
        let parsed: unknown = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          parsed = null;
        }
        return { status: response.status, body: parsed };
      }),
    );
  }

  function sessionPath(token: string, rest = ''): string {
    return '/sessions/' + encodeURIComponent(token) + rest;
  }

  function errorOf(answer: Answer, fallback: string): string {
    const body = answer.body as { error?: unknown } | null;
    return body && typeof body.error === 'string' ? body.error : fallback;
  }

  function mount(options: MountOptions): Widget {
    const hooks = options.hooks;
    const container = options.container;
    const host = container.ownerDocument;
    const iframe = host.createElement('iframe');
    iframe.title = options.title;
    iframe.setAttribute(
      'style',
      'display:block;width:100%;min-width:280px;height:320px;border:0;overflow:hidden',
    );
    container.appendChild(iframe);
    const doc = iframe.contentDocument;
    if (!doc) throw new Error('The checkout iframe has no document (is the container in the page?)');
    const guessed = language(options.language) ?? language(host.documentElement.lang) ?? 'en';
    doc.open();
    doc.write(
      '<!doctype html><html lang="' +
        guessed +
        '"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title></head><body></body></html>',
    );
    doc.close();
    doc.title = options.title;
    const style = doc.createElement('style');
    style.textContent = CSS;
    doc.head.appendChild(style);

    let token = options.token;
    let view: ProviderSessionView | null = null;
    let lang: WidgetLanguage = guessed;
    let t: Texts = TEXTS[lang];
    let suspended = !!suspendedTokens[token];
    let busy = false;
    let done = false;
    let disposed = false;
    let built = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** The address the provider has, as JSON, and its postal code. */
    let lastSent: string | null = null;
    let lastPostal: string | null = null;
    let posting: Promise<unknown> = Promise.resolve();
    let challengeOpen = false;
    let paying = false;

    const main = doc.createElement('main');
    main.className = 'widget';
    doc.body.appendChild(main);
    const overlay = el('div', { class: 'overlay', role: 'status' }, [TEXTS[guessed].loading]);
    main.appendChild(overlay);

    const inputs = {} as Record<Exclude<FieldName, 'country'>, HTMLInputElement>;
    const errors = {} as Record<string, HTMLElement>;
    const card = {} as Record<'number' | 'expiry' | 'cvc' | 'holderName', HTMLInputElement>;
    let orderSection: HTMLElement | null = null;
    let businessSection: HTMLElement | null = null;
    let form: HTMLFormElement | null = null;
    let payButton: HTMLButtonElement | null = null;
    let cardSection: HTMLElement | null = null;
    let noticeBox: HTMLElement | null = null;
    let newsletterBox: HTMLInputElement | null = null;
    let rememberBox: HTMLInputElement | null = null;
    let notYouButton: HTMLButtonElement | null = null;
    let challenge: { section: HTMLElement; input: HTMLInputElement; error: HTMLElement } | null = null;
    let doneSection: HTMLElement | null = null;

    function el(
      tag: string,
      attrs: Record<string, string> = {},
      children: (Node | string)[] = [],
    ): HTMLElement {
      const node = doc!.createElement(tag);
      for (const key of Object.keys(attrs)) node.setAttribute(key, attrs[key]!);
      for (const child of children) node.append(child);
      return node;
    }

    function money(minor: number): string {
      const currency = view ? view.currencyCode : 'SEK';
      try {
        return new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en', { style: 'currency', currency }).format(
          minor / 100,
        );
      } catch {
        return (minor / 100).toFixed(2) + ' ' + currency;
      }
    }

    function countryName(code: string): string {
      try {
        const names = new Intl.DisplayNames([lang === 'sv' ? 'sv-SE' : 'en'], { type: 'region' });
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    }

    function resize(): void {
      if (disposed) return;
      const height = Math.ceil(main.getBoundingClientRect().height);
      if (height > 0) iframe.style.height = height + 'px';
    }

    function address(): WidgetAddress {
      const value = (name: Exclude<FieldName, 'country'>) => (inputs[name] ? inputs[name].value.trim() : '');
      return {
        givenName: value('givenName'),
        familyName: value('familyName'),
        address: value('address'),
        postalCode: value('postalCode'),
        city: value('city'),
        country: view ? view.countryCode : '',
        telephoneNumber: value('telephoneNumber'),
        email: value('email'),
      };
    }

    function typedAny(value: WidgetAddress): boolean {
      return FIELDS.some((spec) => value[spec.name] !== '');
    }

    function phoneMandatory(): boolean {
      return !!options.phoneMandatory || !!(view && view.phoneMandatory);
    }

    function applyState(): void {
      const locked = suspended || busy || done || !view;
      if (form) {
        for (const control of Array.from(form.querySelectorAll('input,button'))) {
          (control as HTMLInputElement).disabled = locked;
        }
      }
      if (challenge) {
        challenge.input.disabled = suspended || busy;
        for (const button of Array.from(challenge.section.querySelectorAll('button'))) {
          (button as HTMLButtonElement).disabled = suspended || busy;
        }
      }
      overlay.hidden = !(suspended || !view);
      overlay.textContent = !view && !suspended ? t.loading : t.updating;
      if (suspended || busy) main.setAttribute('aria-busy', 'true');
      else main.removeAttribute('aria-busy');
      if (payButton) {
        payButton.textContent = busy ? t.processing : payLabel();
      }
      resize();
    }

    function accentStyle(): string {
      return 'background:' + options.theme.accent + ';color:' + options.theme.accentText;
    }

    /** A card is asked for only while something is left to pay (gift cards may cover it all). */
    function cardNeeded(): boolean {
      return !!options.card && !(view && view.totals.grandTotal === 0);
    }

    function payLabel(): string {
      if (options.payLabel !== 'pay' || !cardNeeded()) return t.complete;
      return view ? t.pay + ' ' + money(view.totals.grandTotal) : t.pay;
    }

    function notice(text: string | null, kind: 'error' | 'info' | 'success' = 'info'): void {
      if (!noticeBox) {
        if (text) overlay.textContent = text;
        return;
      }
      noticeBox.className = 'notice ' + kind;
      noticeBox.setAttribute('role', kind === 'error' ? 'alert' : 'status');
      noticeBox.textContent = text ?? '';
      resize();
    }

    function lineMeta(item: CartItem): string {
      const parts = [item.customAttributes.color, item.customAttributes.size].filter(Boolean);
      return (parts.length ? parts.join(', ') + ' · ' : '') + t.quantity(item.quantity);
    }

    /** An address in one line: 'Erik Buyer, Hamngatan 18, 41106 Göteborg, Sverige'. */
    function addressLine(value: WidgetAddress): string {
      const name = [value.givenName, value.familyName].filter(Boolean).join(' ');
      const place = [value.postalCode, value.city].filter(Boolean).join(' ');
      const country = value.country ? countryName(value.country) : '';
      return [name, value.address, place, country].filter(Boolean).join(', ');
    }

    /** A business buyer's company, reference and delivery address: set by the shop, not editable here. */
    function renderBusiness(): void {
      if (!businessSection) return;
      const business = view ? view.business : undefined;
      businessSection.hidden = !business;
      if (!business) {
        businessSection.removeAttribute('aria-labelledby');
        businessSection.replaceChildren();
        return;
      }
      businessSection.setAttribute('aria-labelledby', 'business-heading');
      businessSection.replaceChildren(
        el('h2', { id: 'business-heading' }, [
          business.name + ' (' + t.organisationNumber(business.organisationNumber) + ')',
        ]),
        el('p', {}, [t.reference + ': ' + business.reference]),
        el('h3', {}, [t.deliveryAddress]),
        el('p', {}, [addressLine(business.shippingAddress)]),
      );
    }

    function renderOrder(): void {
      if (!view || !orderSection) return;
      const totals = view.totals;
      const lines = el(
        'ul',
        { class: 'lines' },
        view.items.map((item) =>
          el('li', {}, [
            el('span', {}, [
              el('span', { class: 'line-name' }, [item.displayName || item.name]),
              el('br'),
              el('span', { class: 'line-meta' }, [lineMeta(item)]),
            ]),
            el('span', { class: 'line-price' }, [money(item.totalPriceAmount)]),
          ]),
        ),
      );
      const rows: [string, string, string?][] = [[t.subTotal, money(totals.subTotal)]];
      if (totals.discountTotal > 0) rows.push([t.discount, '−' + money(totals.discountTotal)]);
      rows.push([t.shipping, money(totals.shippingTotal)]);
      if (totals.giftCardTotal > 0) rows.push([t.giftCards, '−' + money(totals.giftCardTotal)]);
      const withoutTax = totals.subTotal - totals.discountTotal + totals.shippingTotal - totals.giftCardTotal;
      const taxAdded = withoutTax !== totals.grandTotal && totals.taxTotal > 0;
      if (taxAdded) rows.push([t.taxAdded, money(totals.taxTotal)]);
      rows.push([t.total, money(totals.grandTotal), 'grand']);
      if (!taxAdded) rows.push([t.taxIncluded, money(totals.taxTotal)]);
      const list = el('dl', { class: 'totals' });
      for (const [label, amount, cls] of rows) {
        list.appendChild(el('dt', cls ? { class: cls } : {}, [label]));
        list.appendChild(el('dd', cls ? { class: cls } : {}, [amount]));
      }
      orderSection.replaceChildren(el('h2', { id: 'order-heading' }, [t.order]), lines, list);
      renderBusiness();
      if (cardSection) cardSection.hidden = !cardNeeded();
      if (payButton && !busy) payButton.textContent = payLabel();
      resize();
    }

    function field(
      id: string,
      label: string,
      attrs: Record<string, string>,
      required: boolean,
    ): { wrap: HTMLElement; input: HTMLInputElement; error: HTMLElement } {
      const error = el('p', { class: 'error', id: id + '-error' });
      const input = el('input', {
        id,
        name: id,
        'aria-describedby': id + '-error',
        ...attrs,
      }) as HTMLInputElement;
      if (required) input.setAttribute('aria-required', 'true');
      input.addEventListener('input', () => {
        input.removeAttribute('aria-invalid');
        error.textContent = '';
      });
      const wrap = el('div', { class: 'field' }, [
        el('label', { for: id }, [required ? label : label + ' ' + t.optional]),
        input,
        error,
      ]);
      return { wrap, input, error };
    }

    function build(): void {
      built = true;
      doc!.documentElement.lang = lang;
      main.setAttribute('aria-labelledby', 'widget-heading');
      orderSection = el('section', { 'aria-labelledby': 'order-heading' });
      const details = el('fieldset', {}, [el('legend', {}, [t.details])]);
      const made = {} as Record<string, HTMLElement>;
      for (const spec of FIELDS) {
        const required = spec.name !== 'telephoneNumber' || phoneMandatory();
        const attrs: Record<string, string> = {
          type: spec.type,
          autocomplete: spec.autocomplete,
          maxlength: String(spec.max),
        };
        if (spec.name === 'postalCode') attrs.inputmode = 'numeric';
        const made1 = field('f-' + spec.name, t[spec.name], attrs, required);
        inputs[spec.name] = made1.input;
        errors[spec.name] = made1.error;
        made[spec.name] = made1.wrap;
        made1.input.addEventListener('input', () => {
          drafts[token] = { ...drafts[token], [spec.name]: made1.input.value };
        });
        made1.input.addEventListener('change', () => scheduleCustomer());
      }
      details.append(
        made.email!,
        el('div', { class: 'row' }, [made.givenName!, made.familyName!]),
        made.address!,
        el('div', { class: 'row' }, [made.postalCode!, made.city!]),
        made.telephoneNumber!,
        el('p', { class: 'static' }, [t.country + ': ' + countryName(view!.countryCode)]),
      );
      form = el('form', { novalidate: '', 'aria-label': options.title }) as HTMLFormElement;
      businessSection = el('section', { class: 'business' });
      businessSection.hidden = true;
      form.append(businessSection, details);

      if (options.notYou) {
        notYouButton = el('button', { type: 'button', class: 'link' }, [t.notYou]) as HTMLButtonElement;
        notYouButton.addEventListener('click', () => deauthenticate());
        notYouButton.hidden = true;
        details.insertBefore(el('p', { class: 'static' }, [notYouButton]), made.email!);
      }
      if (options.newsletter && options.newsletter !== 'hidden') {
        newsletterBox = el('input', { type: 'checkbox', id: 'f-newsletter' }) as HTMLInputElement;
        newsletterBox.checked = options.newsletter === 'checked';
        newsletterBox.addEventListener('change', () => {
          if (hooks.newsletterChanged) hooks.newsletterChanged(newsletterBox!.checked);
        });
        form.appendChild(
          el('div', { class: 'check' }, [
            newsletterBox,
            el('label', { for: 'f-newsletter' }, [t.newsletter]),
          ]),
        );
      }
      if (options.rememberMe) {
        rememberBox = el('input', { type: 'checkbox', role: 'switch', id: 'f-remember' }) as HTMLInputElement;
        rememberBox.addEventListener('change', () => {
          if (hooks.rememberMeChanged) hooks.rememberMeChanged(rememberBox!.checked);
        });
        form.appendChild(
          el('div', { class: 'check' }, [rememberBox, el('label', { for: 'f-remember' }, [t.rememberMe])]),
        );
      }
      if (options.b2bLink) {
        const info = el('p', { id: 'b2b-info', class: 'static' }, [t.b2bInfo]);
        info.hidden = true;
        const link = el(
          'button',
          { type: 'button', class: 'link', 'aria-expanded': 'false', 'aria-controls': 'b2b-info' },
          [t.b2b],
        );
        link.addEventListener('click', () => {
          info.hidden = !info.hidden;
          link.setAttribute('aria-expanded', String(!info.hidden));
          resize();
        });
        form.appendChild(el('p', { class: 'static' }, [link]));
        form.appendChild(info);
      }
      if (options.card) buildCard(form);
      noticeBox = el('div', { class: 'notice info', role: 'status' });
      form.appendChild(noticeBox);
      payButton = el('button', { type: 'submit', class: 'pay', style: accentStyle() }) as HTMLButtonElement;
      payButton.textContent = payLabel();
      if (options.showPayButton === false) payButton.hidden = true;
      form.appendChild(payButton);
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        pay();
      });
      main.replaceChildren(
        el('h1', { id: 'widget-heading' }, [options.theme.name]),
        orderSection,
        form,
        overlay,
      );
    }

    function buildCard(target: HTMLElement): void {
      const section = el('fieldset', {}, [el('legend', {}, [t.card])]);
      const specs: [keyof typeof card, string, Record<string, string>][] = [
        [
          'number',
          t.cardNumber,
          { type: 'text', inputmode: 'numeric', autocomplete: 'cc-number', maxlength: '23' },
        ],
        [
          'expiry',
          t.expiry,
          {
            type: 'text',
            inputmode: 'numeric',
            autocomplete: 'cc-exp',
            maxlength: '7',
            placeholder: lang === 'sv' ? 'MM/ÅÅ' : 'MM/YY',
          },
        ],
        ['cvc', t.cvc, { type: 'text', inputmode: 'numeric', autocomplete: 'cc-csc', maxlength: '4' }],
        ['holderName', t.holderName, { type: 'text', autocomplete: 'cc-name', maxlength: '100' }],
      ];
      const wraps: HTMLElement[] = [];
      for (const [name, label, attrs] of specs) {
        if (name === 'holderName' && options.card && !options.card.holderName) continue;
        const made = field('card-' + name, label, attrs, true);
        card[name] = made.input;
        errors['card-' + name] = made.error;
        wraps.push(made.wrap);
      }
      section.append(wraps[0]!, el('div', { class: 'row' }, [wraps[1]!, wraps[2]!]), ...wraps.slice(3));
      section.hidden = !cardNeeded();
      cardSection = section;
      target.appendChild(section);
    }

    function showError(key: string, input: HTMLInputElement, text: string): void {
      input.setAttribute('aria-invalid', 'true');
      errors[key]!.textContent = text;
    }

    function validate(): boolean {
      let first: HTMLInputElement | null = null;
      const fail = (key: string, input: HTMLInputElement, text: string) => {
        showError(key, input, text);
        if (!first) first = input;
      };
      const values = address();
      for (const spec of FIELDS) {
        const input = inputs[spec.name];
        const value = values[spec.name];
        const required = spec.name !== 'telephoneNumber' || phoneMandatory();
        if (required && value === '') fail(spec.name, input, t.required(t[spec.name]));
        else if (spec.name === 'email' && value !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
          fail(spec.name, input, t.invalidEmail);
        } else if (
          spec.name === 'telephoneNumber' &&
          value !== '' &&
          !/^\+?[0-9][0-9 ()-]{5,}$/.test(value)
        ) {
          fail(spec.name, input, t.invalidPhone);
        }
      }
      if (cardNeeded()) {
        const digits = card.number.value.replace(/\s+/g, '');
        if (!/^[0-9]{12,19}$/.test(digits)) fail('card-number', card.number, t.invalidCard);
        if (!/^(0[1-9]|1[0-2])\s*\/\s*[0-9]{2}$/.test(card.expiry.value.trim()))
          fail('card-expiry', card.expiry, t.invalidExpiry);
        if (!/^[0-9]{3,4}$/.test(card.cvc.value.trim())) fail('card-cvc', card.cvc, t.invalidCvc);
        if (card.holderName && card.holderName.value.trim() === '') {
          fail('card-holderName', card.holderName, t.required(t.holderName));
        }
      }
      resize();
      if (first) {
        notice(t.fixErrors, 'error');
        (first as HTMLInputElement).focus();
        return false;
      }
      return true;
    }

    function handleFailure(answer: Answer | null): void {
      if (answer && answer.status === 404) {
        notice(t.expired, 'error');
        if (hooks.expired) hooks.expired();
      } else if (answer && answer.status === 409) {
        notice(/lock|updat/i.test(errorOf(answer, '')) ? t.locked : t.notOpen, 'error');
      } else {
        notice(t.network, 'error');
        if (hooks.networkError)
          hooks.networkError(answer ? errorOf(answer, 'HTTP ' + answer.status) : 'network error');
      }
    }

    function postCustomer(): Promise<boolean> {
      if (disposed || !view || done) return Promise.resolve(true);
      const current = address();
      const json = JSON.stringify(current);
      if (json === lastSent) return Promise.resolve(true);
      const sentToken = token;
      const run = posting.then(() =>
        request('POST', sessionPath(sentToken, '/customer'), {
          billingAddress: current,
          shippingAddress: current,
        }).then(
          (answer) => {
            if (disposed || sentToken !== token) return true;
            if (answer.status !== 200) {
              handleFailure(answer);
              return false;
            }
            const previousPostal = lastPostal;
            lastSent = json;
            lastPostal = current.postalCode;
            view = answer.body as ProviderSessionView;
            if (notYouButton) notYouButton.hidden = !typedAny(current);
            if (hooks.customerUpdated) hooks.customerUpdated(current, view);
            // A business buyer's shipping address is the shop's: typing does not move the delivery.
            if (previousPostal !== current.postalCode && !view.business && hooks.shippingUpdated)
              hooks.shippingUpdated(current, view);
            return true;
          },
          () => {
            if (!disposed) handleFailure(null);
            return false;
          },
        ),
      );
      posting = run.catch(() => undefined);
      return run;
    }

    function scheduleCustomer(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        void postCustomer();
      }, 300);
    }

    function flushCustomer(): Promise<boolean> {
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
      return postCustomer();
    }

    function deauthenticate(): void {
      for (const spec of FIELDS) inputs[spec.name].value = '';
      drafts[token] = {};
      if (notYouButton) notYouButton.hidden = true;
      if (hooks.deauthenticating) hooks.deauthenticating();
      void flushCustomer();
      inputs.email.focus();
    }

    /** The done state; `notify` false for an order that was completed before this render. */
    function finish(reference: string, notify = true): void {
      done = true;
      busy = false;
      delete drafts[token];
      doneSection = el('section', { class: 'done', role: 'status', 'aria-labelledby': 'done-heading' }, [
        el('h2', { id: 'done-heading' }, [options.card ? t.paid : t.thanks]),
        el('p', {}, [t.orderNumber(reference)]),
      ]);
      if (form) form.hidden = true;
      if (challenge) challenge.section.remove();
      main.insertBefore(doneSection, overlay);
      applyState();
      ended({ status: 'completed', reference });
      if (notify && hooks.completed) hooks.completed(reference, view);
    }

    function failValidation(body: { errors?: unknown; productVariantIDs?: unknown }): void {
      notice(t.validationTitle + '. ' + t.validationMessage, 'error');
      if (hooks.validationFailed) {
        hooks.validationFailed({
          title: t.validationTitle,
          message: t.validationMessage,
          errors: Array.isArray(body.errors) ? (body.errors as string[]) : [],
          productVariantIDs: Array.isArray(body.productVariantIDs)
            ? (body.productVariantIDs as string[])
            : [],
        });
      }
    }

    function pay(): void {
      if (disposed || done || busy || !view) return;
      if (suspended) {
        notice(t.locked, 'info');
        return;
      }
      notice(null);
      if (!validate()) return;
      const extras = {
        newsletter: !!(newsletterBox && newsletterBox.checked),
        rememberMe: !!(rememberBox && rememberBox.checked),
      };
      busy = true;
      applyState();
      const flow = options.card;
      const go = () => (flow ? payByCard(flow) : purchase());
      if (hooks.beforeSubmit) {
        let settled = false;
        hooks.beforeSubmit(
          address(),
          extras,
          () => {
            if (settled || disposed) return;
            settled = true;
            go();
          },
          () => {
            if (settled || disposed) return;
            settled = true;
            busy = false;
            applyState();
          },
        );
      } else go();
    }

    function settle(): void {
      busy = false;
      applyState();
    }

    function started(): void {
      paying = true;
      if (hooks.paymentStarted) hooks.paymentStarted();
    }

    function ended(
      result: { status: 'completed'; reference: string } | { status: 'failed' | 'declined' | 'refused' },
    ): void {
      if (!paying) return;
      paying = false;
      if (hooks.paymentEnded) hooks.paymentEnded(result);
    }

    function purchase(): void {
      started();
      const paidToken = token;
      flushCustomer()
        .then((saved) => (saved ? request('POST', sessionPath(paidToken, '/purchase')) : null))
        .then(
          (answer) => {
            if (disposed) return;
            if (!answer) {
              settle();
              return ended({ status: 'failed' });
            }
            const body = (answer.body ?? {}) as {
              status?: string;
              reference?: string;
              reason?: string;
              errors?: unknown;
              productVariantIDs?: unknown;
            };
            if (answer.status === 200 && body.status === 'completed') return finish(String(body.reference));
            settle();
            if (answer.status === 200 && body.status === 'declined') {
              notice(t.declined, 'error');
              ended({ status: 'declined' });
              if (hooks.declined) hooks.declined(String(body.reason ?? 'declined'));
              return;
            }
            ended({ status: 'failed' });
            if (answer.status === 200 && body.status === 'validation_failed') return failValidation(body);
            handleFailure(answer);
          },
          () => {
            if (disposed) return;
            settle();
            ended({ status: 'failed' });
            handleFailure(null);
          },
        );
    }

    /** A card payment's call that failed: the form says so (the provider's script tells the merchant). */
    function cardFailed(outcome: CardOutcome): void {
      ended({ status: 'failed' });
      const status = outcome.status ?? null;
      if (status === 409) notice(/lock|updat/i.test(outcome.error ?? '') ? t.locked : t.notOpen, 'error');
      else if (status === 404) notice(t.expired, 'error');
      else notice(t.network, 'error');
    }

    function payByCard(flow: CardFlow): void {
      started();
      // Nothing left to pay (gift cards paid it all): no card is asked for, and none is sent.
      const details: CardDetails | null = cardNeeded()
        ? {
            number: card.number.value,
            expiry: card.expiry.value,
            cvc: card.cvc.value,
            holderName: card.holderName ? card.holderName.value : '',
          }
        : null;
      flushCustomer()
        .then((saved) => (saved ? flow.pay(details) : null))
        .then(
          (outcome) => {
            if (disposed) return;
            settle();
            if (!outcome) return ended({ status: 'failed' });
            if (outcome.step === 'challenge') return openChallenge();
            if (outcome.step === 'authorised') finish(view ? view.reference : '');
            else if (outcome.step === 'refused') {
              notice(t.refused, 'error');
              if (cardNeeded()) card.number.focus();
              ended({ status: 'refused' });
            } else cardFailed(outcome);
            if (outcome.report) outcome.report();
          },
          () => {
            if (disposed) return;
            settle();
            cardFailed({ step: 'failed', status: null });
          },
        );
    }

    function openChallenge(): void {
      if (!form) return;
      challengeOpen = true;
      const error = el('p', { class: 'error', id: 'challenge-error' });
      const input = el('input', {
        id: 'challenge-code',
        type: 'text',
        inputmode: 'numeric',
        autocomplete: 'one-time-code',
        maxlength: '8',
        'aria-describedby': 'challenge-error',
        'aria-required': 'true',
      }) as HTMLInputElement;
      input.addEventListener('input', () => {
        input.removeAttribute('aria-invalid');
        error.textContent = '';
      });
      const confirm = el('button', { type: 'submit', class: 'pay', style: accentStyle() }, [t.confirm]);
      const challengeForm = el('form', { novalidate: '', 'aria-labelledby': 'challenge-heading' }, [
        el('h2', { id: 'challenge-heading' }, [t.challengeTitle]),
        el('p', {}, [t.challengeIntro]),
        el('div', { class: 'field' }, [
          el('label', { for: 'challenge-code' }, [t.challengeLabel]),
          input,
          error,
        ]),
        confirm,
      ]);
      challengeForm.addEventListener('submit', (event) => {
        event.preventDefault();
        confirmChallenge();
      });
      const section = el('section', { class: 'challenge' }, [challengeForm]);
      challenge = { section, input, error };
      form.hidden = true;
      main.insertBefore(section, overlay);
      applyState();
      input.focus();
    }

    function closeChallenge(): void {
      challengeOpen = false;
      if (challenge) challenge.section.remove();
      challenge = null;
      if (form) form.hidden = false;
      applyState();
    }

    function confirmChallenge(): void {
      if (!challenge || busy || disposed) return;
      if (suspended) {
        challenge.error.textContent = t.locked;
        return;
      }
      const code = challenge.input.value.trim();
      if (code === '') {
        challenge.input.setAttribute('aria-invalid', 'true');
        challenge.error.textContent = t.challengeRequired;
        challenge.input.focus();
        return;
      }
      const flow = options.card;
      if (!flow) return;
      busy = true;
      applyState();
      flow.confirm(code).then(
        (outcome) => {
          if (disposed) return;
          busy = false;
          if (outcome.step === 'authorised') finish(view ? view.reference : '');
          else {
            closeChallenge();
            if (outcome.step === 'refused') {
              notice(t.challengeFailed, 'error');
              ended({ status: 'refused' });
            } else cardFailed(outcome);
          }
          if (outcome.report) outcome.report();
        },
        () => {
          if (disposed) return;
          busy = false;
          closeChallenge();
          cardFailed({ step: 'failed', status: null });
        },
      );
    }

    function prefill(): void {
      const saved = view && view.billingAddress;
      const draft = drafts[token];
      let fromProvider = false;
      for (const spec of FIELDS) {
        const typed = draft ? draft[spec.name] : undefined;
        if (typed !== undefined) inputs[spec.name].value = typed;
        else if (saved && saved[spec.name]) {
          inputs[spec.name].value = saved[spec.name];
          fromProvider = true;
        }
      }
      if (saved) {
        lastSent = JSON.stringify({ ...saved, country: view!.countryCode });
        lastPostal = saved.postalCode;
      }
      if (notYouButton) notYouButton.hidden = !fromProvider;
      // What was typed but never reached the provider (a re-inserted container, another token) goes now.
      if (JSON.stringify(address()) !== lastSent && typedAny(address())) {
        scheduleCustomer();
      }
    }

    /**
     * The merchant changed the buyer on the order (a business buyer's contact or billing address):
     * the form follows, unless the shopper has typed over what it showed before.
     */
    function followMerchantAddress(previous: ProviderSessionView | null): void {
      const before = previous && previous.billingAddress;
      const after = view && view.billingAddress;
      if (!after || !before || JSON.stringify(before) === JSON.stringify(after)) return;
      const shown = address();
      if (FIELDS.some((spec) => shown[spec.name] !== (before[spec.name] || '').trim())) return;
      for (const spec of FIELDS) inputs[spec.name].value = after[spec.name] || '';
      drafts[token] = {};
      lastSent = JSON.stringify({ ...after, country: view!.countryCode });
      lastPostal = after.postalCode;
    }

    /** Loads a token's order; a first load builds the form, a later one re-renders lines and totals. */
    function load(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ProviderSessionView | null> {
      const loadedToken = token;
      return request(method, path, body).then(
        (answer) => {
          if (disposed || loadedToken !== token) return view;
          if (answer.status !== 200) {
            if (!built)
              overlay.textContent = answer.status === 404 ? TEXTS[lang].expired : TEXTS[lang].network;
            handleFailure(answer);
            return null;
          }
          const previous = view;
          view = answer.body as ProviderSessionView;
          if (!built) {
            lang = language(options.language) ?? language(view.languageCode) ?? 'en';
            t = TEXTS[lang];
            build();
            renderOrder();
            prefill();
            if (view.status === 'completed') finish(view.reference, false);
            else if (view.status === 'aborted') notice(t.notOpen, 'error');
            applyState();
            if (hooks.loaded) hooks.loaded(view, address());
            if (options.autofocus && !suspended) inputs.email.focus();
          } else {
            renderOrder();
            followMerchantAddress(previous);
            applyState();
            if (hooks.orderUpdated) hooks.orderUpdated(view, previous);
          }
          return view;
        },
        () => {
          if (!disposed) {
            if (!built) overlay.textContent = TEXTS[lang].network;
            handleFailure(null);
          }
          return null;
        },
      );
    }

    function switchToken(next: string | undefined): void {
      if (!next || next === token) return;
      // The shopper's typing follows them to the new order.
      if (!drafts[next]) drafts[next] = { ...address() };
      token = next;
      done = false;
      lastSent = null;
      if (doneSection) doneSection.remove();
      if (challengeOpen) closeChallenge();
      if (form) form.hidden = false;
      notice(null);
    }

    function setLocked(locked: boolean): Promise<ProviderSessionView | null> {
      return load('POST', sessionPath(token, '/lock'), { locked });
    }

    const ResizeObserverOf =
      (doc.defaultView as (Window & typeof globalThis) | null)?.ResizeObserver ?? win.ResizeObserver;
    const observer = ResizeObserverOf ? new ResizeObserverOf(() => resize()) : null;
    if (observer) observer.observe(main);

    const first = load('GET', sessionPath(token)).then((loaded) => {
      // A stale lock (a page that suspended and went away) is lifted unless this page suspended it.
      if (loaded && loaded.locked && !suspended) return setLocked(false);
      return loaded;
    });

    const widget: Widget = {
      get token() {
        return token;
      },
      container,
      iframe,
      view: () => view,
      ready: first,
      suspend() {
        if (disposed) return;
        suspended = true;
        suspendedTokens[token] = true;
        applyState();
        void request('POST', sessionPath(token, '/lock'), { locked: true }).catch(() => undefined);
      },
      resume(next?: string) {
        if (disposed) return Promise.resolve(null);
        delete suspendedTokens[token];
        suspended = false;
        switchToken(next);
        applyState();
        return (built ? setLocked(false) : load('POST', sessionPath(token, '/lock'), { locked: false })).then(
          (loaded) => {
            if (loaded && !lastSent && built) prefill();
            return loaded;
          },
        );
      },
      refresh(next?: string) {
        if (disposed) return Promise.resolve(null);
        switchToken(next);
        return load('GET', sessionPath(token)).then((loaded) => {
          if (loaded && !lastSent && built) prefill();
          return loaded;
        });
      },
      submit: () => pay(),
      notice: (text, kind) => notice(text, kind),
      isSuspended: () => suspended,
      // An iframe moved in the page reloads blank: it then needs a fresh render.
      isConnected: () => !disposed && iframe.isConnected && iframe.contentDocument === doc,
      unmount() {
        if (disposed) return;
        disposed = true;
        if (timer !== undefined) clearTimeout(timer);
        if (observer) observer.disconnect();
        iframe.remove();
      },
    };
    return widget;
  }

  return { api, mount, whenBody, language, session: (token) => request('GET', sessionPath(token)) };
}
