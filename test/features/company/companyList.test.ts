import { companyAfterListChange } from '../../../src/features/company';
import { fjordDesign, nordicPrint, otherCompanies } from '../checkout/customer/fixtures';

// One rule for what stays chosen, wherever a buyer picks a company (docs/rules.md#company-area,
// docs/rules.md#customer-card).
const checkout = { isSuperAdmin: false, preselectFirst: true };
const checkoutSuperAdminSearching = { isSuperAdmin: true, preselectFirst: false };
const companyArea = { isSuperAdmin: false, preselectFirst: false };
const companyAreaSuperAdmin = { isSuperAdmin: true, preselectFirst: false };

describe('which company stays chosen when the list changes', () => {
  it('the only company is chosen, whatever was before, in every list', () => {
    for (const rules of [checkout, checkoutSuperAdminSearching, companyArea, companyAreaSuperAdmin])
      expect(companyAfterListChange([fjordDesign], nordicPrint.id, rules)).toBe(fjordDesign);
  });

  it('with nothing chosen the checkout preselects the first (it must name a buyer); the company area waits', () => {
    expect(companyAfterListChange([nordicPrint, fjordDesign], null, checkout)).toBe(nordicPrint);
    expect(companyAfterListChange([nordicPrint, fjordDesign], null, companyArea)).toBe('keep');
    expect(companyAfterListChange([nordicPrint, fjordDesign], null, checkoutSuperAdminSearching)).toBe(
      'keep',
    );
    expect(companyAfterListChange([], null, checkout)).toBeNull();
  });

  it("clears a user's choice that left her own list, and keeps one that is still there", () => {
    expect(companyAfterListChange(otherCompanies, nordicPrint.id, checkout)).toBeNull();
    expect(companyAfterListChange([fjordDesign, otherCompanies[0]!], nordicPrint.id, companyArea)).toBeNull();
    expect(companyAfterListChange([nordicPrint, fjordDesign], nordicPrint.id, companyArea)).toBe(nordicPrint);
  });

  it("keeps a super admin's choice while she pages or searches elsewhere", () => {
    expect(companyAfterListChange(otherCompanies, nordicPrint.id, companyAreaSuperAdmin)).toBe('keep');
    expect(companyAfterListChange(otherCompanies, nordicPrint.id, { ...checkout, isSuperAdmin: true })).toBe(
      'keep',
    );
  });
});
