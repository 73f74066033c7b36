import { usersSeed } from '../../mock-server/fixtures';
import { contactPersons } from '../../mock-server/companies/contactPersons';
import { toOrganisationUser } from '../../mock-server/companies/companyUsers';
import {
  demoCompany,
  demoContact,
  demoMembership,
  demoOrganisationUser,
  demoUser,
  erik,
  fjordDesign,
  maria,
  NORDIC_PRINT_ID,
  nordicPrint,
  olle,
  sara,
} from './demoAccounts';

// The shapes demoAccounts builds by hand (memberships, users-list rows, contacts) are the ones the
// mock builds from the same seed: a change to the mock's view shows here, not as a puzzling
// difference in a screen test.

const seedUser = (id: string) => usersSeed.find((user) => user.id === id)!;

describe('the demo accounts', () => {
  it("builds a membership as the mock's session user holds it", () => {
    expect(demoMembership(NORDIC_PRINT_ID, { level: 'admin' })).toEqual(maria.organisations[0]);
    expect(sara.organisations).toEqual([
      demoMembership(NORDIC_PRINT_ID, { role: 'agent' }),
      demoMembership(fjordDesign.id, { role: 'agent' }),
    ]);
  });

  it("builds a users-list row as the mock's users route answers it", () => {
    for (const user of [maria, erik, sara]) {
      expect(demoOrganisationUser(user.id)).toEqual(toOrganisationUser(seedUser(user.id), NORDIC_PRINT_ID));
    }
  });

  it("builds a contact as the mock's contacts route lists it", () => {
    const listed = contactPersons(NORDIC_PRINT_ID, seedUser(sara.id), usersSeed);
    expect(listed).toEqual(expect.arrayContaining([demoContact(maria), demoContact(sara, 'agent')]));
  });

  it('hands every test its own copy, with the overrides it asks for', () => {
    const renamed = demoCompany(NORDIC_PRINT_ID, { name: 'Renamed AB' });
    renamed.billing_address[0]!.city = 'Malmö';
    expect(renamed.name).toBe('Renamed AB');
    expect(demoCompany(NORDIC_PRINT_ID)).toEqual(nordicPrint);
    expect(nordicPrint.billing_address[0]!.city).not.toBe('Malmö');

    const demoted = demoUser(olle.id, { is_super_admin: false });
    demoted.address.city = 'Kiruna';
    expect(demoted.is_super_admin).toBe(false);
    expect(demoUser(olle.id)).toEqual(olle);
  });
});
