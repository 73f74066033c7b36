import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../../src/app/catalogues/en';
import sv from '../../../src/app/catalogues/sv';
import { CountryPicker } from '../../../src/components/address/CountryPicker';

const catalogues = { sv, en };

function Picker({ language = 'sv', initial = 'SE' }: { language?: 'sv' | 'en'; initial?: string }) {
  const [value, setValue] = useState(initial);
  const [blurs, setBlurs] = useState(0);
  return (
    <IntlProvider locale={language} messages={catalogues[language]}>
      <CountryPicker
        id="country"
        label={language === 'sv' ? 'Land' : 'Country'}
        required
        value={value}
        onChange={setValue}
        onBlur={() => setBlurs((n) => n + 1)}
      />
      <output aria-label="chosen">{value}</output>
      <output aria-label="blurs">{blurs}</output>
      <button type="button">elsewhere</button>
    </IntlProvider>
  );
}

const chosen = () => screen.getByLabelText('chosen').textContent;

describe('the country picker', () => {
  it('shows the chosen country by its Swedish name in a labelled, required combobox', () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: /^Land/ });
    expect(input).toHaveValue('Sverige');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('filters as one types, and Enter picks the highlighted country', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: /^Land/ });
    await user.clear(input);
    await user.type(input, 'Finl');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Finland']);
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('FI');
    expect(input).toHaveValue('Finland');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("says 'Inget land hittades.' when nothing matches, and keeps the country chosen before", async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: /^Land/ });
    // Typed over the selected name, so the field is never empty (emptying it clears the choice).
    await user.type(input, 'xyz', { initialSelectionStart: 0, initialSelectionEnd: 'Sverige'.length });
    expect(input).toHaveValue('xyz');
    expect(screen.getByText('Inget land hittades.')).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(chosen()).toBe('SE');
    expect(input).toHaveValue('Sverige');
    expect(screen.getByLabelText('blurs')).toHaveTextContent('1');
  });

  it('opens the whole list from its button, marks the chosen country and takes a click', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Visa länder' }));
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(200);
    expect(screen.getByRole('option', { name: 'Sverige' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Dölj länder' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Norge' }));
    expect(chosen()).toBe('NO');
  });

  it('opens with the arrow key and names the countries in English in an English market', async () => {
    const user = userEvent.setup();
    render(<Picker language="en" initial="" />);
    const input = screen.getByRole('combobox', { name: /^Country/ });
    expect(input).toHaveValue('');
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.type(input, 'Swe');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Sweden']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(chosen()).toBe('');
  });
});
