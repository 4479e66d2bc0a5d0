// The route table calls ComponentCreator for every route when the main bundle starts; the
// site's replacement defers building each loadable component until the route is used.
import { describe, expect, it, vi } from 'vitest';

const created: string[] = [];
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator.js', () => ({
  default: (path: string) => {
    created.push(path);
    const Loadable = () => null;
    Loadable.preload = () => Promise.resolve(path);
    return Loadable;
  },
}));

const { default: ComponentCreator } = await import('@site/src/plugins/lean-client-bundle/lazyComponentCreator');

describe('lazy route components', () => {
  it('builds no loadable component while the route table is created', () => {
    for (let i = 0; i < 1000; i += 1) ComponentCreator(`/docs/page-${i}`, String(i));
    expect(created, 'ComponentCreator built loadable components eagerly').toEqual([]);
  });

  it('builds one on the first preload or render of a route, and only once', async () => {
    const Route = ComponentCreator('/blog', 'b1');
    await expect(Route.preload()).resolves.toBe('/blog');
    expect(created).toEqual(['/blog']);
    const element = (Route as unknown as (props: object) => { type: unknown })({});
    expect(typeof element.type).toBe('function');
    await Route.preload();
    expect(created).toEqual(['/blog']);
  });
});
