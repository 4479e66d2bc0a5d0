/**
 * `@docusaurus/ComponentCreator`, aliased here by the lean-client-bundle
 * plugin: each route's loadable component is created the first time the
 * route is rendered or preloaded, not when the route table is evaluated.
 *
 * The generated route table calls `ComponentCreator` once per route of the
 * site (about a thousand) while the main bundle starts; upstream builds a
 * react-loadable component on each call, though a page renders one or two
 * routes. Remove this alias when Docusaurus creates route components lazily.
 */
import { createElement, type ComponentType } from 'react';
import createLoadable from '@docusaurus/core/lib/client/exports/ComponentCreator.js';

type LoadableComponent = ComponentType<object> & { preload: () => Promise<unknown> };
export type LazyRouteComponent = ComponentType<object> & { preload: () => Promise<unknown> };

export default function ComponentCreator(path: string, hash: string): LazyRouteComponent {
  let loadable: LoadableComponent | undefined;
  const getLoadable = (): LoadableComponent => {
    loadable ??= createLoadable(path, hash) as LoadableComponent;
    return loadable;
  };
  function RouteComponent(props: object) {
    return createElement(getLoadable(), props);
  }
  RouteComponent.preload = () => getLoadable().preload();
  return RouteComponent;
}
