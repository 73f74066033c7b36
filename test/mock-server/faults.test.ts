/** @jest-environment node */
import { call, withMockBackend } from './helpers';

withMockBackend();

const startBody = { storeGroupId: 'default', countryCode: 'SE', languageCode: 'sv' };
const start = () => call('POST', '/shopper/sessions/start', { body: startBody });
const addFault = (fault: unknown) => call('POST', '/__mock/faults', { body: fault });

describe('faults', () => {
  it('answers the injected status and body for matching requests until deleted', async () => {
    await addFault({
      method: 'POST',
      path: '/shopper/sessions',
      status: 503,
      body: { error: 'down for a bit' },
    });
    expect(await start()).toEqual({ status: 503, body: { error: 'down for a bit' } });
    expect((await call('GET', '/shopper/sessions')).status).toBe(401); // other method: untouched
    expect(await start()).toMatchObject({ status: 503 });
    expect(await call('DELETE', '/__mock/faults')).toEqual({ status: 200, body: { cleared: 1 } });
    expect((await start()).status).toBe(201);
  });

  it('applies only the given number of times', async () => {
    await addFault({ path: '/api/settings', status: 500, times: 2 });
    expect((await call('GET', '/api/settings')).status).toBe(500);
    expect((await call('GET', '/api/settings')).body).toEqual({
      error: 'Injected fault 500',
      statusCode: 500,
    });
    expect((await call('GET', '/api/settings')).status).toBe(200);
  });

  it('matches a * pattern against the whole pathname', async () => {
    await addFault({ path: '/shopper/*/start', status: 502 });
    expect((await start()).status).toBe(502);
    expect((await call('GET', '/shopper/sessions')).status).toBe(401);
  });

  it('delays and then lets the real handler answer when there is no status', async () => {
    await addFault({ path: '/shopper/sessions/start', latencyMs: 120, times: 1 });
    const before = Date.now();
    expect((await start()).status).toBe(201);
    // At least the latency (a busy machine only adds to it).
    expect(Date.now() - before).toBeGreaterThanOrEqual(100);
    // Used up: the next request is not delayed (told by the fault's absence, not the clock).
    expect(await call('GET', '/__mock/faults')).toEqual({ status: 200, body: { faults: [] } });
    expect((await start()).status).toBe(201);
  });

  it('never faults the control surface', async () => {
    await addFault({ path: '*', status: 500 });
    expect((await call('GET', '/__mock/log')).status).toBe(200);
    expect((await call('POST', '/__mock/reset')).status).toBe(200);
    expect((await start()).status).toBe(201); // reset cleared the fault
  });

  it('refuses a malformed fault', async () => {
    expect((await addFault({ status: 500 })).body).toEqual({ error: 'path is required' });
    expect((await addFault({ path: '/x' })).status).toBe(400);
    expect((await addFault({ path: '/x', status: 'oops' })).status).toBe(400);
    expect((await call('POST', '/__mock/faults', { rawBody: 'nope' })).body).toEqual({
      error: 'Invalid JSON body',
    });
  });
});
