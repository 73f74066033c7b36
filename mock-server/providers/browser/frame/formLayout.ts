import { appendCardSection } from './cardSection';
import type { FormContext } from './context';
import { buildCustomerSection } from './customerSection';
import { appendExtras } from './extrasSection';
import { appendMethodSection } from './methodSection';
import { payLabel } from './payable';
import { pay } from './submit';

// The whole form, built once, on the first order that loads (its language and country come with the
// order): the heading, the order, then the form's sections in the order the shopper meets them.

export function buildForm(ctx: FormContext): void {
  const { options, cardFlow, el } = ctx;
  ctx.state.built = true;
  ctx.doc.documentElement.lang = ctx.state.lang;
  ctx.main.setAttribute('aria-labelledby', 'widget-heading');
  const orderSection = el('section', { 'aria-labelledby': 'order-heading' });
  ctx.parts.orderSection = orderSection;
  const details = buildCustomerSection(ctx);
  const form = el('form', { novalidate: '', 'aria-label': options.title }) as HTMLFormElement;
  ctx.parts.form = form;
  const businessSection = el('section', { class: 'business' });
  businessSection.hidden = true;
  ctx.parts.businessSection = businessSection;
  form.append(businessSection, details);
  appendExtras(ctx, form);
  if (cardFlow && cardFlow.redirectMethods && cardFlow.redirectMethods.length > 0) {
    appendMethodSection(ctx, form, cardFlow.redirectMethods);
  }
  if (cardFlow) appendCardSection(ctx, form);
  const noticeBox = el('div', { class: 'notice info', role: 'status' });
  ctx.parts.noticeBox = noticeBox;
  form.appendChild(noticeBox);
  form.appendChild(payButton(ctx));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    pay(ctx);
  });
  ctx.main.replaceChildren(
    el('h1', { id: 'widget-heading' }, [options.theme.name]),
    orderSection,
    form,
    ctx.overlay,
  );
}

/** In the provider's colours; hidden where the client pays by its own button (submit()). */
function payButton(ctx: FormContext): HTMLButtonElement {
  const { theme } = ctx.options;
  const button = ctx.el('button', {
    type: 'submit',
    class: 'pay',
    style: 'background:' + theme.accent + ';color:' + theme.accentText,
  }) as HTMLButtonElement;
  ctx.parts.payButton = button;
  button.textContent = payLabel(ctx);
  if (ctx.options.showPayButton === false) button.hidden = true;
  return button;
}
