/** The published (untranspiled) source of react-helmet-async's dispatcher, as far as helmetDispatcher.ts uses it. */
declare module 'react-helmet-async/src/Dispatcher.js' {
  import { Component } from 'react';

  type HelmetContext = { helmetInstances: { add(instance: unknown): void; remove(instance: unknown): void } };

  export default class Dispatcher extends Component<{ context: HelmetContext }> {
    rendered: boolean;
    emitChange(): void;
    init(): void;
    componentDidMount?(): void;
  }
}
