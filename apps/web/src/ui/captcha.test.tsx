import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defineFakeAltcha, findAltcha } from '../../test/fake-altcha.ts';
import { renderInApp } from '../../test/render.tsx';
import { Captcha } from './captcha.tsx';

vi.mock('./load-altcha.ts', () => ({ loadAltcha: () => Promise.resolve() }));

beforeAll(defineFakeAltcha);

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

describe('captcha', () => {
  it('puts the solved payload into the form field and shows the required message without it', async () => {
    renderInApp(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Potwierdź, że nie jesteś robotem')).toBeTruthy();

    const element = await findAltcha();
    expect(element.getAttribute('challenge')).toBe('/api/captcha');
    act(() => element.report('verified', 'payload-1'));
    expect(captured?.value()).toBe('payload-1');
  });

  it('starts over on Odśwież and when the form clears the field after a failed send', async () => {
    renderInApp(<Form />);
    const element = await findAltcha();
    act(() => element.report('verified', 'payload-1'));

    await userEvent.click(screen.getByRole('button', { name: 'Odśwież' }));
    expect(captured?.value()).toBe('');
    expect(element.getState()).toBe('unverified');

    act(() => element.report('verified', 'payload-2'));
    act(() => captured?.clear());
    expect(element.getState()).toBe('unverified');
  });
});
