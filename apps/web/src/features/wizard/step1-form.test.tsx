import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import { Step1Form } from './step1-form.tsx';

function renderForm(onSaved = vi.fn(), estate: Parameters<typeof Step1Form>[0]['estate'] = null) {
  renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <FlashAlerts />
      <Step1Form type="house" estate={estate} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

afterEach(() => {
  vi.unstubAllGlobals();
  dropStaleFlashes(Number.POSITIVE_INFINITY);
});

describe('wizard step 1', () => {
  it('enables the city only once a province is chosen', async () => {
    renderForm();
    const city = screen.getByRole('combobox', { name: /^Miejscowość/ });
    expect(city).toHaveProperty('disabled', true);
    await userEvent.selectOptions(screen.getByLabelText(/^Województwo/), 'mazowieckie');
    expect(city).toHaveProperty('disabled', false);
  });

  it('clears the chosen city when the province changes', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ cityId: 3, city: 'Wieliczka', label: 'Wieliczka', provinces_provinceId: 12 }),
    );
    renderForm(vi.fn(), makeEstateDetail({ area: 140 }));
    const city = screen.getByRole('combobox', { name: /^Miejscowość/ });
    await waitFor(() => expect(city).toHaveProperty('value', 'Wieliczka'));
    await userEvent.selectOptions(screen.getByLabelText(/^Województwo/), 'mazowieckie');
    await waitFor(() => expect(city).toHaveProperty('value', ''));
  });

  it('counts down the characters left of 3000 in the description', async () => {
    renderForm();
    expect(screen.getByText('Pozostało znaków: 3000')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Opis/ }), { target: { value: 'Dom z ogrodem' } });
    expect(await screen.findByText('Pozostało znaków: 2987')).toBeTruthy();
  });

  it('shows the rules of spec §5 and sends nothing while the form is wrong', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onSaved = renderForm();
    await userEvent.type(screen.getByLabelText(/^Cena/), '12a');
    await userEvent.type(screen.getByLabelText(/^Liczba pokoi/), 'dużo');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));

    expect((await screen.findAllByText('Wartość pola jest wymagana!')).length).toBeGreaterThan(5);
    expect(screen.getAllByText('Podana wartość nie jest liczbą!')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a stored 0 empty when editing, and the save error of spec §8', async () => {
    vi.stubGlobal('fetch', async (path: string) =>
      path.startsWith('/api/estates/')
        ? Response.json({ error: 'boom' }, { status: 500 })
        : Response.json({ cityId: 3, city: 'Wieliczka', label: 'Wieliczka', provinces_provinceId: 12 }),
    );
    const estate = makeEstateDetail({ area: 140, rooms: 0, landArea: 800 });
    const onSaved = renderForm(vi.fn(), estate);
    expect(screen.getByLabelText(/^Liczba pokoi/)).toHaveProperty('value', '');
    expect(screen.getByLabelText(/^Powierzchnia działki/)).toHaveProperty('value', '800');
    expect(screen.getByLabelText(/^Tytuł/)).toHaveProperty('value', estate.title);
    expect(screen.getByLabelText(/^Rynek/)).toHaveProperty('value', '2');

    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wystąpił błąd podczas dodawania ogłoszenia!',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a decimal area with a Polish comma and sends what was typed the same way as a number', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      if (!path.startsWith('/api/estates/'))
        return Response.json({ cityId: 3, city: 'Wieliczka', provinces_provinceId: 12 });
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({ estateId: 7 });
    });
    const onSaved = renderForm(vi.fn(), makeEstateDetail({ area: 48.37, landArea: 800 }));
    const area = screen.getByLabelText(/^Powierzchnia \(m²\)/);
    expect(area).toHaveProperty('value', '48,37');
    await userEvent.clear(area);
    await userEvent.type(area, '52,5');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toMatchObject([{ estate: { area: 52.5 } }]);
  });

  it("asks a rent ad's monthly fees and deposit, checks them and sends them", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      if (!path.startsWith('/api/estates/'))
        return Response.json({ cityId: 3, city: 'Wieliczka', provinces_provinceId: 12 });
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({ estateId: 7 });
    });
    const onSaved = renderForm(vi.fn(), makeEstateDetail({ area: 140, landArea: 800 }));
    expect(screen.queryByLabelText(/^Czynsz administracyjny/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Rodzaj oferty/), { target: { value: '1' } });
    const fees = await screen.findByLabelText(/^Czynsz administracyjny/);
    await userEvent.type(fees, '6OO');
    await userEvent.type(screen.getByLabelText(/^Kaucja/), '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Podana wartość nie jest liczbą!')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(fees);
    await userEvent.type(fees, '600');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toMatchObject([{ estate: { rent: 1, monthlyFees: 600, deposit: 4000 } }]);
  });
});
