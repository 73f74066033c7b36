import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { componentFeatureLoader, featureLoader, type LazySagaName } from '../../src/app/lazySagas';
import { FeatureLoaderProvider, WithFeatures, type LoadFeatures } from '../../src/core/featureLoading';

describe("a panel's features, loaded with the panel", () => {
  it('are asked for once: the same names give the same promise, which a render can wait on', async () => {
    const started: LazySagaName[] = [];
    const load = featureLoader(
      (name) => void started.push(name),
      () => undefined,
    );
    const first = load(['companyUsers']);
    expect(load(['companyUsers'])).toBe(first);
    await first;
    expect(started).toEqual(['companyUsers']);
  });

  it('are asked for again after a load that failed (offline, or a deploy mid-visit)', async () => {
    let failing = true;
    const load = featureLoader(
      () => {
        if (failing) throw new Error('chunk failed');
      },
      () => undefined,
    );
    const failed = load(['printFiles']);
    await expect(failed).rejects.toThrow('chunk failed');
    failing = false;
    const again = load(['printFiles']);
    expect(again).not.toBe(failed);
    await expect(again).resolves.toBeUndefined();
  });

  it('refuse a name no feature has, in the render that asks, rather than wait forever', () => {
    const load = componentFeatureLoader(() => Promise.resolve());
    expect(() => load(['companyUser'])).toThrow('unknown features: companyUser');
  });

  it('show the Suspense fallback until they run, then the panel', async () => {
    let finish = () => {};
    const asked: (readonly string[])[] = [];
    const loading = new Promise<void>((resolve) => (finish = resolve));
    const load: LoadFeatures = (names) => {
      asked.push(names);
      return loading;
    };
    // Awaited: React retries a suspended render only from an act that is awaited.
    await act(async () => {
      render(
        <FeatureLoaderProvider value={load}>
          <Suspense fallback={<p>loading the tab</p>}>
            <WithFeatures names={['companyUsers']}>
              <p>the users</p>
            </WithFeatures>
          </Suspense>
        </FeatureLoaderProvider>,
      );
    });
    expect(screen.getByText('loading the tab')).toBeInTheDocument();
    expect(screen.queryByText('the users')).not.toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByText('the users')).toBeInTheDocument();
    expect(asked[0]).toEqual(['companyUsers']);
  });
});
