import { seedPasswordHash, seedSalt } from './passwords';
import type { AccountsDb, DbUser } from './types';

/** The demo companies the seed's users belong to; companies/seed.ts builds them under these ids. */
export const NORDIC_PRINT_ID = 'company-nordic-print';
export const FJORD_DESIGN_ID = 'company-fjord-design';

/** Every demo account's password (demo-data.md). */
export const DEMO_PASSWORD = 'Demo-password-1';

export type UserSeed = Omit<DbUser, 'password'>;

const NORDIC_STAFF_PREFIX = 'user-np-';

const consumer = { store_group: 'default', store_group_id: 'sg-default' };
const business = { store_group: 'business', store_group_id: 'sg-business' };
const swedish = { market: 'se', language: 'SV' };
const prefs = (on: boolean) => ({ allow_email: on, allow_sms: false, allow_postal: false });

function user(
  seed: Partial<UserSeed> & Pick<UserSeed, 'id' | 'email' | 'first_name' | 'last_name'>,
): UserSeed {
  return {
    phone_number: '+46701234567',
    ...consumer,
    ...swedish,
    address: { street: 'Storgatan 1', zip_code: '11122', city: 'Stockholm' },
    communication_preferences: prefs(false),
    is_super_admin: false,
    role: 'customer',
    email_verified: true,
    status: 'active',
    organisations: [],
    ...seed,
  };
}

export const usersSeed: UserSeed[] = [
  user({
    id: 'user-anna',
    email: 'anna.andersson@example.se',
    first_name: 'Anna',
    last_name: 'Andersson',
    phone_number: '+46701112233',
    address: { street: 'Drottninggatan 12', zip_code: '11151', city: 'Stockholm' },
    communication_preferences: prefs(true),
  }),
  user({
    id: 'user-maria',
    email: 'maria.admin@example.se',
    first_name: 'Maria',
    last_name: 'Admin',
    phone_number: '+46702223344',
    ...business,
    address: { street: 'Tryckerigatan 4', zip_code: '41104', city: 'Göteborg' },
    organisations: [{ id: NORDIC_PRINT_ID, role: 'customer', level: 'admin' }],
  }),
  user({
    id: 'user-erik',
    email: 'erik.buyer@example.se',
    first_name: 'Erik',
    last_name: 'Buyer',
    phone_number: '+46703334455',
    ...business,
    address: { street: 'Tryckerigatan 4', zip_code: '41104', city: 'Göteborg' },
    organisations: [{ id: NORDIC_PRINT_ID, role: 'customer', level: 'default' }],
  }),
  user({
    id: 'user-sara',
    email: 'sara.agent@example.se',
    first_name: 'Sara',
    last_name: 'Agent',
    phone_number: '+46704445566',
    ...business,
    role: 'agent',
    address: { street: 'Kungsgatan 30', zip_code: '11135', city: 'Stockholm' },
    organisations: [
      { id: NORDIC_PRINT_ID, role: 'agent', level: 'default' },
      { id: FJORD_DESIGN_ID, role: 'agent', level: 'default' },
    ],
  }),
  user({
    id: 'user-olle',
    email: 'olle.super@example.se',
    first_name: 'Olle',
    last_name: 'Super',
    phone_number: '+46705556677',
    ...business,
    is_super_admin: true,
    address: { street: 'Sveavägen 20', zip_code: '11157', city: 'Stockholm' },
  }),
  user({
    id: 'user-nils',
    email: 'nils.unverified@example.se',
    first_name: 'Nils',
    last_name: 'Unverified',
    phone_number: '+46706667788',
    email_verified: false,
  }),
  user({
    id: 'user-petra',
    email: 'petra.pending@example.se',
    first_name: 'Petra',
    last_name: 'Pending',
    phone_number: '+46707778899',
    status: 'pending',
  }),
  ...nordicPrintStaff(),
];

/** The ids of Nordic Print AB's other buyers (nordicPrintStaff below), in seed order. */
export const NORDIC_PRINT_STAFF_IDS: string[] = usersSeed
  .filter((seed) => seed.id.startsWith(NORDIC_STAFF_PREFIX))
  .map((seed) => seed.id);

/**
 * Nordic Print AB's other buyers, so its users tab has a second page (10 to a page,
 * docs/rules.md#company-users): verified customers at level default, in store group business.
 */
function nordicPrintStaff(): UserSeed[] {
  // [first name, last name]
  const people: [string, string][] = [
    ['Karin', 'Lindberg'],
    ['Johan', 'Svensson'],
    ['Elin', 'Nilsson'],
    ['Oskar', 'Karlsson'],
    ['Linnea', 'Johansson'],
    ['Anders', 'Persson'],
    ['Sofia', 'Eriksson'],
    ['Mats', 'Larsson'],
    ['Frida', 'Olsson'],
    ['Henrik', 'Holm'],
  ];
  return people.map(([first_name, last_name], index) => {
    const local = `${first_name}.${last_name}`.toLowerCase();
    return user({
      id: `${NORDIC_STAFF_PREFIX}${first_name.toLowerCase()}`,
      email: `${local}@nordicprint.se`,
      first_name,
      last_name,
      phone_number: `+4670800${String(index + 1).padStart(4, '0')}`,
      ...business,
      address: { street: 'Tryckerigatan 4', zip_code: '41104', city: 'Göteborg' },
      organisations: [{ id: NORDIC_PRINT_ID, role: 'customer', level: 'default' }],
    });
  });
}

/**
 * A seed user's stored password. scrypt costs tens of milliseconds per user and most resets
 * (one before every test) never see a login, so the hash is computed when something first reads it.
 */
function seedPassword(userId: string): DbUser['password'] {
  const salt = seedSalt(userId);
  return {
    salt,
    get hash() {
      return seedPasswordHash(DEMO_PASSWORD, salt);
    },
  };
}

/** The seed users; every reset starts with an empty outbox and no tokens. */
export function seedAccounts(): AccountsDb {
  const users = usersSeed.map((u): DbUser => ({
    ...structuredClone(u),
    email: u.email.toLowerCase(),
    password: seedPassword(u.id),
  }));
  return {
    users: new Map(users.map((u) => [u.id, u])),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    outbox: [],
    verifyTokens: new Map(),
    resetTokens: new Map(),
    signupTokens: new Map(),
    loginAttempts: new Map(),
    companyAttributeIds: new Map(),
  };
}
