import { demoInvitation, NORDIC_PRINT_ID } from '../../support/demoAccounts';

// Kept for the invitation tests that still import from here (invitationSagas.test.ts,
// InvitationPage.test.tsx); the values come from test/support/demoAccounts.ts.

export const NORDIC = NORDIC_PRINT_ID;

/** An invitation of Anna to Nordic Print AB as GET /api/auth/invitation/ answers it. */
export const invitation = demoInvitation;
