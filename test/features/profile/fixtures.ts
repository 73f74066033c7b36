import type { SessionUser } from '../../../src/api/types';

export const anna: SessionUser = {
  id: 'user-anna',
  email: 'anna.andersson@example.se',
  first_name: 'Anna',
  last_name: 'Andersson',
  phone_number: '+46701234567',
  store_group: 'default',
  store_group_id: 'sg-default',
  market: 'se',
  language: 'SV',
  address: { street: 'Storgatan 1', zip_code: '111 22', city: 'Stockholm' },
  communication_preferences: { allow_email: true, allow_sms: false, allow_postal: false },
  is_super_admin: false,
  organisations: [],
};
