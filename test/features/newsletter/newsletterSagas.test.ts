import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import { sessionReducer } from '../../../src/core/session';
import { newsletterRootSaga } from '../../../src/features/newsletter/newsletterSagas';
import {
  newsletterBlockLeft,
  newsletterReducer,
  newsletterSubscribed,
  newsletterSubscribeFailed,
  newsletterSubscribeRequested,
} from '../../../src/features/newsletter/newsletterSlice';
import { lostFirstAnswer } from '../../support/lostAnswer';
import { sagaHarness } from '../../support/sagaHarness';
import { held, runToEnd, watchState } from '../../support/sagaMustFinish';
import { anna } from '../../support/demoAccounts';

const { reducer, state, setup } = sagaHarness(
  combineReducers({ newsletter: newsletterReducer, session: sessionReducer }),
);
type State = ReturnType<typeof reducer>;
const newsletter = (s: unknown) => (s as State).newsletter;

const LIST = { listId: 'printfabriken-news' };
const once = (idempotencyKey: string) => ({ idempotencyKey });
const thanks = { success: true, message: 'Thank you for subscribing! Check your email for confirmation.' };

describe('the newsletter slice', () => {
  it('waits while submitting, then records the answer, and starts over when the block leaves', () => {
    const submitting = state(newsletterSubscribeRequested({ email: 'a@b.se' }));
    expect(submitting.newsletter).toEqual({ request: { status: 'loading', error: null }, message: null });
    const done = reducer(submitting, newsletterSubscribed({ message: { id: 'newsletter.success' } }));
    expect(done.newsletter).toMatchObject({
      request: { status: 'succeeded' },
      message: { id: 'newsletter.success' },
    });
    expect(reducer(done, newsletterBlockLeft()).newsletter).toEqual({
      request: { status: 'idle', error: null },
      message: null,
    });
  });

  it('clears the last alert when the next subscription starts', () => {
    const failed = state(
      newsletterSubscribeRequested({ email: 'a@b.se' }),
      newsletterSubscribeFailed({ message: { text: 'Down' }, error: null }),
    );
    expect(reducer(failed, newsletterSubscribeRequested({ email: 'a@b.se' })).newsletter.message).toBeNull();
  });
});

describe('subscribing', () => {
  it('sends the trimmed address and the configured list once, and shows the translated thanks', async () => {
    const { api, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(newsletterRootSaga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(api.newsletter.subscribe), thanks], ...providers])
        .dispatch(newsletterSubscribeRequested({ email: '  new.reader@example.se ' }))
        .call(api.newsletter.subscribe, { email: 'new.reader@example.se', ...LIST }, once('id-1'))
        .put(newsletterSubscribed({ message: { id: 'newsletter.success' } })),
    );
    expect(newsletter(storeState)).toMatchObject({
      request: { status: 'succeeded' },
      message: { id: 'newsletter.success' },
    });
  });

  it('shows the same thanks for an address a list says was on it already, so no one learns who is', async () => {
    const { api, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(newsletterRootSaga)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(api.newsletter.subscribe),
            { success: true, message: 'You are already subscribed.', alreadySubscribed: true },
          ],
          ...providers,
        ])
        .dispatch(newsletterSubscribeRequested({ email: anna.email })),
    );
    expect(newsletter(storeState)).toMatchObject({
      request: { status: 'succeeded' },
      message: { id: 'newsletter.success' },
    });
  });

  it("shows the list's own message when it refuses", async () => {
    const { api, providers } = setup();
    const refusal = new ApiError({
      message: 'Please enter a valid email address',
      statusCode: 400,
      body: { success: false, message: 'Please enter a valid email address' } as never,
    });
    const { storeState } = await runToEnd(
      expectSaga(newsletterRootSaga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(api.newsletter.subscribe), throwError(refusal)], ...providers])
        .dispatch(newsletterSubscribeRequested({ email: 'x@y.se' })),
    );
    expect(newsletter(storeState)).toMatchObject({
      request: { status: 'failed', error: { statusCode: 400 } },
      message: { text: 'Please enter a valid email address' },
    });
  });

  it('shows the translated error when the failure has no message of its own', async () => {
    const { api, providers } = setup();
    const bare = new ApiError({ message: 'somethingWentWrong', statusCode: 502, body: null });
    const { storeState } = await runToEnd(
      expectSaga(newsletterRootSaga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(api.newsletter.subscribe), throwError(bare)], ...providers])
        .dispatch(newsletterSubscribeRequested({ email: 'x@y.se' })),
    );
    expect(newsletter(storeState)).toMatchObject({
      request: { status: 'failed' },
      message: { id: 'newsletter.error.generic' },
    });
  });

  it('shows the translated error, not the stand-in text, when the list never answers', async () => {
    const { api, providers } = setup();
    const lost = new ApiError({ message: 'Network Error', isNetworkError: true });
    const { storeState } = await runToEnd(
      expectSaga(newsletterRootSaga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(api.newsletter.subscribe), throwError(lost)], ...providers])
        .dispatch(newsletterSubscribeRequested({ email: 'x@y.se' })),
    );
    expect(newsletter(storeState)).toMatchObject({
      request: { status: 'failed' },
      message: { id: 'newsletter.error.generic' },
    });
  });

  it('treats a 2xx without success as a failure with its message', async () => {
    const { api, providers } = setup();
    const { storeState } = await runToEnd(
      expectSaga(newsletterRootSaga)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(api.newsletter.subscribe), { success: false, message: 'List closed' }],
          ...providers,
        ])
        .dispatch(newsletterSubscribeRequested({ email: 'x@y.se' })),
    );
    expect(newsletter(storeState)).toMatchObject({
      request: { status: 'failed' },
      message: { text: 'List closed' },
    });
  });

  it('after a lost answer retries with the same key: the list applies it once and the block thanks once', async () => {
    const { api, providers } = setup();
    let subscribed = false;
    const list = lostFirstAnswer(() => {
      const again = subscribed;
      subscribed = true;
      return again
        ? { success: true, message: 'You are already subscribed.', alreadySubscribed: true }
        : thanks;
    });
    const { storeState } = await runToEnd(
      expectSaga(newsletterRootSaga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(api.newsletter.subscribe), list.provider], ...providers])
        .dispatch(newsletterSubscribeRequested({ email: 'new.reader@example.se' })),
    );
    expect(list.applications()).toBe(1);
    expect(list.keys()).toEqual(['id-1', 'id-1']);
    expect(newsletter(storeState).message).toEqual({ id: 'newsletter.success' });
  });

  it('ignores a second submit while the first is on its way', async () => {
    const { api, providers } = setup();
    let calls = 0;
    // The first submit is still on its way when the second arrives; it answers after.
    const answers = held();
    const pending = dynamic(() => {
      calls += 1;
      return answers.later(thanks);
    });
    const store = watchState(reducer);
    let statusWhileWaiting: string | undefined;
    const { storeState } = await runToEnd(
      expectSaga(newsletterRootSaga)
        .withReducer(store.reducer)
        .provide([[matchers.call.fn(api.newsletter.subscribe), pending], ...providers])
        .dispatch(newsletterSubscribeRequested({ email: 'a@b.se' })),
      newsletterSubscribeRequested({ email: 'a@b.se' }),
      () => (statusWhileWaiting = newsletter(store.current()).request.status),
      answers.release,
    );
    expect(calls).toBe(1);
    expect(statusWhileWaiting).toBe('loading');
    expect(newsletter(storeState).request.status).toBe('succeeded');
  });
});
