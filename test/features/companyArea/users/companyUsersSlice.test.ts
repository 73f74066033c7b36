import type { UnknownAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../../../../src/api/apiError';
import { loggedOut, sessionEnded } from '../../../../src/core/session';
import {
  companyUserInviteClosed,
  companyUserInvited,
  companyUserInviteFailed,
  companyUserInviteOpened,
  companyUserInviteRequested,
  companyUserRemoved,
  companyUserRemoveFailed,
  companyUserRemoveRequested,
  companyUsersFailed,
  companyUsersLoaded,
  companyUsersPageChanged,
  companyUsersReducer,
  companyUsersRequested,
  companyUsersSearchChanged,
  type CompanyUsersState,
} from '../../../../src/features/companyArea/users/companyUsersSlice';
import { literal, t } from '../../../../src/i18n/localText';
import { FJORD_DESIGN_ID, numberedMembersPage, NORDIC_PRINT_ID } from '../../../support/demoAccounts';

const state = (...actions: UnknownAction[]): CompanyUsersState =>
  actions.reduce(companyUsersReducer, companyUsersReducer(undefined, { type: '@@init' }));

const refused: ErrorInfo = {
  message: 'Unauthorized',
  code: null,
  statusCode: 403,
  requestId: null,
  errors: [],
  details: 'not an admin',
  productVariantIDs: [],
};

const invite = { first_name: 'Ny', last_name: 'Person', email: 'ny@example.se', level: 'default' } as const;

/** Nordic Print's list on page 2 of a search for 'a'. */
const nordicOnPage2 = [
  companyUsersRequested({ companyId: NORDIC_PRINT_ID }),
  companyUsersSearchChanged({ companyId: NORDIC_PRINT_ID, search: 'a' }),
  companyUsersPageChanged({ companyId: NORDIC_PRINT_ID, page: 2 }),
  companyUsersLoaded({ companyId: NORDIC_PRINT_ID, result: numberedMembersPage(2) }),
];

describe('companyUsers reducer', () => {
  it('starts idle with no company', () => {
    expect(state()).toMatchObject({
      companyId: null,
      request: { status: 'idle' },
      page: 1,
      search: '',
      items: [],
    });
  });

  it('a first request for a company starts loading at page 1 without a search', () => {
    expect(state(companyUsersRequested({ companyId: NORDIC_PRINT_ID }))).toMatchObject({
      companyId: NORDIC_PRINT_ID,
      page: 1,
      search: '',
      request: { status: 'loading' },
    });
  });

  it('records a loaded page with its totals', () => {
    expect(state(...nordicOnPage2)).toMatchObject({
      request: { status: 'succeeded' },
      page: 2,
      totalItems: 12,
      totalPages: 2,
      search: 'a',
      items: numberedMembersPage(2).items,
    });
  });

  it('a request for the same company without page or search keeps both', () => {
    expect(state(...nordicOnPage2, companyUsersRequested({ companyId: NORDIC_PRINT_ID }))).toMatchObject({
      page: 2,
      search: 'a',
      request: { status: 'loading' },
      items: numberedMembersPage(2).items,
    });
  });

  it('another company starts over at page 1 with an empty search and nothing of the first', () => {
    const removing = companyUserRemoveRequested({ companyId: NORDIC_PRINT_ID, userId: 'user-11' });
    expect(
      state(
        ...nordicOnPage2,
        removing,
        companyUserInviteOpened(),
        companyUsersRequested({ companyId: FJORD_DESIGN_ID }),
      ),
    ).toMatchObject({
      companyId: FJORD_DESIGN_ID,
      page: 1,
      search: '',
      items: [],
      totalItems: 0,
      removingUserId: null,
      invite: { open: false },
    });
  });

  it('a search change goes back to page 1', () => {
    expect(
      state(...nordicOnPage2, companyUsersSearchChanged({ companyId: NORDIC_PRINT_ID, search: 'ab' })),
    ).toMatchObject({ page: 1, search: 'ab', request: { status: 'loading' } });
  });

  it('ignores late answers about a company that is no longer shown', () => {
    const before = state(...nordicOnPage2, companyUsersRequested({ companyId: FJORD_DESIGN_ID }));
    const after = [
      companyUsersLoaded({ companyId: NORDIC_PRINT_ID, result: numberedMembersPage(1) }),
      companyUsersFailed({ companyId: NORDIC_PRINT_ID, error: refused, problem: { kind: 'failed' } }),
      companyUserRemoved({ companyId: NORDIC_PRINT_ID, userId: 'user-1' }),
      companyUsersPageChanged({ companyId: NORDIC_PRINT_ID, page: 3 }),
    ].reduce(companyUsersReducer, before);
    expect(after).toEqual(before);
  });

  it('keeps a failure as plain data and empties the rows', () => {
    const failed = state(
      ...nordicOnPage2,
      companyUsersRequested({ companyId: NORDIC_PRINT_ID }),
      companyUsersFailed({
        companyId: NORDIC_PRINT_ID,
        error: refused,
        problem: { kind: 'unauthorized', details: ['not an admin'] },
      }),
    );
    expect(failed).toMatchObject({
      request: { status: 'failed', error: refused },
      problem: { kind: 'unauthorized', details: ['not an admin'] },
      items: [],
    });
    const again = companyUsersReducer(failed, companyUsersRequested({ companyId: NORDIC_PRINT_ID }));
    expect(again).toMatchObject({ request: { status: 'loading', error: null }, problem: null });
  });

  describe('removal', () => {
    it('records the user being removed and ignores a second removal meanwhile', () => {
      const removing = state(
        ...nordicOnPage2,
        companyUserRemoveRequested({ companyId: NORDIC_PRINT_ID, userId: 'user-11' }),
        companyUserRemoveRequested({ companyId: NORDIC_PRINT_ID, userId: 'user-12' }),
      );
      expect(removing.removingUserId).toBe('user-11');
    });

    it('takes the removed user off the page and the total', () => {
      const removed = state(
        ...nordicOnPage2,
        companyUserRemoveRequested({ companyId: NORDIC_PRINT_ID, userId: 'user-11' }),
        companyUserRemoved({ companyId: NORDIC_PRINT_ID, userId: 'user-11' }),
      );
      expect(removed.items.map((u) => u.id)).toEqual(['user-12']);
      expect(removed.totalItems).toBe(11);
      expect(removed.removingUserId).toBeNull();
    });

    it('keeps the failure message until the next removal starts', () => {
      const failed = state(
        ...nordicOnPage2,
        companyUserRemoveRequested({ companyId: NORDIC_PRINT_ID, userId: 'user-11' }),
        companyUserRemoveFailed({
          companyId: NORDIC_PRINT_ID,
          message: literal('You cannot remove yourself'),
        }),
      );
      expect(failed).toMatchObject({
        removingUserId: null,
        removeError: { text: 'You cannot remove yourself' },
      });
      expect(
        companyUsersReducer(
          failed,
          companyUserRemoveRequested({ companyId: NORDIC_PRINT_ID, userId: 'user-12' }),
        ).removeError,
      ).toBeNull();
    });
  });

  describe('the invite dialog', () => {
    it('opens empty, submits, and closes when the user was invited', () => {
      const opened = state(...nordicOnPage2, companyUserInviteOpened());
      expect(opened.invite).toEqual({ open: true, submitting: false, error: null });
      const submitting = companyUsersReducer(
        opened,
        companyUserInviteRequested({ companyId: NORDIC_PRINT_ID, input: invite }),
      );
      expect(submitting.invite).toEqual({ open: true, submitting: true, error: null });
      expect(
        companyUsersReducer(
          submitting,
          companyUserInvited({ companyId: NORDIC_PRINT_ID, userId: 'user-new' }),
        ).invite,
      ).toEqual({ open: false, submitting: false, error: null });
    });

    it('stays open with the reason when the invitation fails, and cannot be closed while sending', () => {
      const submitting = state(
        ...nordicOnPage2,
        companyUserInviteOpened(),
        companyUserInviteRequested({ companyId: NORDIC_PRINT_ID, input: invite }),
      );
      expect(companyUsersReducer(submitting, companyUserInviteClosed()).invite.open).toBe(true);
      const failed = companyUsersReducer(
        submitting,
        companyUserInviteFailed({
          companyId: NORDIC_PRINT_ID,
          error: t('companyUsers.invite.alreadyMember'),
        }),
      );
      expect(failed.invite).toEqual({
        open: true,
        submitting: false,
        error: { id: 'companyUsers.invite.alreadyMember' },
      });
      expect(companyUsersReducer(failed, companyUserInviteClosed()).invite.open).toBe(false);
    });
  });

  it.each([
    ['logging out', loggedOut()],
    ['the session ending', sessionEnded()],
  ])('forgets everything on %s', (_name, action) => {
    expect(state(...nordicOnPage2, companyUserInviteOpened(), action)).toEqual(state());
  });
});
