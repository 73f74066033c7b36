import { ValidationError } from 'yup';
import {
  accountDeleteDismissed,
  accountDeleteFailed,
  accountDeleteRequested,
  profileReducer,
  profileSavedNoticeCleared,
  profileSaveFailed,
  profileSaveRequested,
  profileSaveSucceeded,
} from '../../../src/features/profile/profileSlice';
import { profilePayload, profileValuesFrom } from '../../../src/features/profile/profileValues';
import { profileSchema } from '../../../src/features/profile/schemas';
import { loggedOut } from '../../../src/core/session';
import { toErrorInfo } from '../../../src/api/apiError';
import { anna } from '../../support/demoAccounts';

const values = profileValuesFrom(anna, 'SE');

async function errors(change: Partial<typeof values>) {
  try {
    await profileSchema.validate({ ...values, ...change }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
  }
}

describe('profile schema', () => {
  it('accepts the stored user and empty optional fields', async () => {
    expect(await errors({})).toEqual({});
    expect(await errors({ first_name: '', street: '', phone_number: '' })).toEqual({});
  });

  it('needs a valid email', async () => {
    expect(await errors({ email: 'nope' })).toEqual({ email: 'profile.validation.email' });
  });

  it('accepts a phone valid once the selected country code is applied, and refuses an invalid one', async () => {
    expect(await errors({ phone_number: '412 34 567', phone_country: 'NO' })).toEqual({});
    expect(await errors({ phone_number: '040 123 4567', phone_country: 'FI' })).toEqual({});
    // 00 is the international prefix: the number's own country counts, not the selected one.
    expect(await errors({ phone_number: '0046 70 123 45 67', phone_country: 'SE' })).toEqual({});
    expect(await errors({ phone_number: '0047 412 34 567', phone_country: 'SE' })).toEqual({});
    expect(await errors({ phone_number: '+4612' })).toEqual({ phone_number: 'profile.validation.phone' });
  });
});

describe('profile values and payload', () => {
  it('starts the form from the user', async () => {
    expect(values).toEqual({
      first_name: anna.first_name,
      last_name: anna.last_name,
      street: anna.address.street,
      postal_code: anna.address.zip_code,
      city: anna.address.city,
      email: anna.email,
      phone_country: 'SE',
      phone_number: anna.phone_number,
      allow_email_notifications: true,
      allow_phone_notifications: false,
      allow_postal_notifications: false,
    });
  });

  it("sends the form's fields with the user's store group, language, market and the market's country", async () => {
    expect(
      profilePayload({ ...values, city: ' Uppsala ', allow_phone_notifications: true }, anna, 'SE'),
    ).toEqual({
      store_group: 'default',
      language: 'SV',
      market: 'se',
      country_code: 'SE',
      email: anna.email,
      city: 'Uppsala',
      first_name: anna.first_name,
      last_name: anna.last_name,
      phone_number: anna.phone_number,
      postal_code: anna.address.zip_code,
      street: anna.address.street,
      allow_email_notifications: true,
      allow_phone_notifications: true,
      allow_postal_notifications: false,
    });
  });
});

describe('profile slice', () => {
  const initial = profileReducer(undefined, { type: '@@init' });

  it('records a save: loading, then succeeded with the notice, which clears', async () => {
    const saving = profileReducer(initial, profileSaveRequested(values));
    expect(saving.save.status).toBe('loading');
    const saved = profileReducer(saving, profileSaveSucceeded());
    expect(saved).toMatchObject({ save: { status: 'succeeded' }, savedNoticeShown: true });
    expect(profileReducer(saved, profileSavedNoticeCleared()).savedNoticeShown).toBe(false);
  });

  it('records a failed save and a failed deletion, which the dialog dismisses', async () => {
    const error = toErrorInfo(new Error('Bad Gateway'));
    expect(profileReducer(initial, profileSaveFailed(error)).save).toEqual({ status: 'failed', error });
    const failed = profileReducer(
      profileReducer(initial, accountDeleteRequested()),
      accountDeleteFailed(error),
    );
    expect(failed.deletion).toEqual({ status: 'failed', error });
    expect(profileReducer(failed, accountDeleteDismissed()).deletion).toEqual({
      status: 'idle',
      error: null,
    });
  });

  it('forgets everything on logout', async () => {
    const saved = profileReducer(initial, profileSaveSucceeded());
    expect(profileReducer(saved, loggedOut())).toEqual(initial);
  });
});
