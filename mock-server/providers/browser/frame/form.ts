import type { FormControl, FrameOptions } from '../channel';
import { providerRequester } from './api';
import { emptyParts, initialState, type FormContext } from './context';
import { firstLoad, formControl } from './control';
import { resize } from './display';
import { elementMaker } from './dom';
import { cardFlowOf, hooksOf, type FormLink } from './link';
import { CSS } from './styles';
import { language, TEXTS } from './texts';

// The checkout form of every look-alike, in the provider's frame: it renders the provider's order,
// takes the shopper's details, pays, and reports to the provider's script on the shop's page (the
// link) what that script's hooks are told. The parts it is made of share one FormContext
// (context.ts); this sets the page up, loads the order and answers the script's calls (control.ts).

export function runForm(
  win: Window & typeof globalThis,
  api: string,
  options: FrameOptions,
  link: FormLink,
): FormControl {
  const ctx = openPage(win, api, options, link);
  const observer = win.ResizeObserver ? new win.ResizeObserver(() => resize(ctx)) : null;
  if (observer) observer.observe(ctx.main);
  return formControl(ctx, firstLoad(ctx));
}

/** The page in the language guessed before the order says its own, with "Loading…" until it has. */
function openPage(
  win: Window & typeof globalThis,
  api: string,
  options: FrameOptions,
  link: FormLink,
): FormContext {
  const doc = win.document;
  const guessed = language(options.language) ?? language(options.hostLanguage) ?? 'en';
  doc.documentElement.lang = guessed;
  doc.title = options.title;
  const style = doc.createElement('style');
  style.textContent = CSS;
  doc.head.appendChild(style);
  const el = elementMaker(doc);
  const main = el('main', { class: 'widget' });
  doc.body.appendChild(main);
  const overlay = el('div', { class: 'overlay', role: 'status' }, [TEXTS[guessed].loading]);
  main.appendChild(overlay);
  return {
    doc,
    options,
    link,
    hooks: hooksOf(options, link),
    cardFlow: options.card ? cardFlowOf(options.card, link) : null,
    drafts: options.drafts,
    request: providerRequester(win, api),
    el,
    main,
    overlay,
    state: initialState(options, guessed, TEXTS[guessed]),
    parts: emptyParts(),
  };
}
