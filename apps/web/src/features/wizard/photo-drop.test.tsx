import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import { PhotoDrop } from './photo-drop.tsx';

/** The storage that takes each PUT: it takes anything, as a real store does; the server judges the content. */
class StoreRequest {
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  open() {}
  setRequestHeader() {}
  send() {
    this.status = 200;
    queueMicrotask(() => this.onload?.());
  }
}

const notAnImage = (name: string) =>
  `Wystąpił błąd podczas wysyłania pliku: ${name} - format pliku inny niż: JPG, JPEG, PNG, HEIC`;

/** The API of spec §7: every announced file gets a slot; completing a file that is no image is refused. */
async function portalApi(url: string, init?: RequestInit): Promise<Response> {
  if (url.endsWith('/photos')) {
    const announced = JSON.parse(String(init?.body)) as { name: string }[];
    return Response.json(
      announced.map(({ name }) => ({
        name,
        sasTokenUrl: `/store/${name}`,
        uploadId: name,
        contentType: 'image/jpeg',
      })),
    );
  }
  const name = decodeURIComponent(url.split('/').at(-2) ?? '');
  if (name === 'dom.jpg')
    return Response.json([{ photoId: 1, container: 'c', filename: 'f', name, sort: 0 }]);
  return Response.json({ error: notAnImage(name) }, { status: 400 });
}

const file = (name: string, type: string) => new File(['not a picture'], name, { type });

describe('the photo drop of wizard step 2', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(portalApi));
    vi.stubGlobal('XMLHttpRequest', StoreRequest);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    dropStaleFlashes(Number.POSITIVE_INFINITY);
  });

  it('names its file picker in Polish', () => {
    renderInApp(<PhotoDrop estateId={7} photosCount={0} />);
    expect(screen.getByLabelText('Wybierz zdjęcia').getAttribute('type')).toBe('file');
  });

  it("shows one message per refused file, its own and the server's, all together", async () => {
    renderInApp(
      <>
        <FlashAlerts />
        <PhotoDrop estateId={7} photosCount={0} />
      </>,
    );
    const files = [
      file('plan.pdf', 'application/pdf'),
      file('tekst.jpg', 'image/jpeg'),
      file('dom.jpg', 'image/jpeg'),
      file('skan.jpg', 'image/jpeg'),
      file('notatka.png', 'image/png'),
    ];

    fireEvent.change(screen.getByLabelText('Wybierz zdjęcia'), { target: { files } });

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(4));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      notAnImage('plan.pdf'),
      notAnImage('tekst.jpg'),
      notAnImage('skan.jpg'),
      notAnImage('notatka.png'),
    ]);
    expect(screen.queryByText('Wystąpił błąd podczas dodawania zdjęć do ogłoszenia!')).toBeNull();
  });

  it("shows the server's refusal of the whole drop, such as too many photos", async () => {
    const tooMany = 'Liczba dodanych zdjęć przekroczyła liczbę 8 dozwolonych zdjęć';
    vi.stubGlobal('fetch', async () => Response.json({ error: tooMany }, { status: 400 }));
    renderInApp(
      <>
        <FlashAlerts />
        <PhotoDrop estateId={7} photosCount={0} />
      </>,
    );

    fireEvent.change(screen.getByLabelText('Wybierz zdjęcia'), {
      target: { files: [file('dom.jpg', 'image/jpeg')] },
    });

    expect((await screen.findByRole('alert')).textContent).toBe(tooMany);
  });
});
