import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/api/apiError';
import type { Company } from '../../../src/api/types';
import {
  clearMessageLater,
  companyAreaRootSaga,
  loadCompanyList,
  saveCompany,
} from '../../../src/features/companyArea/companyAreaSagas';
import {
  COMPANY_MESSAGE_CLEAR_MS,
  COMPANY_SEARCH_DEBOUNCE_MS,
  companyAreaReducer,
  companyListLoaded,
  companyListPageRequested,
  companyMessageCleared,
  companySaved,
  companySaveRequested,
  companyScreenOpened,
  companySearchTyped,
  companySelected,
} from '../../../src/features/companyArea/companyAreaSlice';
import { toFormValues, toUpdateInput } from '../../../src/features/companyArea/details/companyForm';
import { sagaHarness } from '../../support/sagaHarness';
import delayP from '@redux-saga/delay-p';
import { fjordDesign, maria, nordicPrint, olle, otherCompanies } from '../../support/demoAccounts';
import { delaysUntil, held, runToEnd } from '../../support/sagaMustFinish';

const { reducer, state, setup } = sagaHarness(combineReducers({ companyArea: companyAreaReducer }));
type State = ReturnType<typeof reducer>;

const asMaria = companyScreenOpened({ userId: maria.id, isSuperAdmin: false });
const asOlle = companyScreenOpened({ userId: olle.id, isSuperAdmin: true });
const page = (companies: Company[], pageNo = 1, total = 25) => ({
  companies,
  page: pageNo,
  total,
  total_pages: Math.ceil(total / 10),
});

describe('loadCompanyList', () => {
  it("loads a user's own organisations and chooses the only one", async () => {
    const { api, providers } = setup();
    const { storeState } = await expectSaga(loadCompanyList, asMaria)
      .withReducer(reducer, state(asMaria))
      .provide([[matchers.call.fn(api.companies.myCompanies), { companies: [nordicPrint] }], ...providers])
      .not.call.fn(api.companies.listCompanies)
      .run();
    expect((storeState as State).companyArea.selected?.id).toBe(nordicPrint.id);
  });

  it("asks a super admin's page of every company with her search, ten at a time", async () => {
    const { api, providers } = setup();
    const typed = companySearchTyped(' fjord ');
    await expectSaga(loadCompanyList, typed)
      .withReducer(reducer, state(asOlle, typed))
      .provide([[matchers.call.fn(api.companies.listCompanies), page([fjordDesign], 1, 1)], ...providers])
      .call(api.companies.listCompanies, { page: 1, per_page: 10, search: 'fjord' })
      .put(companyListLoaded({ companies: [fjordDesign], page: 1, total: 1, totalPages: 1 }))
      .run();
  });

  it('waits the debounce before searching', async () => {
    const { api, providers } = setup();
    const typed = companySearchTyped('n');
    // The debounce lasts until the test releases it.
    const timers = held();
    let searches = 0;
    let searchesWhileWaiting: number | undefined;
    await runToEnd(
      expectSaga(loadCompanyList, typed)
        .withReducer(reducer, state(asOlle, typed))
        .provide([
          delaysUntil(timers),
          [
            matchers.call.fn(api.companies.listCompanies),
            dynamic(() => {
              searches += 1;
              return page([], 1, 0);
            }),
          ],
          ...providers,
        ])
        .call(delayP, COMPANY_SEARCH_DEBOUNCE_MS)
        .call(api.companies.listCompanies, { page: 1, per_page: 10, search: 'n' }),
      () => (searchesWhileWaiting = searches),
      timers.release,
    );
    expect(searchesWhileWaiting).toBe(0);
    expect(searches).toBe(1);
  });

  it('asks the page she turned to, keeping what she chose on another page', async () => {
    const { api, providers } = setup();
    const chosen = state(
      asOlle,
      companyListLoaded({ companies: [nordicPrint, fjordDesign], page: 1, total: 25, totalPages: 3 }),
      companySelected({ companyId: fjordDesign.id }),
      companyListPageRequested(3),
    );
    const { storeState } = await expectSaga(loadCompanyList, companyListPageRequested(3))
      .withReducer(reducer, chosen)
      .provide([
        [matchers.call.fn(api.companies.listCompanies), page(otherCompanies.slice(-5), 3)],
        ...providers,
      ])
      .call(api.companies.listCompanies, { page: 3, per_page: 10 })
      .run();
    expect((storeState as State).companyArea.list.page).toBe(3);
    expect((storeState as State).companyArea.selected?.id).toBe(fjordDesign.id);
  });

  it('keeps the list and marks it failed when the call fails', async () => {
    const { api, providers } = setup();
    const { storeState } = await expectSaga(loadCompanyList, asMaria)
      .withReducer(reducer, state(asMaria))
      .provide([
        [
          matchers.call.fn(api.companies.myCompanies),
          throwError(new ApiError({ message: 'down', statusCode: 503 })),
        ],
        ...providers,
      ])
      .run();
    expect((storeState as State).companyArea.list.request.status).toBe('failed');
  });
});

describe('switching company', () => {
  it("clears the form's message when another company is chosen", () => {
    const loaded = state(
      asMaria,
      companyListLoaded({ companies: [nordicPrint, fjordDesign], page: 1, total: 2, totalPages: 1 }),
      companySelected({ companyId: nordicPrint.id }),
      companySaved(nordicPrint),
    );
    expect(loaded.companyArea.save.message).toBe('saved');
    const switched = reducer(loaded, companySelected({ companyId: fjordDesign.id }));
    expect(switched.companyArea.selected?.id).toBe(fjordDesign.id);
    expect(switched.companyArea.save.message).toBeNull();
  });

  it("clears a user's choice when it disappears from her list", () => {
    const loaded = state(
      asMaria,
      companyListLoaded({ companies: [nordicPrint, fjordDesign], page: 1, total: 2, totalPages: 1 }),
      companySelected({ companyId: fjordDesign.id }),
    );
    const after = reducer(
      loaded,
      companyListLoaded({ companies: [nordicPrint, otherCompanies[0]!], page: 1, total: 2, totalPages: 1 }),
    );
    expect(after.companyArea.selected).toBeNull();
  });
});

describe('saveCompany', () => {
  const input = toUpdateInput({ ...toFormValues(nordicPrint), contact_name: 'Maria Svensson' });
  const requested = companySaveRequested({ companyId: nordicPrint.id, input });

  it('sends the form and shows the saved company', async () => {
    const { api, providers } = setup();
    const saved = { ...nordicPrint, contact_name: 'Maria Svensson' };
    const { storeState } = await expectSaga(saveCompany, requested)
      .withReducer(
        reducer,
        state(
          asMaria,
          companyListLoaded({ companies: [nordicPrint], page: 1, total: 1, totalPages: 1 }),
          requested,
        ),
      )
      .provide([[matchers.call.fn(api.companies.updateCompany), { company: saved }], ...providers])
      .call(api.companies.updateCompany, nordicPrint.id, input)
      .put(companySaved(saved))
      .run();
    const area = (storeState as State).companyArea;
    expect(area.selected?.contact_name).toBe('Maria Svensson');
    expect(area.save.message).toBe('saved');
  });

  it('marks the save failed and keeps the company as it was', async () => {
    const { api, providers } = setup();
    const { storeState } = await expectSaga(saveCompany, requested)
      .withReducer(
        reducer,
        state(
          asMaria,
          companyListLoaded({ companies: [nordicPrint], page: 1, total: 1, totalPages: 1 }),
          requested,
        ),
      )
      .provide([
        [
          matchers.call.fn(api.companies.updateCompany),
          throwError(new ApiError({ message: 'Forbidden', statusCode: 403 })),
        ],
        ...providers,
      ])
      .run();
    const area = (storeState as State).companyArea;
    expect(area.save.message).toBe('failed');
    expect(area.selected?.contact_name).toBe(nordicPrint.contact_name);
  });

  it('clears the message after 5000 ms', async () => {
    const { providers } = setup();
    await expectSaga(clearMessageLater)
      .provide(providers)
      .call(delayP, COMPANY_MESSAGE_CLEAR_MS)
      .put(companyMessageCleared())
      .run();
  });

  it('saves once on a double click', async () => {
    const { api, providers } = setup();
    let calls = 0;
    // The first save has not answered when the second click comes; it answers after.
    const answers = held();
    await runToEnd(
      expectSaga(companyAreaRootSaga)
        .withReducer(reducer, state(asMaria))
        .provide([
          [matchers.call.fn(api.companies.myCompanies), { companies: [nordicPrint] }],
          {
            call: (effect, next) => {
              if (effect.fn === api.companies.updateCompany) {
                calls += 1;
                return answers.later({ company: nordicPrint });
              }
              return next();
            },
          },
          ...providers,
        ])
        .dispatch(requested),
      requested,
      answers.release,
    );
    expect(calls).toBe(1);
  });
});
