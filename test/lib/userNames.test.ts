import { userDisplayName, userFullName } from '../../src/lib/userNames';

describe("a user's names", () => {
  const maria = { first_name: 'Maria', last_name: 'Admin', email: 'maria.admin@example.se' };

  it('joins first and last name, leaving out the missing one', () => {
    expect(userFullName(maria)).toBe('Maria Admin');
    expect(userFullName({ ...maria, last_name: '' })).toBe('Maria');
    expect(userFullName({ ...maria, first_name: '', last_name: '' })).toBe('');
  });

  it('shows the e-mail where no name is known', () => {
    expect(userDisplayName(maria)).toBe('Maria Admin');
    expect(userDisplayName({ ...maria, first_name: ' ', last_name: '' })).toBe('maria.admin@example.se');
  });
});
