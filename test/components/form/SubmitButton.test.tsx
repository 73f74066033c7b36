import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitButton } from '../../../src/components/form/SubmitButton';

function renderInForm(pending: boolean, pendingLabel?: string) {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        Save
      </SubmitButton>
    </form>,
  );
  return onSubmit;
}

describe('SubmitButton', () => {
  it('submits its form while not pending, without a spinner or a busy mark', async () => {
    const onSubmit = renderInForm(false);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.setup().click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while pending is busy, disabled and keeps its name; the spinner is hidden from assistive tech', async () => {
    const onSubmit = renderInForm(true);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(button.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with a pending label, a spinner replaces the text and the label names the button', () => {
    renderInForm(true, 'Saving');
    const button = screen.getByRole('button', { name: 'Saving' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('.MuiCircularProgress-root')).not.toBeNull();
  });

  it('with a pending label, shows its own text while not pending', () => {
    renderInForm(false, 'Saving');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Saving' })).toBeNull();
  });
});
