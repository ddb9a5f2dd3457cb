import type { Photo } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { EstateGallery } from './estate-gallery.tsx';

function photo(photoId: number, sort: number): Photo {
  return { photoId, container: 'estates', filename: `p${photoId}.webp`, name: `p${photoId}.jpg`, sort };
}

describe('ad gallery', () => {
  it('shows the main photo (sort 0) first, large and with its size', () => {
    renderInApp(<EstateGallery photos={[photo(2, 1), photo(1, 0)]} type="house" title="Dom" />);
    const main = screen.getByRole('img', { name: 'Dom – zdjęcie 1' });
    expect(main.getAttribute('src')).toBe('/estates/dom/p1.webp/1280x960');
    expect(main.getAttribute('width')).toBe('1280');
    // A phone picks from every stored size by the width the photo is shown at: 750x500 rather than 1280x960.
    expect(main.getAttribute('srcset')).toBe(
      '/estates/dom/p1.webp/360x270 360w, /estates/dom/p1.webp/750x500 750w, /estates/dom/p1.webp/1280x960 1280w',
    );
    expect(main.getAttribute('sizes')).toMatch(/calc\(100vw - 32px\)$/);
    expect(screen.getByText('Zdjęcie 1 z 2')).toBeTruthy();
  });

  it('opens a full-screen view that the arrow keys browse and Escape closes', async () => {
    renderInApp(<EstateGallery photos={[photo(1, 0), photo(2, 1), photo(3, 2)]} type="house" title="Dom" />);
    await userEvent.click(screen.getByRole('button', { name: /Powiększ zdjęcie/ }));
    const viewer = await screen.findByRole('dialog');
    expect(viewer.textContent).toContain('Zdjęcie 1 z 3');

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(viewer.textContent).toContain('Zdjęcie 3 z 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(viewer.textContent).toContain('Zdjęcie 1 z 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(viewer.textContent).toContain('Zdjęcie 3 z 3');

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the ad has no photos', () => {
    renderInApp(<EstateGallery photos={[]} type="land" title="Działka" />);
    expect(screen.getByText('Brak zdjęć')).toBeTruthy();
  });
});
