import type { CartItem } from '../../../../contracts/types/shopper-providers';
import { isEmailAddress, PHONE_PATTERN } from '../../shopperDetails';
import type { ProviderSessionView } from '../../types';
import type { FormControl, FrameOptions } from '../channel';
import type {
  CardDetails,
  CardFlow,
  CardOutcome,
  WidgetAddress,
  WidgetHooks,
  WidgetLanguage,
} from '../types';
import { CSS } from './styles';
import { FIELDS, language, TEXTS, type FieldName, type Texts } from './texts';

// The checkout form of every look-alike, in the provider's frame: it renders the provider's order,
// takes the shopper's details, pays, and reports to the provider's script on the shop's page (the
// link) what that script's hooks are told.

/** How the form reaches the provider's script on the shop's page. */
export interface FormLink {
  hook(name: string, args: unknown[]): void;
  /** A hook whose answer the form waits for. */
  ask(name: string, args: unknown[]): Promise<unknown>;
  resize(height: number): void;
  draft(token: string, draft: Partial<WidgetAddress> | null): void;
  state(token: string, view: ProviderSessionView | null, suspended: boolean): void;
}

type Answer = { status: number; body: unknown };

/** The script's hooks as the form calls them: each one the script has, sent over the link. */
function hooksOf(options: FrameOptions, link: FormLink): WidgetHooks {
  const hooks: Record<string, (...args: unknown[]) => void> = {};
  for (const name of options.hooks) hooks[name] = (...args) => link.hook(name, args);
  if (options.hooks.includes('beforeSubmit')) {
    hooks.beforeSubmit = (address, extras, proceed, abort) => {
      void link.ask('beforeSubmit', [address, extras]).then(
        (answer) => (answer === 'proceed' ? (proceed as () => void)() : (abort as () => void)()),
        () => (abort as () => void)(),
      );
    };
  }
  return hooks as WidgetHooks;
}

/** Adyen: the card goes to the script on the shop's page, which makes the payment calls. */
function cardFlowOf(card: NonNullable<FrameOptions['card']>, link: FormLink): CardFlow {
  const outcomeOf = (answer: unknown): CardOutcome => {
    const { report, ...outcome } = answer as Omit<CardOutcome, 'report'> & { report?: number };
    return report === undefined ? outcome : { ...outcome, report: () => link.hook('cardReport', [report]) };
  };
  return {
    holderName: card.holderName,
    pay: (details: CardDetails | null) => link.ask('cardPay', [details]).then(outcomeOf),
    redirectMethods: card.redirectMethods,
    payByRedirect: (type: string) => link.ask('cardRedirect', [type]).then(outcomeOf),
  };
}

export function runForm(
  win: Window & typeof globalThis,
  api: string,
  options: FrameOptions,
  link: FormLink,
): FormControl {
  const doc = win.document;
  const guessed = language(options.language) ?? language(options.hostLanguage) ?? 'en';
  doc.documentElement.lang = guessed;
  doc.title = options.title;
  const style = doc.createElement('style');
  style.textContent = CSS;
  doc.head.appendChild(style);
  const drafts = options.drafts;
  const hooks = hooksOf(options, link);
  const cardFlow = options.card ? cardFlowOf(options.card, link) : null;

  let token = options.token;
  let view: ProviderSessionView | null = null;
  let lang: WidgetLanguage = guessed;
  let t: Texts = TEXTS[lang];
  let suspended = options.suspended;
  let busy = false;
  let done = false;
  let built = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The address the provider has, as JSON, and its postal code. */
  let lastSent: string | null = null;
  let lastPostal: string | null = null;
  let posting: Promise<unknown> = Promise.resolve();
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
  let methodSection: HTMLElement | null = null;
  /** The payment method chosen: 'scheme' (the card) or a redirect method's type. */
  let method = 'scheme';
  let noticeBox: HTMLElement | null = null;
  let newsletterBox: HTMLInputElement | null = null;
  let rememberBox: HTMLInputElement | null = null;
  let notYouButton: HTMLButtonElement | null = null;
  let doneSection: HTMLElement | null = null;

  /** A call to the provider's own server (this frame's origin); XMLHttpRequest, which every frame has. */
  function request(method: string, path: string, body?: unknown): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const xhr = new win.XMLHttpRequest();
      xhr.open(method, api + path);
      xhr.setRequestHeader('accept', 'application/json');
      if (body !== undefined) xhr.setRequestHeader('content-type', 'application/json');
      xhr.onload = () => {
        let parsed: unknown = null;
        try {
          parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          parsed = null;
        }
        resolve({ status: xhr.status, body: parsed });
      };
      xhr.onerror = () => reject(new Error('network error'));
      xhr.send(body === undefined ? null : JSON.stringify(body));
    });
  }

  function sessionPath(of: string, rest = ''): string {
    return '/sessions/' + encodeURIComponent(of) + rest;
  }

  function errorOf(answer: Answer, fallback: string): string {
    const body = answer.body as { error?: unknown } | null;
    return body && typeof body.error === 'string' ? body.error : fallback;
  }

  function el(
    tag: string,
    attrs: Record<string, string> = {},
    children: (Node | string)[] = [],
  ): HTMLElement {
    const node = doc.createElement(tag);
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

  /** The page's script keeps what was typed, for a frame that loads again (moved in the page). */
  function setDraft(of: string, draft: Partial<WidgetAddress> | null): void {
    if (draft) drafts[of] = draft;
    else delete drafts[of];
    link.draft(of, draft);
  }

  function resize(): void {
    const height = Math.ceil(main.getBoundingClientRect().height);
    if (height > 0) link.resize(height);
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
    overlay.hidden = !(suspended || !view);
    overlay.textContent = !view && !suspended ? t.loading : t.updating;
    if (suspended || busy) main.setAttribute('aria-busy', 'true');
    else main.removeAttribute('aria-busy');
    if (payButton) {
      payButton.textContent = busy ? t.processing : payLabel();
    }
    resize();
    link.state(token, view, suspended);
  }

  function accentStyle(): string {
    return 'background:' + options.theme.accent + ';color:' + options.theme.accentText;
  }

  /** A card is asked for only while something is left to pay (gift cards may cover it all). */
  function cardNeeded(): boolean {
    return somethingToPay() && method === 'scheme';
  }

  function somethingToPay(): boolean {
    return !!cardFlow && !(view && view.totals.grandTotal === 0);
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
    if (methodSection) methodSection.hidden = !somethingToPay();
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
    doc.documentElement.lang = lang;
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
        setDraft(token, { ...drafts[token], [spec.name]: made1.input.value });
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
        el('div', { class: 'check' }, [newsletterBox, el('label', { for: 'f-newsletter' }, [t.newsletter])]),
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
    if (cardFlow && cardFlow.redirectMethods && cardFlow.redirectMethods.length > 0) {
      buildMethods(form, cardFlow.redirectMethods);
    }
    if (cardFlow) buildCard(form);
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

  /** The card, or a method that pays on its own site (Adyen's Drop-in lists them as radio choices). */
  function buildMethods(target: HTMLElement, methods: { type: string; name: string }[]): void {
    const section = el('fieldset', {}, [el('legend', {}, [t.paymentMethod])]);
    const choices: [string, string][] = [
      ['scheme', t.card],
      ...methods.map((m): [string, string] => [m.type, m.name]),
    ];
    for (const [type, name] of choices) {
      const id = 'method-' + type;
      const radio = el('input', { type: 'radio', name: 'method', id, value: type }) as HTMLInputElement;
      radio.checked = type === method;
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        method = type;
        if (cardSection) cardSection.hidden = !cardNeeded();
        resize();
      });
      section.appendChild(el('div', { class: 'check' }, [radio, el('label', { for: id }, [name])]));
    }
    section.hidden = !somethingToPay();
    methodSection = section;
    target.appendChild(section);
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
      if (name === 'holderName' && cardFlow && !cardFlow.holderName) continue;
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

  /** What the providers' servers require of a purchase too (shopperDetails.ts). */
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
      else if (spec.name === 'email' && value !== '' && !isEmailAddress(value)) {
        fail(spec.name, input, t.invalidEmail);
      } else if (spec.name === 'telephoneNumber' && value !== '' && !PHONE_PATTERN.test(value)) {
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
    if (!view || done) return Promise.resolve(true);
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
          if (sentToken !== token) return true;
          if (answer.status !== 200) {
            handleFailure(answer);
            return false;
          }
          const previousPostal = lastPostal;
          lastSent = json;
          lastPostal = current.postalCode;
          view = answer.body as ProviderSessionView;
          link.state(token, view, suspended);
          if (notYouButton) notYouButton.hidden = !typedAny(current);
          if (hooks.customerUpdated) hooks.customerUpdated(current, view);
          // A business buyer's shipping address is the shop's: typing does not move the delivery.
          if (previousPostal !== current.postalCode && !view.business && hooks.shippingUpdated)
            hooks.shippingUpdated(current, view);
          return true;
        },
        () => {
          handleFailure(null);
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
    setDraft(token, {});
    if (notYouButton) notYouButton.hidden = true;
    if (hooks.deauthenticating) hooks.deauthenticating();
    void flushCustomer();
    inputs.email.focus();
  }

  /** The done state; `notify` false for an order that was completed before this render. */
  function finish(reference: string, notify = true): void {
    done = true;
    busy = false;
    setDraft(token, null);
    doneSection = el('section', { class: 'done', role: 'status', 'aria-labelledby': 'done-heading' }, [
      el('h2', { id: 'done-heading' }, [cardFlow ? t.paid : t.thanks]),
      el('p', {}, [t.orderNumber(reference)]),
    ]);
    if (form) form.hidden = true;
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
        productVariantIDs: Array.isArray(body.productVariantIDs) ? (body.productVariantIDs as string[]) : [],
      });
    }
  }

  function pay(): void {
    if (done || busy || !view) return;
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
    const flow = cardFlow;
    // What the shopper agreed to: the amount on the screen at the click, whatever arrives after it.
    const shown = view.totals.grandTotal;
    const go = () => (flow ? payByCard(flow) : purchase(shown));
    if (hooks.beforeSubmit) {
      const beforeSubmit = hooks.beforeSubmit;
      let settled = false;
      const abort = () => {
        if (settled) return;
        settled = true;
        busy = false;
        applyState();
      };
      // The provider has what was typed before it asks the merchant, who checks the order with it.
      void flushCustomer().then((saved) => {
        if (!saved) return abort();
        beforeSubmit(
          address(),
          extras,
          () => {
            if (settled) return;
            settled = true;
            go();
          },
          abort,
        );
      });
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

  function purchase(shownAmount: number): void {
    started();
    const paidToken = token;
    flushCustomer()
      .then((saved) =>
        // After the lock changes already sent: one still on its way would find the order locked.
        saved
          ? inTurn(() => request('POST', sessionPath(paidToken, '/purchase'), { amount: shownAmount }))
          : null,
      )
      .then(
        (answer) => {
          if (!answer) {
            settle();
            return ended({ status: 'failed' });
          }
          const body = (answer.body ?? {}) as {
            status?: string;
            reference?: string;
            location?: string;
            reason?: string;
            errors?: unknown;
            productVariantIDs?: unknown;
          };
          if (answer.status === 200 && body.status === 'completed') return finish(String(body.reference));
          if (
            answer.status === 200 &&
            body.status === 'redirect' &&
            body.location &&
            hooks.merchantRedirect
          ) {
            // The merchant refused it on its server: the page goes where it said, the form stays busy.
            ended({ status: 'failed' });
            return hooks.merchantRedirect(body.location);
          }
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
    const redirect = somethingToPay() && method !== 'scheme' ? method : null;
    const paying = () => (redirect && flow.payByRedirect ? flow.payByRedirect(redirect) : flow.pay(details));
    flushCustomer()
      .then((saved) => (saved ? inTurn(paying) : null))
      .then(
        (outcome) => {
          if (outcome && outcome.step === 'redirecting') {
            // The page leaves for the method's site: the form stays busy until it has gone.
            const name = cardFlow?.redirectMethods?.find((m) => m.type === redirect)?.name ?? '';
            notice(t.redirecting(name), 'info');
            if (outcome.report) outcome.report();
            return;
          }
          settle();
          if (!outcome) return ended({ status: 'failed' });
          if (outcome.step === 'authorised') finish(view ? view.reference : '');
          else if (outcome.step === 'refused') {
            notice(
              outcome.challengeFailed ? t.challengeFailed : redirect ? t.redirectRefused : t.refused,
              'error',
            );
            if (cardNeeded()) card.number.focus();
            ended({ status: 'refused' });
          } else cardFailed(outcome);
          if (outcome.report) outcome.report();
        },
        () => {
          settle();
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
    setDraft(token, {});
    lastSent = JSON.stringify({ ...after, country: view!.countryCode });
    lastPostal = after.postalCode;
  }

  /** Loads a token's order; a first load builds the form, a later one re-renders lines and totals. */
  function load(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ProviderSessionView | null> {
    const loadedToken = token;
    return request(method, path, body).then(
      (answer) => {
        if (loadedToken !== token) return view;
        if (answer.status !== 200) {
          if (!built) overlay.textContent = answer.status === 404 ? TEXTS[lang].expired : TEXTS[lang].network;
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
        if (!built) overlay.textContent = TEXTS[lang].network;
        handleFailure(null);
        return null;
      },
    );
  }

  function switchToken(next: string | undefined): void {
    if (!next || next === token) return;
    // The shopper's typing follows them to the new order.
    if (!drafts[next]) setDraft(next, { ...address() });
    token = next;
    done = false;
    lastSent = null;
    if (doneSection) doneSection.remove();
    if (form) form.hidden = false;
    notice(null);
  }

  function setLocked(locked: boolean): Promise<ProviderSessionView | null> {
    return load('POST', sessionPath(token, '/lock'), { locked });
  }

  /** Lock changes reach the provider one after another, in the order the page made them. */
  let locking: Promise<unknown> = Promise.resolve();
  /** Counts suspends and resumes: an unlock answered after a later suspend leaves the form locked. */
  let lockTurn = 0;

  function inTurn<T>(send: () => Promise<T>): Promise<T> {
    const sent = locking.then(send, send);
    locking = sent.catch(() => undefined);
    return sent;
  }

  const observer = win.ResizeObserver ? new win.ResizeObserver(() => resize()) : null;
  if (observer) observer.observe(main);

  const ready = load('GET', sessionPath(token)).then((loaded) => {
    // A stale lock (a page that suspended and went away) is lifted unless this page suspended it.
    if (loaded && loaded.locked && !suspended) return setLocked(false);
    return loaded;
  });

  return {
    ready,
    suspend() {
      lockTurn += 1;
      suspended = true;
      applyState();
      const path = sessionPath(token, '/lock');
      void inTurn(() => request('POST', path, { locked: true })).catch(() => undefined);
    },
    resume(next?: string) {
      const turn = (lockTurn += 1);
      switchToken(next);
      // The form opens once the provider has the order unlocked: a payment sent sooner would be
      // refused as locked ("Beställningen uppdateras") although the form looked open.
      const open = () => {
        if (turn !== lockTurn) return;
        suspended = false;
        applyState();
      };
      return inTurn(() =>
        built ? setLocked(false) : load('POST', sessionPath(token, '/lock'), { locked: false }),
      ).then(
        (loaded) => {
          open();
          if (loaded && !lastSent && built) prefill();
          return loaded;
        },
        (error: unknown) => {
          open();
          throw error;
        },
      );
    },
    refresh(next?: string) {
      switchToken(next);
      return load('GET', sessionPath(token)).then((loaded) => {
        if (loaded && !lastSent && built) prefill();
        return loaded;
      });
    },
    submit: () => pay(),
    notice: (text, kind) => notice(text, kind),
  };
}
