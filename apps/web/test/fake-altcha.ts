// ALTCHA's web component, stood in for in component tests (its script is mocked away): it reports its state the
// way the real one does.
import { vi } from 'vitest';

export class FakeAltcha extends HTMLElement {
  state = 'unverified';
  getState() {
    return this.state;
  }
  reset() {
    this.report('unverified');
  }
  report(state: string, payload?: string) {
    this.state = state;
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
}

export function defineFakeAltcha() {
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltcha);
}

/** The widget, once it is on the page. */
export const findAltcha = () =>
  vi.waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!(element instanceof FakeAltcha)) throw new Error('the widget is not on the page yet');
    return element;
  });
