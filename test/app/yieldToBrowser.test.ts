import { yieldToBrowser } from '../../src/app/yieldToBrowser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it('resumes in a later task, after work already queued, where there is no scheduler.yield', async () => {
    jest.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const resumed = yieldToBrowser().then(() => order.push('resumed'));
    await Promise.resolve();
    expect(order).toEqual([]);
    jest.runAllTimers();
    await resumed;
    expect(order).toEqual(['queued task', 'resumed']);
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const yieldMock = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldMock };
    await yieldToBrowser();
    expect(yieldMock).toHaveBeenCalledTimes(1);
  });
});
