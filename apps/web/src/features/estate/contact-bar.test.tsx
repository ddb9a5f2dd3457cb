import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ContactBar } from './contact-bar.tsx';
import { useContactReveal } from './contact-reveal.ts';
import { EstateContact } from './estate-contact.tsx';

function ContactBoth({ onWrite = () => {} }: { onWrite?: () => void }) {
  const estate = makeEstateDetail();
  const contact = useContactReveal(estate.estateId);
  return (
    <>
      <EstateContact estate={estate} contact={contact} onWrite={onWrite} />
      <ContactBar estate={estate} contact={contact} onWrite={onWrite} />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the phone's contact bar", () => {
  it('reveals the phone on the first tap, in the bar and the contact section, counting it once', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<ContactBoth />);
    const bar = screen.getByRole('complementary', { name: 'Szybki kontakt' });
    expect(bar.textContent).not.toContain('600 100 200');

    await userEvent.click(screen.getByRole('button', { name: 'Zadzwoń' }));

    expect(screen.getByRole('link', { name: 'Zadzwoń: 600 100 200' }).getAttribute('href')).toBe(
      'tel:600100200',
    );
    expect(screen.getByRole('link', { name: '600 100 200' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual(
      {
        estateId: 31,
        type: 'phone',
      },
    );

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens the message form from the bar and from the contact section', async () => {
    const onWrite = vi.fn();
    renderInApp(<ContactBoth onWrite={onWrite} />);
    await userEvent.click(screen.getByRole('button', { name: 'Napisz wiadomość' }));
    await userEvent.click(screen.getByRole('button', { name: 'Napisz do ogłoszeniodawcy' }));
    expect(onWrite).toHaveBeenCalledTimes(2);
  });
});
