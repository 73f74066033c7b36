import { db } from '../db';
import type { JsonObject } from '../kit/body';
import { newId } from '../kit/ids';
import { storeGroupByRef } from '../kit/lookups';
import { storedPassword, verifyPassword } from './passwords';
import type { DbUser } from './types';
import { findUserByEmail } from './users';
import { Checker, failure, passwordProblem } from './validation';

/** Every new account starts here; only the backend moves it (organisation sign-up, invitations). */
export const NEW_USER_STORE_GROUP = 'default';
/** The shop's configured status for new accounts (docs/rules.md#signup: default 'active'). */
export const NEW_USER_STATUS = 'active';

/** The answer's `details` when an organisation sign-up is picked up again (200, not 201). */
export const SIGNUP_RESUMED = 'Signup resumed';

export interface SignedUpUser {
  user: DbUser;
  /** An organisation sign-up picked up again for the account an earlier attempt created. */
  resumed: boolean;
  /** The body's `organisation_signup`: a company is to follow, so verification waits for it. */
  forOrganisation: boolean;
}

/**
 * POST /api/auth/signup/ (docs/rules.md#signup). Sign-up sends no mail: the app asks for the
 * verification link next (for an organisation sign-up, once the company exists).
 *
 * What an account may do is not the client's to say: `store_group`, `role` and `status` of the
 * payload are ignored (not refused, so clients that send the payload of docs/rules.md#signup, which
 * carries them, keep working).
 */
export async function signupUser(body: JsonObject): Promise<SignedUpUser> {
  const check = new Checker(body);
  const first_name = check.required('first_name');
  const last_name = check.required('last_name');
  const email = check.email('email');
  const password = typeof body.password === 'string' ? body.password : '';
  if (typeof body.password !== 'string' || body.password === '') check.problem('password is required');
  else {
    const weak = passwordProblem(password);
    if (weak) check.problem(weak);
  }
  const phone_number = check.phone('phone_number') ?? '';
  const market = check.market('market', 'se');
  const language = check.language('language', 'SV');
  if (body.privacy !== true) check.problem('privacy must be true (the privacy policy must be accepted)');
  const allow_email = check.flag('allow_email_notifications') ?? false;
  const allow_sms = check.flag('allow_phone_notifications') ?? false;
  const allow_postal = check.flag('allow_postal_notifications') ?? false;
  const forOrganisation = check.flag('organisation_signup') ?? false;
  check.fail();

  // The app re-requests verification on 'email not verified' (docs/rules.md#signup).
  const conflict = (existing: DbUser) =>
    failure(409, existing.email_verified ? 'user already exists' : 'email not verified');
  const before = findUserByEmail(email);
  if (before) {
    if (forOrganisation && (await resumable(before, password))) {
      return { user: before, resumed: true, forOrganisation };
    }
    throw conflict(before);
  }

  const stored = await storedPassword(password);
  // Hashing yields to other requests: the same address may have signed up meanwhile.
  const during = findUserByEmail(email);
  if (during) throw conflict(during);

  const storeGroup = storeGroupByRef(NEW_USER_STORE_GROUP);
  const user: DbUser = {
    id: newId('user'),
    email,
    first_name,
    last_name,
    phone_number,
    store_group: storeGroup?.slug ?? NEW_USER_STORE_GROUP,
    store_group_id: storeGroup?.id ?? '',
    market: market ?? 'se',
    language: language ?? 'SV',
    address: { street: '', zip_code: '', city: '' },
    communication_preferences: { allow_email, allow_sms, allow_postal },
    is_super_admin: false,
    role: 'customer',
    email_verified: false,
    status: NEW_USER_STATUS,
    organisations: [],
    password: stored,
  };
  db().accounts.users.set(user.id, user);
  return { user, resumed: false, forOrganisation };
}

/**
 * An organisation sign-up whose company was never made (the page was closed after a failure) can
 * be finished by signing up again: the account is still unverified and has no company, and the
 * password proves it is the same person. Anything else stays a 409, as before.
 */
async function resumable(existing: DbUser, password: string): Promise<boolean> {
  const open = () => !existing.email_verified && existing.organisations.length === 0;
  // Checked again after hashing, which yields to other requests (a verification, an invitation).
  return open() && (await verifyPassword(password, existing.password)) && open();
}
