import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { AppliedCode } from '../../src/components/AppliedCode';

const messages = { 'x.remove': 'Remove {code}', 'x.removing': 'Removing', 'x.removeShort': 'Remove' };
const texts = { remove: 'x.remove', removing: 'x.removing', removeShort: 'x.removeShort' };

function renderCode(props: { busy: boolean; label?: string; onRemove?: () => void }) {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <ul>
        <AppliedCode
          code="SUMMER"
          texts={texts}
          busy={props.busy}
          onRemove={props.onRemove ?? jest.fn()}
          {...(props.label ? { label: props.label } : {})}
        />
      </ul>
    </IntlProvider>,
  );
}

it('shows the code and a remove button named after it, which calls back', async () => {
  const onRemove = jest.fn();
  renderCode({ busy: false, onRemove });
  expect(screen.getByRole('listitem')).toHaveTextContent('SUMMER');
  const button = screen.getByRole('button', { name: 'Remove SUMMER' });
  expect(button).toHaveTextContent('Remove');
  await userEvent.setup().click(button);
  expect(onRemove).toHaveBeenCalledTimes(1);
});

it('shows its label where it is more than the code', () => {
  renderCode({ busy: false, label: 'SUMMER · 100 kr' });
  expect(screen.getByRole('listitem')).toHaveTextContent('SUMMER · 100 kr');
  expect(screen.getByRole('button', { name: 'Remove SUMMER' })).toBeEnabled();
});

it('waits with a spinner while its removal is on its way', () => {
  renderCode({ busy: true });
  expect(screen.getByRole('button', { name: 'Remove SUMMER' })).toBeDisabled();
  expect(screen.getByRole('progressbar', { name: 'Removing' })).toBeInTheDocument();
});
