import type { Invitation } from '../../../src/api/types';
import { NORDIC_PRINT_ID } from '../../../mock-server/fixtures';

export const NORDIC = NORDIC_PRINT_ID;

/** An invitation to Nordic Print AB as GET /api/auth/invitation/ answers it. */
export function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    company_name: 'Nordic Print AB',
    email: 'anna.andersson@example.se',
    first_name: 'Anna',
    last_name: 'Andersson',
    level: 'default',
    account_exists: true,
    expires_at: '2026-12-03T10:00:00.000Z',
    ...overrides,
  };
}
