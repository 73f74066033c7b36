import { db } from '../db';
import type { JsonObject } from '../kit/body';
import { newId } from '../kit/ids';
import { storedPassword } from './passwords';
import type { DbUser } from './types';
import { findUserByEmail } from './users';
import { Checker, failure, passwordProblem } from './validation';

/**
 * POST /api/auth/signup/ (spec points 3 and 4). Sign-up sends no mail: the
 * app asks for the verification link next.
 */
export function signupUser(body: JsonObject): DbUser {
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
  const storeGroup = check.storeGroup('store_group', 'default');
  const status = check.optional('status') || 'active';
  if (body.role !== 'customer') check.problem("role must be 'customer'");
  if (body.privacy !== true) check.problem('privacy must be true (the privacy policy must be accepted)');
  const allow_email = check.flag('allow_email_notifications') ?? false;
  const allow_sms = check.flag('allow_phone_notifications') ?? false;
  const allow_postal = check.flag('allow_postal_notifications') ?? false;
  check.fail();

  const existing = findUserByEmail(email);
  // The app re-requests verification on 'email not verified' (spec point 8).
  if (existing) throw failure(409, existing.email_verified ? 'user already exists' : 'email not verified');

  const user: DbUser = {
    id: newId('user'),
    email,
    first_name,
    last_name,
    phone_number,
    store_group: storeGroup?.slug ?? 'default',
    store_group_id: storeGroup?.id ?? '',
    market: market ?? 'se',
    language: language ?? 'SV',
    address: { street: '', zip_code: '', city: '' },
    communication_preferences: { allow_email, allow_sms, allow_postal },
    is_super_admin: false,
    role: 'customer',
    email_verified: false,
    status,
    organisations: [],
    password: storedPassword(password),
  };
  db().accounts.users.set(user.id, user);
  return user;
}
