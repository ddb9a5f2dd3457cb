import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { Captcha } from './captcha.tsx';

vi.mock('./load-altcha.ts', () => ({ loadAltcha: () => Promise.resolve() }));

/** Stands in for ALTCHA's web component: it reports its state the way the real one does. */
class FakeAltcha extends HTMLElement {
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

beforeAll(() => customElements.define('altcha-widget', FakeAltcha));

let captured: { value: () => string; clear: () => void } | undefined;

function Form() {
  const { control, handleSubmit, getValues, setValue } = useForm({ defaultValues: { captcha: '' } });
  captured = { value: () => getValues('captcha'), clear: () => setValue('captcha', '') };
  return (
    <form onSubmit={handleSubmit(() => {})}>
      <Captcha control={control} name="captcha" rules={{ required: 'Potwierdź, że nie jesteś robotem' }} />
      <button type="submit">Wyślij</button>
    </form>
  );
}

/** The widget appears once its (mocked) script has loaded. */
const widget = () =>
  vi.waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!(element instanceof FakeAltcha)) throw new Error('the widget is not on the page yet');
    return element;
  });

describe('captcha', () => {
  it('puts the solved payload into the form field and shows the required message without it', async () => {
    renderInApp(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Potwierdź, że nie jesteś robotem')).toBeTruthy();

    const element = await widget();
    expect(element.getAttribute('challenge')).toBe('/api/captcha');
    act(() => element.report('verified', 'payload-1'));
    expect(captured?.value()).toBe('payload-1');
  });

  it('starts over on Odśwież and when the form clears the field after a failed send', async () => {
    renderInApp(<Form />);
    const element = await widget();
    act(() => element.report('verified', 'payload-1'));

    await userEvent.click(screen.getByRole('button', { name: 'Odśwież' }));
    expect(captured?.value()).toBe('');
    expect(element.getState()).toBe('unverified');

    act(() => element.report('verified', 'payload-2'));
    act(() => captured?.clear());
    expect(element.getState()).toBe('unverified');
  });
});
