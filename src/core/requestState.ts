import type { Draft, PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../api/apiError';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The state of one request (docs/architecture.md#state). */
export interface RequestState {
  status: RequestStatus;
  error: ErrorInfo | null;
}

// Frozen because every slice that stores one of these shares the same object.
export const idleRequest: RequestState = Object.freeze({ status: 'idle', error: null });
export const loadingRequest: RequestState = Object.freeze({ status: 'loading', error: null });
export const succeededRequest: RequestState = Object.freeze({ status: 'succeeded', error: null });
export const failedRequest = (error: ErrorInfo | null): RequestState => ({ status: 'failed', error });

/**
 * The payload types of a request's three actions. A phase left out carries none, except the
 * failure, whose payload is the ErrorInfo unless it also reports something else: then the error
 * travels as its `error` (ErrorInfo has no such field, which is how the two are told apart).
 */
export interface RequestPayloads {
  requested?: unknown;
  succeeded?: unknown;
  failed?: ErrorInfo | { error: ErrorInfo | null };
}
type Failure = NonNullable<RequestPayloads['failed']>;
type PayloadOf<P, Phase extends keyof RequestPayloads, Otherwise> = Phase extends keyof P
  ? P[Phase]
  : Otherwise;
type RequestedPayload<P> = PayloadOf<P, 'requested', void>;
type SucceededPayload<P> = PayloadOf<P, 'succeeded', void>;
type FailedPayload<P> = PayloadOf<P, 'failed', ErrorInfo>;

type Reducer<S, Payload> = (state: Draft<S>, action: PayloadAction<Payload>) => void;
type Guard<S, Payload> = (state: Draft<S>, action: PayloadAction<Payload>) => boolean;

/** What a phase does besides setting the request; it runs after the request is set. */
export interface RequestHooks<S, P extends RequestPayloads> {
  requested?: Reducer<S, RequestedPayload<P>>;
  succeeded?: Reducer<S, SucceededPayload<P>>;
  failed?: Reducer<S, FailedPayload<P>>;
  /**
   * A phase whose guard says false ignores its action: neither the request nor anything else
   * changes (an answer for another key than the one last asked for, a submit with empty fields).
   */
  when?: {
    requested?: Guard<S, RequestedPayload<P>>;
    succeeded?: Guard<S, SucceededPayload<P>>;
    failed?: Guard<S, FailedPayload<P>>;
  };
}

/**
 * The `when` of a request kept for one key (a listing's market and store group, a company's
 * contacts or users): an answer, success or failure, for another key than the one last asked for
 * is dropped, as it came too late. `current` reads the key asked for; `field` names it in the payload.
 */
export function answersFor<S, Field extends string>(
  current: (state: Draft<S>) => string | null,
  field: Field,
) {
  const forCurrent = (state: Draft<S>, action: PayloadAction<Record<Field, string>>) =>
    current(state) === action.payload[field];
  return { succeeded: forCurrent, failed: forCurrent };
}

/** An action name, or null for a phase this call leaves to another (see `requestReducers`). */
type PhaseName = string | null;

/** The three action names: `${prefix}Requested`, `…Succeeded`, `…Failed`, or given in full. */
type ActionNames<Names> = Names extends string
  ? readonly [`${Names}Requested`, `${Names}Succeeded`, `${Names}Failed`]
  : Names;

/** The payload of any action the call makes: what `select` is given to find a request kept per id. */
type AnyPayload<P, Names extends readonly [PhaseName, PhaseName, PhaseName]> =
  | (Names[0] extends string ? RequestedPayload<P> : never)
  | (Names[1] extends string ? SucceededPayload<P> : never)
  | (Names[2] extends string ? FailedPayload<P> : never);

type PhaseReducer<Name, R> = Name extends string ? { [N in Name]: R } : NoPayloads;

export type RequestCaseReducers<
  S,
  P extends RequestPayloads,
  Names extends readonly [PhaseName, PhaseName, PhaseName],
> = PhaseReducer<Names[0], Reducer<S, RequestedPayload<P>>> &
  PhaseReducer<Names[1], Reducer<S, SucceededPayload<P>>> &
  PhaseReducer<Names[2], Reducer<S, FailedPayload<P>>>;

type NoPayloads = Record<never, never>;

/**
 * The case reducers of one request, to spread into createSlice's `reducers`: the first action sets
 * it loading, the second succeeded, the third failed with the error. `names` is a prefix
 * ('profileSave': profileSaveRequested, profileSaveSucceeded, profileSaveFailed) or, where the
 * actions were named otherwise before, the three names.
 *
 * A request that more than one action starts, ends or fails (two forms submit it, two answers
 * end it) takes one call per payload type: a phase named null is left to the other calls, as in
 * `['organisationSignupRequested', null, null]` beside the call that names all three.
 *
 * Not createAsyncThunk: the sagas make the calls, and the actions stay the slice's own plain ones
 * (same type strings, serializable payloads), so recorded sessions still replay in DevTools.
 * Curried because TypeScript infers nothing in a call given some type arguments: the state and
 * payload types go to the first call, the names and key are inferred in the second, as in
 * `requestReducers<State, { requested: Values }>()('profileSave', (s) => s, 'save', hooks)`.
 *
 * The request is `select(state, payload)[key]`, replaced rather than changed in place (it may be
 * one of the frozen constants above); `select` reaches a nested one, e.g. `(s) => s.lookup,
 * 'request'`, or one kept per id, which it may create, e.g. `(s, p) => (s.byId[p.id] ??= …)`.
 * `hooks.when` ignores a phase's action altogether when its guard says false.
 */
export function requestReducers<S, P extends RequestPayloads = NoPayloads>() {
  return <const Names extends string | readonly [PhaseName, PhaseName, PhaseName], Key extends string>(
    names: Names,
    select: (
      state: Draft<S>,
      payload: AnyPayload<P, ActionNames<Names>>,
    ) => Record<NoInfer<Key>, RequestState>,
    key: Key,
    hooks: RequestHooks<S, P> = {},
  ): RequestCaseReducers<S, P, ActionNames<Names>> => {
    const [requested, succeeded, failed]: readonly [PhaseName, PhaseName, PhaseName] =
      typeof names === 'string' ? [`${names}Requested`, `${names}Succeeded`, `${names}Failed`] : names;
    const phase =
      <Payload>(
        next: (payload: Payload) => RequestState,
        hook?: Reducer<S, Payload>,
        guard?: Guard<S, Payload>,
      ): Reducer<S, Payload> =>
      (state, action) => {
        if (guard && !guard(state, action)) return;
        select(state, action.payload as AnyPayload<P, ActionNames<Names>>)[key] = next(action.payload);
        hook?.(state, action);
      };
    // Checked as data, not trusted as typed: a replayed action may be hand-edited.
    const errorOf = (payload: Failure) =>
      typeof payload === 'object' && payload !== null && 'error' in payload ? payload.error : payload;
    const { when = {} } = hooks;
    const reducers: Record<string, Reducer<S, never>> = {};
    if (requested !== null)
      reducers[requested] = phase(() => loadingRequest, hooks.requested, when.requested);
    if (succeeded !== null)
      reducers[succeeded] = phase(() => succeededRequest, hooks.succeeded, when.succeeded);
    if (failed !== null)
      reducers[failed] = phase(
        (payload: FailedPayload<P>) => failedRequest(errorOf(payload as Failure)),
        hooks.failed,
        when.failed,
      );
    return reducers as RequestCaseReducers<S, P, ActionNames<Names>>;
  };
}
