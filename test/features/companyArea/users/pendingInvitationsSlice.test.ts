import { loggedOut } from '../../../../src/core/session';
import {
  invitationResendErrorDismissed,
  invitationResendFailed,
  invitationResendRequested,
  invitationResent,
  invitationWithdrawClosed,
  invitationWithdrawFailed,
  invitationWithdrawn,
  invitationWithdrawOpened,
  invitationWithdrawRequested,
  pendingInvitationsLoaded,
  pendingInvitationsReducer,
  pendingInvitationsRequested,
} from '../../../../src/features/companyArea/users/pendingInvitationsSlice';
import { FJORD_DESIGN_ID, NORDIC_PRINT_ID, numberedInvitation } from '../../../support/demoAccounts';

// The pending invitations' state (docs/rules.md#pending-invitations): pure reducers over plain actions.

const invitation = numberedInvitation;

const state = (...actions: Parameters<typeof pendingInvitationsReducer>[1][]) =>
  actions.reduce(pendingInvitationsReducer, pendingInvitationsReducer(undefined, { type: '@@init' }));

const listed = [
  pendingInvitationsRequested({ companyId: NORDIC_PRINT_ID }),
  pendingInvitationsLoaded({ companyId: NORDIC_PRINT_ID, items: [invitation(1), invitation(2)] }),
];
const failure = { error: null, message: { id: 'companyUsers.invitations.error.answered' } };

describe('the pending invitations state', () => {
  it('loads a company’s list; another company starts over, and a late answer for the last one is ignored', () => {
    expect(state(...listed)).toMatchObject({
      companyId: NORDIC_PRINT_ID,
      items: [invitation(1), invitation(2)],
    });
    const switched = state(...listed, pendingInvitationsRequested({ companyId: FJORD_DESIGN_ID }));
    expect(switched).toMatchObject({ companyId: FJORD_DESIGN_ID, items: [], request: { status: 'loading' } });
    const late = state(
      ...listed,
      pendingInvitationsRequested({ companyId: FJORD_DESIGN_ID }),
      pendingInvitationsLoaded({ companyId: NORDIC_PRINT_ID, items: [invitation(3)] }),
    );
    expect(late.items).toEqual([]);
  });

  it('a resend shows which row is busy, then its answer, or its failure until dismissed', () => {
    const busy = state(
      ...listed,
      invitationResendRequested({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-2' }),
    );
    expect(busy.resend).toMatchObject({ invitationId: 'invitation-2', request: { status: 'loading' } });
    const renewed = { ...invitation(2), expires_at: '2026-03-20T10:15:00.000Z' };
    const done = state(
      ...listed,
      invitationResendRequested({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-2' }),
      invitationResent({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-2', invitation: renewed }),
    );
    expect(done.items).toEqual([invitation(1), renewed]);
    expect(done.resend.invitationId).toBeNull();
    const failed = state(
      ...listed,
      invitationResendRequested({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-2' }),
      invitationResendFailed({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-2', ...failure }),
    );
    expect(failed.resend).toMatchObject({ invitationId: null, message: failure.message });
    expect(
      state(
        ...listed,
        invitationResendFailed({ companyId: NORDIC_PRINT_ID, invitationId: 'x', ...failure }),
        invitationResendErrorDismissed(),
      ).resend.message,
    ).toBeNull();
  });

  it('the withdraw dialog keeps its invitation, stays open while the withdrawal runs and shows its failure', () => {
    const opened = [
      ...listed,
      invitationWithdrawOpened({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-1' }),
    ];
    expect(state(...opened).withdraw.confirming).toEqual(invitation(1));
    expect(state(...opened, invitationWithdrawClosed()).withdraw.confirming).toBeNull();
    const running = [
      ...opened,
      invitationWithdrawRequested({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-1' }),
    ];
    expect(state(...running, invitationWithdrawClosed()).withdraw.confirming).toEqual(invitation(1));
    const failed = state(
      ...running,
      invitationWithdrawFailed({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-1', ...failure }),
      // The list, loaded again, no longer has it: the dialog still says why.
      pendingInvitationsRequested({ companyId: NORDIC_PRINT_ID }),
      pendingInvitationsLoaded({ companyId: NORDIC_PRINT_ID, items: [invitation(2)] }),
    );
    expect(failed.withdraw).toMatchObject({ confirming: invitation(1), message: failure.message });
    const done = state(
      ...running,
      invitationWithdrawn({ companyId: NORDIC_PRINT_ID, invitationId: 'invitation-1' }),
    );
    expect(done.items).toEqual([invitation(2)]);
    expect(done.withdraw).toMatchObject({
      confirming: null,
      message: null,
      request: { status: 'succeeded' },
    });
  });

  it('an unknown invitation opens no dialog, and a logout forgets everything', () => {
    expect(
      state(...listed, invitationWithdrawOpened({ companyId: NORDIC_PRINT_ID, invitationId: 'nope' }))
        .withdraw.confirming,
    ).toBeNull();
    expect(state(...listed, loggedOut())).toEqual(state());
  });
});
