import type { EstateDetail, EstateType } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { Step1Form } from './step1-form.tsx';

function renderForm(type: EstateType, estate: EstateDetail | null = null) {
  const onSaved = vi.fn();
  renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <Step1Form type={type} estate={estate} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

/** Answers the city look-up and records what the wizard saves. */
function recordSaves() {
  const sent: { estateType: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    if (!path.startsWith('/api/estates/'))
      return Response.json({ cityId: 3, city: 'Wieliczka', provinces_provinceId: 12 });
    sent.push(JSON.parse(String(init?.body)));
    return Response.json({ estateId: 7 });
  });
  return sent;
}

/** The submit button, found by its text: a query by role walks the whole accessibility tree of the long form. */
const next = () => screen.getByText('Dalej').closest('button')!;
const label = (name: string) => screen.queryByLabelText(name, { exact: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the details of the wizard', () => {
  it('asks a house for every detail, and pets only once it is for rent', async () => {
    renderForm('house');
    for (const name of [
      'Liczba łazienek',
      'Stan wykończenia',
      'Ogrzewanie',
      'Forma własności',
      'Dostępne od',
    ])
      expect(label(name), name).not.toBeNull();
    expect(screen.getByLabelText('Ogród')).toBeTruthy();
    expect(label('Zwierzęta')).toBeNull();
    const bathrooms = screen.getByLabelText('Liczba łazienek') as HTMLSelectElement;
    expect([...bathrooms.options].map((option) => option.text)).toEqual([
      'Wybierz',
      '1',
      '2',
      '3',
      '4 i więcej',
    ]);
    fireEvent.change(screen.getByLabelText(/^Rodzaj oferty/), { target: { value: '1' } });
    const pets = await screen.findByLabelText('Zwierzęta');
    expect([...(pets as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Wybierz',
      'akceptowane',
      'nieakceptowane',
    ]);
  });

  it('asks a plot only when it is available', () => {
    renderForm('land');
    expect(label('Dostępne od')).not.toBeNull();
    expect(label('Liczba łazienek')).toBeNull();
    expect(label('Ogród')).toBeNull();
  });

  it("shows a rental's stored details and sends what the owner changes", async () => {
    const sent = recordSaves();
    const estate = makeEstateDetail({
      rent: 1,
      bathrooms: 2,
      heating: 1,
      pets: 0,
      garden: 1,
      availableFrom: null,
    });
    const onSaved = renderForm('house', estate);
    expect(screen.getByLabelText('Liczba łazienek')).toHaveProperty('value', '2');
    expect(screen.getByLabelText('Ogrzewanie')).toHaveProperty('value', '1');
    expect(screen.getByLabelText('Zwierzęta')).toHaveProperty('value', '0');
    expect(screen.getByLabelText('Ogród')).toHaveProperty('checked', true);

    // Changed as a select reports a choice: userEvent's pointer steps add nothing here but seconds.
    fireEvent.change(screen.getByLabelText('Liczba łazienek'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Stan wykończenia'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Forma własności'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Dostępne od'), { target: { value: '2099-01-01' } });
    await userEvent.click(next());
    expect(await screen.findByText(/^Podaj datę nie późniejszą niż/)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Dostępne od'), { target: { value: '' } });
    await userEvent.click(next());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]?.estateType).toMatchObject({
      bathrooms: 4,
      finish: 3,
      heating: 1,
      ownership: 3,
      availableFrom: null,
      garden: 1,
      pets: 0,
    });
  });

  it('sends no answer on pets once the offer becomes a sale', async () => {
    const sent = recordSaves();
    const onSaved = renderForm('house', makeEstateDetail({ rent: 1, pets: 1 }));
    fireEvent.change(screen.getByLabelText(/^Rodzaj oferty/), { target: { value: '0' } });
    await waitFor(() => expect(label('Zwierzęta')).toBeNull());
    await userEvent.click(next());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]?.estateType.pets).toBeNull();
  });
});
