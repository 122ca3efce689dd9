import {installPrefetchPolicy, type PrefetchHost} from './prefetchPolicy';

describe('prefetch policy: linked pages load on intent, not because they scrolled into view', () => {
  it('never hands a viewport prefetch to the core, and keeps the core preload for hover and touch', async () => {
    const host: PrefetchHost = {};
    installPrefetchPolicy(host);
    const core = {prefetch: vi.fn(async (_path: string) => undefined), preload: vi.fn(async (_path: string) => undefined)};
    host.docusaurus = core;

    expect(host.docusaurus?.prefetch('/docs/CMTA-fulltext')).toBe(false);
    expect(core.prefetch).not.toHaveBeenCalled();
    await host.docusaurus?.preload('/docs/CMTA-fulltext');
    expect(core.preload).toHaveBeenCalledWith('/docs/CMTA-fulltext');
  });
});
