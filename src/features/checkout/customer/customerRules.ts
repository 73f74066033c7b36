import type {
  CheckoutCustomerPreset,
  Company,
  CompanyAddress,
  ContactPerson,
  OrderAddress,
  SessionUser,
} from '../../../api/types';
import { contactReference } from '../../company';
import type { CompanyViewer } from '../../company';
import type { AddressChoice, NewAddress } from './types';

// The rules of the customer information card (docs/rules.md#customer-card), as pure functions.

/** A signed-in user who orders for a company: a member of one, or a super admin. */
export function isBusinessUser(user: SessionUser): boolean {
  return user.is_super_admin || user.organisations.length > 0;
}

/** Role 'agent' in the selected organisation makes the user an agent there (docs/rules.md#roles). */
export function isAgentIn(user: SessionUser, companyId: string | null): boolean {
  return companyId !== null && user.organisations.some((o) => o.id === companyId && o.role === 'agent');
}

/** Agents and super admins pick the contact person; everyone else orders as herself. */
export function picksContact(user: SessionUser, companyId: string | null): boolean {
  return user.is_super_admin || isAgentIn(user, companyId);
}

/** The default address of a list, else its first, else none. */
export function defaultAddressId(addresses: CompanyAddress[]): string | null {
  return (addresses.find((a) => a.is_default) ?? addresses[0])?.id ?? null;
}

export function defaultChoices(company: Company): { billing: AddressChoice; shipping: AddressChoice } {
  return {
    billing: { addressId: defaultAddressId(company.billing_address), custom: null },
    shipping: { addressId: defaultAddressId(company.shipping_address), custom: null },
  };
}

/**
 * The contact a company switch starts with (docs/rules.md#customer-card): none for a super admin,
 * who picks one for each company; the user herself for everyone else (an agent may then pick
 * another).
 */
export function contactAfterSwitch(viewer: CompanyViewer): string | null {
  return viewer.isSuperAdmin ? null : viewer.userId;
}

/** The address a choice stands for: the new one, else the chosen one of the company's list. */
export function chosenAddress(
  choice: AddressChoice,
  addresses: CompanyAddress[],
): CompanyAddress | NewAddress | null {
  if (choice.custom) return choice.custom;
  return addresses.find((a) => a.id === choice.addressId) ?? null;
}

function streetLine(address: CompanyAddress | NewAddress): string {
  const house = 'house_number' in address ? address.house_number : '';
  return [address.street_address, house].filter(Boolean).join(' ');
}

/** A company address as the payment provider's order takes it, addressed to the contact person. */
export function toOrderAddress(address: CompanyAddress | NewAddress, contact: ContactPerson): OrderAddress {
  const companyPhone = 'phone' in address ? address.phone : '';
  return {
    givenName: contact.first_name,
    familyName: contact.last_name,
    address: streetLine(address),
    postalCode: address.postal_code,
    city: address.city,
    country: address.country,
    telephoneNumber: contact.phone_number || companyPhone,
    email: contact.email,
  };
}

/** What the provider's order opens with for a business buyer, or null while the card is incomplete. */
export function businessPreset(
  company: Company,
  contact: ContactPerson,
  billing: AddressChoice,
  shipping: AddressChoice,
): CheckoutCustomerPreset | null {
  const billingAddress = chosenAddress(billing, company.billing_address);
  const shippingAddress = chosenAddress(shipping, company.shipping_address);
  if (!billingAddress || !shippingAddress) return null;
  return {
    billingAddress: toOrderAddress(billingAddress, contact),
    shippingAddress: toOrderAddress(shippingAddress, contact),
    company: {
      name: company.name,
      organisationNumber: company.organisation_number,
      reference: contactReference(contact),
    },
  };
}

/** A consumer's own details for the provider's order; null without an e-mail to go on. */
export function consumerPreset(user: SessionUser, countryCode: string): CheckoutCustomerPreset | null {
  if (!user.email) return null;
  const address: OrderAddress = {
    givenName: user.first_name,
    familyName: user.last_name,
    address: user.address.street,
    postalCode: user.address.zip_code,
    city: user.address.city,
    country: countryCode,
    telephoneNumber: user.phone_number,
    email: user.email,
  };
  return { billingAddress: address, shippingAddress: { ...address } };
}

/** The user herself as a contact person (a member orders as herself). */
export function selfAsContact(user: SessionUser): ContactPerson {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone_number,
    role: user.organisations[0]?.role ?? 'customer',
  };
}
