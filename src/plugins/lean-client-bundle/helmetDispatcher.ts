/**
 * react-helmet-async's dispatcher, with one change in the browser: a `Helmet`
 * announces itself when it has mounted, not while it renders. The
 * lean-client-bundle plugin builds react-helmet-async from its published
 * source and makes its `./Dispatcher` import resolve here.
 *
 * Upstream registers each instance and writes the head from a frame it
 * queues during render. React hydrates in time slices, so a frame that ran
 * between two slices wrote the head from the instances rendered so far: the
 * page's description, `og:` tags and language alternates vanished and came
 * back. After mount, every instance of the committed tree is registered
 * before the head is written. The server render is unchanged.
 * Remove this when the head manager no longer writes during render.
 */
import UpstreamDispatcher from 'react-helmet-async/src/Dispatcher.js';

const inBrowser = typeof document !== 'undefined';

export default class HelmetDispatcher extends UpstreamDispatcher {
  override componentDidMount(): void {
    if (inBrowser) this.emitChange();
  }

  override init(): void {
    if (this.rendered) return;
    this.rendered = true;
    this.props.context.helmetInstances.add(this);
    if (!inBrowser) this.emitChange();
  }
}
