import { FJORD_DESIGN_ID, NORDIC_PRINT_ID } from '../accounts/seed';
import type { CompaniesDb, DbAddress, DbCompany } from './types';

// Fixed timestamps keep every seed identical.
const CREATED = '2024-01-15T09:00:00.000Z';

type AddressSeed = Pick<
  DbAddress,
  'id' | 'name' | 'street_address' | 'house_number' | 'postal_code' | 'city'
> &
  Partial<DbAddress>;

function address(
  company: Pick<DbCompany, 'id' | 'name' | 'phone'>,
  country: string,
  seed: AddressSeed,
): DbAddress {
  return {
    company_id: company.id,
    company_name: company.name,
    co_address: '',
    state_province: '',
    country,
    phone: company.phone,
    is_default: false,
    shipping_type: 'standard',
    created_at: CREATED,
    updated_at: CREATED,
    ...seed,
  };
}

const nordicBase = { id: NORDIC_PRINT_ID, name: 'Nordic Print AB', phone: '+4631123456' };
const nordicPrint: DbCompany = {
  ...nordicBase,
  email: 'info@nordicprint.se',
  invoice_email: 'faktura@nordicprint.se',
  organisation_number: '556123-4567',
  credit_check: true,
  contact_name: 'Maria Admin',
  tax_id_vat_number: 'SE556123456701',
  external_ref: 'NP-1001',
  custom_fields: {},
  store_groups: ['business'],
  status: 'active',
  billing_address: [
    address(nordicBase, 'SE', {
      id: 'addr-np-billing-1',
      name: 'Huvudkontor',
      street_address: 'Tryckerigatan',
      house_number: '4',
      postal_code: '41104',
      city: 'Göteborg',
      is_default: true,
    }),
    address(nordicBase, 'SE', {
      id: 'addr-np-billing-2',
      name: 'Ekonomiavdelningen',
      street_address: 'Box',
      house_number: '1234',
      postal_code: '40122',
      city: 'Göteborg',
      co_address: 'Ekonomi',
    }),
  ],
  shipping_address: [
    address(nordicBase, 'SE', {
      id: 'addr-np-shipping-1',
      name: 'Lager Göteborg',
      street_address: 'Hamngatan',
      house_number: '18',
      postal_code: '41106',
      city: 'Göteborg',
      state_province: 'Västra Götalands län',
      is_default: true,
    }),
    address(nordicBase, 'SE', {
      id: 'addr-np-shipping-2',
      name: 'Butik Stockholm',
      street_address: 'Kungsgatan',
      house_number: '30',
      postal_code: '11135',
      city: 'Stockholm',
      state_province: 'Stockholms län',
    }),
  ],
  files: [],
};

const fjordBase = { id: FJORD_DESIGN_ID, name: 'Fjord Design AS', phone: '+4722123456' };
const fjordDesign: DbCompany = {
  ...fjordBase,
  email: 'post@fjorddesign.no',
  invoice_email: 'faktura@fjorddesign.no',
  organisation_number: '987654321',
  credit_check: false,
  contact_name: 'Ingrid Fjeld',
  tax_id_vat_number: 'NO987654321MVA',
  external_ref: 'FD-2001',
  custom_fields: {},
  store_groups: ['business'],
  status: 'inactive',
  billing_address: [
    address(fjordBase, 'NO', {
      id: 'addr-fd-billing-1',
      name: 'Hovedkontor',
      street_address: 'Karl Johans gate',
      house_number: '10',
      postal_code: '0154',
      city: 'Oslo',
      is_default: true,
    }),
  ],
  shipping_address: [
    address(fjordBase, 'NO', {
      id: 'addr-fd-shipping-1',
      name: 'Studio',
      street_address: 'Bryggen',
      house_number: '5',
      postal_code: '5003',
      city: 'Bergen',
      state_province: 'Vestland',
      is_default: true,
    }),
  ],
  files: [],
};

// [name, organisation number, VAT number, country, street, postal code, city, mail domain]
type CompanyRow = [string, string, string, string, string, string, string, string];
// A table is easier to scan than one field per line.
// prettier-ignore
const otherCompanies: CompanyRow[] = [
  ['Skärgårdens Bygg AB', '556234-5678', 'SE556234567801', 'SE', 'Strandvägen 7', '11456', 'Stockholm', 'skargardensbygg.se'],
  ['Lindqvist & Söner AB', '556345-6789', 'SE556345678901', 'SE', 'Kyrkogatan 3', '22222', 'Lund', 'lindqvist.se'],
  ['Norrsken Media AB', '556456-7890', 'SE556456789001', 'SE', 'Storgatan 50', '90326', 'Umeå', 'norrskenmedia.se'],
  ['Bergström Konsult AB', '556567-8901', 'SE556567890101', 'SE', 'Vasagatan 11', '41124', 'Göteborg', 'bergstromkonsult.se'],
  ['Fjällvind Outdoor AB', '556678-9012', 'SE556678901201', 'SE', 'Fjällgatan 2', '83131', 'Östersund', 'fjallvind.se'],
  ['Östersjö Logistik AB', '556789-0123', 'SE556789012301', 'SE', 'Hamnplan 1', '21120', 'Malmö', 'ostersjologistik.se'],
  ['Dalarnas Trätryck AB', '556890-1234', 'SE556890123401', 'SE', 'Åsgatan 9', '79130', 'Falun', 'tratryck.se'],
  ['Gotlands Kaffe AB', '556901-2345', 'SE556901234501', 'SE', 'Hamngatan 5', '62157', 'Visby', 'gotlandskaffe.se'],
  ['Vänern Marin AB', '559012-3456', 'SE559012345601', 'SE', 'Sjögatan 14', '65225', 'Karlstad', 'vanernmarin.se'],
  ['Kiruna Gruvservice AB', '559123-4567', 'SE559123456701', 'SE', 'Malmvägen 3', '98131', 'Kiruna', 'gruvservice.se'],
  ['Solberg Reklam AB', '559234-5678', 'SE559234567801', 'SE', 'Drottninggatan 88', '11136', 'Stockholm', 'solbergreklam.se'],
  ['Hallands Grafiska AB', '559345-6789', 'SE559345678901', 'SE', 'Brogatan 21', '30242', 'Halmstad', 'hallandsgrafiska.se'],
  ['Nordlys Trykkeri AS', '912345678', 'NO912345678MVA', 'NO', 'Storgata 15', '9008', 'Tromsø', 'nordlystrykk.no'],
  ['Vestland Emballasje AS', '923456789', 'NO923456789MVA', 'NO', 'Strandkaien 2', '5013', 'Bergen', 'vestlandemb.no'],
  ['Trondheim Profil AS', '934567890', 'NO934567890MVA', 'NO', 'Munkegata 20', '7011', 'Trondheim', 'trondheimprofil.no'],
  ['Oslofjord Skilt AS', '945678901', 'NO945678901MVA', 'NO', 'Akersgata 40', '0158', 'Oslo', 'oslofjordskilt.no'],
  ['Stavanger Kontor AS', '956789012', 'NO956789012MVA', 'NO', 'Kirkegata 8', '4006', 'Stavanger', 'stavangerkontor.no'],
  ['Saimaa Paino Oy', '1234567-8', 'FI12345678', 'FI', 'Kauppakatu 12', '53100', 'Lappeenranta', 'saimaapaino.fi'],
  ['Revontuli Design Oy', '2345678-9', 'FI23456789', 'FI', 'Koskikatu 4', '96100', 'Rovaniemi', 'revontulidesign.fi'],
  ['Helsingin Merkki Oy', '3456789-0', 'FI34567890', 'FI', 'Mannerheimintie 22', '00100', 'Helsinki', 'helsinginmerkki.fi'],
  ['Turun Tekstiili Oy', '4567890-1', 'FI45678901', 'FI', 'Aurakatu 6', '20100', 'Turku', 'turuntekstiili.fi'],
  ['Tampereen Kyltti Oy', '5678901-2', 'FI56789012', 'FI', 'Hämeenkatu 9', '33100', 'Tampere', 'tampereenkyltti.fi'],
  ['Jyväskylän Tuote Oy', '6789012-3', 'FI67890123', 'FI', 'Kauppakatu 30', '40100', 'Jyväskylä', 'jyvaskylantuote.fi'],
];

const contacts = [
  'Lars Holm',
  'Karin Lindqvist',
  'Johan Nyström',
  'Eva Bergström',
  'Per Sundberg',
  'Lena Ek',
  'Anders Dahl',
  'Sofia Gustafsson',
  'Mikael Strand',
  'Elin Lundgren',
  'Fredrik Solberg',
  'Ida Hallberg',
  'Kari Nordmann',
  'Ole Hansen',
  'Silje Berg',
  'Henrik Olsen',
  'Marte Larsen',
  'Mikko Virtanen',
  'Aino Korhonen',
  'Juha Nieminen',
  'Laura Mäkinen',
  'Timo Heikkinen',
  'Sanna Koskinen',
];

const phonePrefix: Record<string, string> = { SE: '+468', NO: '+4722', FI: '+3589' };

function otherCompany(row: CompanyRow, index: number): DbCompany {
  const [name, organisation_number, tax_id_vat_number, country, streetLine, postal_code, city, domain] = row;
  const number = String(index + 1).padStart(3, '0');
  const base = { id: `company-${number}`, name, phone: `${phonePrefix[country] ?? '+46'}5550${number}` };
  const street = streetLine.replace(/ \d+$/, '');
  const house_number = streetLine.slice(street.length + 1);
  const place = { street_address: street, house_number, postal_code, city, is_default: true };
  return {
    ...base,
    email: `info@${domain}`,
    invoice_email: `invoice@${domain}`,
    organisation_number,
    credit_check: true,
    contact_name: contacts[index] ?? 'Kontaktperson',
    tax_id_vat_number,
    external_ref: `EXT-${number}`,
    custom_fields: {},
    store_groups: ['business'],
    status: 'active',
    billing_address: [
      address(base, country, { id: `addr-${number}-billing-1`, name: 'Huvudkontor', ...place }),
    ],
    shipping_address: [
      address(base, country, { id: `addr-${number}-shipping-1`, name: 'Leverans', ...place }),
    ],
    files: [],
  };
}

export const companiesSeed: DbCompany[] = [nordicPrint, fjordDesign, ...otherCompanies.map(otherCompany)];

export function seedCompanies(): CompaniesDb {
  return new Map(companiesSeed.map((c) => [c.id, structuredClone(c)]));
}
