import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tab, Tabs } from '../../src/components/Tabs';

function Panels({ disabled = false, unavailable = false }: { disabled?: boolean; unavailable?: boolean }) {
  const [tab, setTab] = useState<'basic' | 'media' | 'users'>('basic');
  const tabProps = (id: string) => ({
    value: id,
    id: `tab-${id}`,
    'aria-controls': `panel-${id}`,
    label: id,
  });
  return (
    <>
      <Tabs value={tab} onChange={setTab} aria-label="Company">
        <Tab {...tabProps('basic')} />
        <Tab {...tabProps('media')} disabled={disabled} />
        <Tab
          {...tabProps('users')}
          unavailable={unavailable}
          aria-describedby={unavailable ? 'users-reason' : undefined}
        />
      </Tabs>
      {unavailable ? <p id="users-reason">admins only</p> : null}
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab} panel
      </div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the shop’s tabs', () => {
  it('is a labelled tab list whose selected tab alone is in the tab order, linked to its panel', () => {
    render(<Panels />);
    expect(screen.getByRole('tablist', { name: 'Company' })).toBeInTheDocument();
    expect(tab('basic')).toHaveAttribute('aria-selected', 'true');
    expect(tab('basic')).toHaveAttribute('tabindex', '0');
    expect(tab('basic')).toHaveAttribute('aria-controls', 'panel-basic');
    expect(tab('media')).toHaveAttribute('aria-selected', 'false');
    expect(tab('media')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'basic' })).toHaveTextContent('basic panel');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Panels />);
    await user.click(tab('users'));
    expect(tab('users')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('users panel');
  });

  it('moves the focus with the arrow keys, Home and End, wrapping round, and selects with Enter or Space', async () => {
    const user = userEvent.setup();
    render(<Panels />);
    await user.tab();
    expect(tab('basic')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('media')).toHaveFocus();
    // The focus moves; the selection waits for the shopper's choice (the panels load lazily).
    expect(tab('basic')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('media')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('basic')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('users')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('basic')).toHaveFocus();
    await user.keyboard('{End} ');
    expect(tab('users')).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list from the selected tab.
    await user.tab({ shift: true });
    await user.tab();
    expect(tab('users')).toHaveFocus();
  });

  it('skips a disabled tab', async () => {
    const user = userEvent.setup();
    render(<Panels disabled />);
    expect(tab('media')).toBeDisabled();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('users')).toHaveFocus();
    expect(tab('media')).toHaveStyle({ pointerEvents: 'none' });
    expect(tab('basic')).toHaveAttribute('aria-selected', 'true');
  });

  it('lets the arrow keys reach an unavailable tab, which says why and never opens', async () => {
    const user = userEvent.setup();
    render(<Panels unavailable />);
    const users = tab('users');
    expect(users).toBeEnabled();
    expect(users).toHaveAttribute('aria-disabled', 'true');
    expect(users).toHaveAttribute('aria-selected', 'false');
    expect(users).not.toHaveAttribute('aria-controls');
    expect(users).toHaveAccessibleDescription('admins only');
    await user.tab();
    await user.keyboard('{End}');
    expect(users).toHaveFocus();
    await user.keyboard('{Enter} ');
    await user.click(users);
    expect(users).toHaveAttribute('aria-selected', 'false');
    expect(tab('basic')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('basic panel');
    await user.keyboard('{ArrowRight}');
    expect(tab('basic')).toHaveFocus();
  });
});
