import type { PaymentProviderName } from '../../api/types/checkout';
import type { ScriptLoader } from '../scriptLoader';
import { createAdyenWidget } from './adyen';
import { createAvardaWidget } from './avarda';
import { createKlarnaWidget } from './klarna';
import { createQliroWidget } from './qliro';
import type { PaymentWidget, PaymentWidgetOptions } from './types';
import { createWalleyWidget } from './walley';

export type { PaymentEvent, PaymentEventType, PaymentWidget, WidgetContext } from './types';

/** One widget per provider and page, made on first use. */
export function createPaymentWidgets(scripts: ScriptLoader, options: PaymentWidgetOptions) {
  const made = new Map<PaymentProviderName, PaymentWidget>();
  const make: Record<PaymentProviderName, () => PaymentWidget> = {
    Adyen: () =>
      createAdyenWidget(scripts, {
        scriptUrl: options.scripts.Adyen,
        clientKey: options.adyenClientKey,
        environment: options.adyenEnvironment,
      }),
    QliroOne: () => createQliroWidget(),
    Avarda: () => createAvardaWidget(scripts, options.scripts.Avarda),
    KlarnaCheckout: () => createKlarnaWidget(),
    WalleyCheckout: () => createWalleyWidget(scripts, options.scripts.WalleyCheckout),
  };
  return (provider: PaymentProviderName): PaymentWidget => {
    let widget = made.get(provider);
    if (!widget) {
      widget = make[provider]();
      made.set(provider, widget);
    }
    return widget;
  };
}
