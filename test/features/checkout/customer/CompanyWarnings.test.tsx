import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import en from '../../../../src/app/catalogues/en';
import frameSv from '../../../../src/app/catalogues/sv';
import checkoutSv from '../../../../src/app/catalogues/svCheckout';

// The checkout's page has its own texts beside the frame's, as its route loads them.
const catalogues = { sv: { ...frameSv, ...checkoutSv }, en };
import {
  companyReducer,
  customerCardOpened,
  ownCompaniesLoaded,
} from '../../../../src/features/checkout/customer/companySlice';
import { CompanyWarnings } from '../../../../src/features/checkout/customer/components/CompanyWarnings';
import { fjordDesign, sara } from './fixtures';

// The not-credit-valid warning shows only where the catalogue has its text (docs/rules.md#customer-card).

function renderWarnings(messages: Record<string, string>) {
  const store = configureStore({ reducer: { company: companyReducer } });
  store.dispatch(customerCardOpened({ userId: sara.id, isSuperAdmin: false }));
  store.dispatch(ownCompaniesLoaded([fjordDesign]));
  render(
    <Provider store={store}>
      <IntlProvider locale="sv" messages={messages}>
        <CompanyWarnings />
      </IntlProvider>
    </Provider>,
  );
}

describe('the company warnings', () => {
  it('an inactive company without a credit check shows both warnings', () => {
    renderWarnings(catalogues.sv);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getByText(/Fjord Design AS är inte aktivt/)).toBeInTheDocument();
    expect(screen.getByText(/Fjord Design AS har ingen godkänd kreditprövning/)).toBeInTheDocument();
  });

  it('without a translation for it, the not-credit-valid warning is left out', () => {
    const withoutIt = { ...catalogues.sv };
    delete withoutIt['company.card.notCreditValid'];
    renderWarnings(withoutIt);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByText(/Fjord Design AS är inte aktivt/)).toBeInTheDocument();
  });
});
