import { nextTask } from '../../src/app/nextTask';

describe('nextTask', () => {
  it('resolves in a later task: after the microtasks and the tasks queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'earlier task', 'next task']);
  });
});
