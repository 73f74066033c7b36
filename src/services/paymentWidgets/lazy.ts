import type { PaymentProviderName } from '../../api/types/checkout';
import type { ScriptLoader } from '../scriptLoader';
import type { PaymentWidget, PaymentWidgetOptions } from './types';

/** The payment widgets as the sagas get them; their code loads with the checkout, not the first page. */
export interface PaymentWidgetService {
  widget(provider: PaymentProviderName): Promise<PaymentWidget>;
}

export function lazyPaymentWidgets(
  scripts: ScriptLoader,
  options: PaymentWidgetOptions,
): PaymentWidgetService {
  let widgets: Promise<(provider: PaymentProviderName) => PaymentWidget> | undefined;
  return {
    async widget(provider) {
      widgets ??= import('./index').then((module) => module.createPaymentWidgets(scripts, options));
      return (await widgets)(provider);
    },
  };
}
