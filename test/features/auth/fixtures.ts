import type { SessionUser } from '../../../src/api/types';

export const sessionUser: SessionUser = {
  id: 'u-1',
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: 'Svensson',
  phone_number: '+46701234567',
  store_group: 'default',
  store_group_id: 'sg-default',
  market: 'se',
  language: 'sv',
  address: { street: 'Storgatan 1', zip_code: '11122', city: 'Stockholm' },
  communication_preferences: { allow_email: true, allow_sms: false, allow_postal: false },
  is_super_admin: false,
  organisations: [],
};
