import type { JsonObject } from '../kit/body';
import type { DbUser } from './types';
import { Checker } from './validation';

/**
 * POST /api/auth/update-user/: changes only the fields the body carries.
 * The e-mail address is the login and is verified, so it cannot change here:
 * a different address answers 400 rather than being dropped silently (the
 * app sends the read-only address it shows, which always matches).
 *
 * The store group (and with it business prices) follows the user's companies, which only the
 * backend attaches, so the payload's `store_group` is ignored like any field the call does not
 * change (`role`, `status`, `is_super_admin` …); ignored rather than refused because the app sends
 * the payload of docs/rules.md#profile, which carries it.
 */
export function updateProfile(user: DbUser, body: JsonObject): void {
  const check = new Checker(body);
  const email = check.optional('email');
  if (email && email.toLowerCase() !== user.email) check.problem('email cannot be changed');
  const first_name = check.optional('first_name');
  const last_name = check.optional('last_name');
  const phone_number = check.phone('phone_number');
  const street = check.optional('street');
  const postal_code = check.optional('postal_code');
  const city = check.optional('city');
  check.optional('country_code'); // the user keeps no country; checked for type only
  const market = check.market('market');
  const language = check.language('language');
  const allow_email = check.flag('allow_email_notifications');
  const allow_sms = check.flag('allow_phone_notifications');
  const allow_postal = check.flag('allow_postal_notifications');
  check.fail();

  if (first_name !== undefined) user.first_name = first_name;
  if (last_name !== undefined) user.last_name = last_name;
  if (phone_number !== undefined) user.phone_number = phone_number;
  if (street !== undefined) user.address.street = street;
  if (postal_code !== undefined) user.address.zip_code = postal_code;
  if (city !== undefined) user.address.city = city;
  if (market !== undefined) user.market = market;
  if (language !== undefined) user.language = language;
  const prefs = user.communication_preferences;
  if (allow_email !== undefined) prefs.allow_email = allow_email;
  if (allow_sms !== undefined) prefs.allow_sms = allow_sms;
  if (allow_postal !== undefined) prefs.allow_postal = allow_postal;
}
