import { mayDecide } from '../../../src/features/orders/decisionRights';
import { anna, erik, fjordDesign, maria, nordicPrint, olle, sara } from '../../support/demoAccounts';

const nordicOrder = {
  attributes: { company: { registrationNumber: nordicPrint.organisation_number, name: nordicPrint.name } },
};
const fjordOrder = {
  attributes: { company: { registrationNumber: fjordDesign.organisation_number, name: fjordDesign.name } },
};
const consumerOrder = { attributes: {} };

describe('mayDecide', () => {
  it('lets the company’s customers decide, admins and members alike', () => {
    expect(mayDecide(maria, nordicOrder)).toBe(true);
    expect(mayDecide(erik, nordicOrder)).toBe(true);
  });

  it('keeps the company’s agents and super admins out', () => {
    expect(mayDecide(sara, nordicOrder)).toBe(false);
    expect(mayDecide(olle, fjordOrder)).toBe(false);
  });

  it('keeps out a customer of another company', () => {
    expect(mayDecide(maria, fjordOrder)).toBe(false);
  });

  it('lets a consumer decide on her own order, and nobody signed out', () => {
    expect(mayDecide(anna, consumerOrder)).toBe(true);
    expect(mayDecide(null, consumerOrder)).toBe(false);
  });
});
