import type { ProviderSessionView } from '../../types';
import type { FrameOptions } from '../channel';
import type { CardFlow, WidgetAddress, WidgetHooks, WidgetLanguage } from '../types';
import type { Requester } from './api';
import type { ElementMaker } from './dom';
import type { FormLink } from './link';
import type { FieldName, Texts } from './texts';

// What every part of the form shares: where it runs, what it was given, what it knows of the order
// and the shopper, and the elements it has built. One object, passed to each part, so the parts stay
// plain functions and none of them keeps state of its own.

export interface FormState {
  token: string;
  view: ProviderSessionView | null;
  lang: WidgetLanguage;
  t: Texts;
  suspended: boolean;
  /** A payment is on its way. */
  busy: boolean;
  done: boolean;
  /** The form was built (on the first order that loaded). */
  built: boolean;
  /** The customer POST waiting for the shopper to stop typing. */
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The address the provider has, as JSON, and its postal code. */
  lastSent: string | null;
  lastPostal: string | null;
  /** Customer POSTs go one after another, so the provider ends with the last one. */
  posting: Promise<unknown>;
  /** paymentStarted was told and paymentEnded not yet. */
  paying: boolean;
  /** The payment method chosen: 'scheme' (the card) or a redirect method's type. */
  method: string;
  /** Lock changes reach the provider one after another, in the order the page made them. */
  locking: Promise<unknown>;
  /** Counts suspends and resumes: an unlock answered after a later suspend leaves the form locked. */
  lockTurn: number;
}

export type CardFieldName = 'number' | 'expiry' | 'cvc' | 'holderName';

/** The elements built with the form: null (or absent) until the first order has loaded. */
export interface FormParts {
  inputs: Record<Exclude<FieldName, 'country'>, HTMLInputElement>;
  /** Each field's error text, by field name ('card-…' for the card's). */
  errors: Record<string, HTMLElement>;
  /** The holder's name is absent when the provider does not ask for it. */
  card: Record<CardFieldName, HTMLInputElement>;
  orderSection: HTMLElement | null;
  businessSection: HTMLElement | null;
  form: HTMLFormElement | null;
  payButton: HTMLButtonElement | null;
  cardSection: HTMLElement | null;
  methodSection: HTMLElement | null;
  noticeBox: HTMLElement | null;
  newsletterBox: HTMLInputElement | null;
  rememberBox: HTMLInputElement | null;
  notYouButton: HTMLButtonElement | null;
  doneSection: HTMLElement | null;
}

export interface FormContext {
  doc: Document;
  options: FrameOptions;
  link: FormLink;
  hooks: WidgetHooks;
  /** Adyen's card payment, null for the providers that pay by a plain purchase. */
  cardFlow: CardFlow | null;
  /** What was typed, by token: the script on the page keeps it for a frame that loads again. */
  drafts: Record<string, Partial<WidgetAddress>>;
  request: Requester;
  el: ElementMaker;
  main: HTMLElement;
  /** Covers the form while it loads or is suspended; before the form is built it says what went wrong. */
  overlay: HTMLElement;
  state: FormState;
  parts: FormParts;
}

export function initialState(options: FrameOptions, lang: WidgetLanguage, t: Texts): FormState {
  return {
    token: options.token,
    view: null,
    lang,
    t,
    suspended: options.suspended,
    busy: false,
    done: false,
    built: false,
    timer: undefined,
    lastSent: null,
    lastPostal: null,
    posting: Promise.resolve(),
    paying: false,
    method: 'scheme',
    locking: Promise.resolve(),
    lockTurn: 0,
  };
}

export function emptyParts(): FormParts {
  return {
    inputs: {} as FormParts['inputs'],
    errors: {},
    card: {} as FormParts['card'],
    orderSection: null,
    businessSection: null,
    form: null,
    payButton: null,
    cardSection: null,
    methodSection: null,
    noticeBox: null,
    newsletterBox: null,
    rememberBox: null,
    notYouButton: null,
    doneSection: null,
  };
}
