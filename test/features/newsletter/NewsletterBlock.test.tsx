import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import en from '../../../src/app/catalogues/en';
import sv from '../../../src/app/catalogues/sv';

const catalogues = { sv, en };
import { NewsletterBlock } from '../../../src/features/newsletter';
import { newsletterRootSaga } from '../../../src/features/newsletter/newsletterSagas';
import { norway } from '../../support/fixtures';
import { holdNextAnswer } from '../../support/heldAnswer';
import { renderApp } from '../../support/renderApp';
import { createTestStore } from '../../support/testStore';
import { anna } from '../../support/demoAccounts';

// The newsletter block on the home page, on the real store and sagas against the mock's list.

async function injectFault(status: number, body: unknown) {
  await fetch('http://localhost/__mock/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'POST', path: '/newsletter/subscribe', status, body, times: 1 }),
  });
}

async function openBlock(title: string, emailLabel: RegExp, submit: string) {
  const user = userEvent.setup();
  renderApp('/');
  const block = await screen.findByRole('region', { name: title });
  const email = within(block).getByLabelText(emailLabel, { selector: 'input' });
  const button = within(block).getByRole('button', { name: submit });
  return { user, block, email, button };
}

describe('the newsletter block in Swedish', () => {
  const open = () => openBlock('Gå med i vårt nyhetsbrev', /^E-postadress/, 'Prenumerera');

  it('asks for an address, then for a valid one, before sending anything', async () => {
    const { user, block, email, button } = await open();
    await user.click(button);
    expect(await within(block).findByText('E-postadress krävs')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'reader@example');
    await user.click(button);
    expect(await within(block).findByText('Ange en giltig e-postadress')).toBeInTheDocument();
    expect(within(block).queryByRole('status')).not.toBeInTheDocument();
  });

  it('thanks a new subscriber and clears the field, and the same address again just the same', async () => {
    const { user, block, email, button } = await open();
    await user.type(email, 'New.Reader@example.se');
    await user.click(button);
    const thanks = 'Tack för att du prenumererar! Kolla din e-post för att bekräfta.';
    expect(await within(block).findByRole('status')).toHaveTextContent(thanks);
    expect(email).toHaveValue('');

    // Whether an address is on the list is not shown to whoever types it.
    await user.type(email, 'new.reader@example.se');
    await user.click(button);
    await waitFor(() => expect(email).toHaveValue(''));
    expect(await within(block).findByRole('status')).toHaveTextContent(thanks);
    expect(within(block).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the list's message when it fails and keeps the typed address for another try", async () => {
    await injectFault(503, { success: false, message: 'Nyhetsbrevet är tillfälligt stängt.' });
    const { user, block, email, button } = await open();
    await user.type(email, 'new.reader@example.se');
    await user.click(button);
    expect(await within(block).findByRole('alert')).toHaveTextContent('Nyhetsbrevet är tillfälligt stängt.');
    expect(email).toHaveValue('new.reader@example.se');

    await user.click(button);
    expect(await within(block).findByRole('status')).toHaveTextContent('Tack för att du prenumererar!');
    expect(within(block).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the newsletter block in English', () => {
  beforeEach(() => window.localStorage.setItem('market', JSON.stringify(norway)));
  const open = () => openBlock('Join our newsletter', /^Email address/, 'Subscribe');

  it('shows its validation texts', async () => {
    const { user, block, email, button } = await open();
    await user.click(button);
    expect(await within(block).findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'reader.example.se');
    await user.click(button);
    expect(await within(block).findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('thanks a new subscriber and one already on the list with the same words', async () => {
    const { user, block, email, button } = await open();
    await user.type(email, 'new.reader@example.se');
    await user.click(button);
    const thanks = 'Thank you for subscribing! Check your email for confirmation.';
    expect(await within(block).findByRole('status')).toHaveTextContent(thanks);
    await user.type(email, anna.email);
    await user.click(button);
    await waitFor(() => expect(email).toHaveValue(''));
    expect(await within(block).findByRole('status')).toHaveTextContent(thanks);
  });

  it('shows the translated error when the failure has no message, keeping the address', async () => {
    await injectFault(500, {});
    const { user, block, email, button } = await open();
    await user.type(email, 'new.reader@example.se');
    await user.click(button);
    expect(await within(block).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(email).toHaveValue('new.reader@example.se');
  });
});

describe('the newsletter block while the list answers', () => {
  it('marks the button busy with a spinner and ignores presses until the answer', async () => {
    const subscribe = holdNextAnswer('/newsletter/subscribe', 'POST');
    const { user, block, email, button } = await openBlock(
      'Gå med i vårt nyhetsbrev',
      /^E-postadress/,
      'Prenumerera',
    );
    await user.type(email, 'new.reader@example.se');
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    await waitFor(() => expect(subscribe.arrived()).toBe(true));
    subscribe.release();
    expect(await within(block).findByRole('status')).toBeInTheDocument();
    expect(button).toBeEnabled();
  });
});

describe('the newsletter block with its options', () => {
  it('shows a given title, description and a 1200×600 image with its alt text', async () => {
    const { store, startFeatureSaga } = createTestStore();
    // The block's sagas start with the home page's route; here the test starts them.
    startFeatureSaga('newsletter', newsletterRootSaga);
    render(
      <Provider store={store}>
        <IntlProvider locale="sv" messages={catalogues.sv}>
          <NewsletterBlock
            title="Nyheter från tryckeriet"
            description="Ett mejl i månaden."
            imageUrl="/mock-assets/newsletter.png"
            imageAlt="Tryckpress i arbete"
          />
        </IntlProvider>
      </Provider>,
    );
    const block = await screen.findByRole('region', { name: 'Nyheter från tryckeriet' });
    expect(within(block).getByText('Ett mejl i månaden.')).toBeInTheDocument();
    const image = within(block).getByRole('img', { name: 'Tryckpress i arbete' });
    expect(image).toHaveAttribute('src', '/mock-assets/newsletter.png');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '600');
  });
});
