import type { ProviderSessionView } from '../../types';
import type { FrameOptions } from '../channel';
import type { CardDetails, CardFlow, CardOutcome, WidgetAddress, WidgetHooks } from '../types';

// The form's side of the channel to the provider's script on the shop's page (main.ts carries the
// messages): the script's hooks and Adyen's card calls, as the form calls them.

/** How the form reaches the provider's script on the shop's page. */
export interface FormLink {
  hook(name: string, args: unknown[]): void;
  /** A hook whose answer the form waits for. */
  ask(name: string, args: unknown[]): Promise<unknown>;
  resize(height: number): void;
  draft(token: string, draft: Partial<WidgetAddress> | null): void;
  state(token: string, view: ProviderSessionView | null, suspended: boolean): void;
}

/** The script's hooks as the form calls them: each one the script has, sent over the link. */
export function hooksOf(options: FrameOptions, link: FormLink): WidgetHooks {
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
export function cardFlowOf(card: NonNullable<FrameOptions['card']>, link: FormLink): CardFlow {
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
