import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { EstateActions } from './estate-actions.tsx';
import { shareLink } from './share-link.ts';

const shared = { title: 'Dom', url: 'https://example.pl/dom/dom/31' };
const clipboard = () => ({ writeText: vi.fn(async (_text: string) => {}) }) as unknown as Clipboard;

afterEach(() => vi.restoreAllMocks());

describe('sharing an ad', () => {
  it("uses the platform's share sheet where there is one", async () => {
    const platform = { clipboard: clipboard(), share: vi.fn(async () => {}) };
    expect(await shareLink(shared, platform)).toBe('shared');
    expect(platform.share).toHaveBeenCalledWith(shared);
    expect(platform.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when the sheet refuses; a closed sheet is no failure', async () => {
    const plain = { clipboard: clipboard() };
    expect(await shareLink(shared, plain)).toBe('copied');
    expect(plain.clipboard.writeText).toHaveBeenCalledWith(shared.url);

    const refusing = { clipboard: clipboard(), share: vi.fn(async () => Promise.reject(new TypeError('x'))) };
    expect(await shareLink(shared, refusing)).toBe('copied');

    const closed = {
      clipboard: clipboard(),
      share: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))),
    };
    expect(await shareLink(shared, closed)).toBe('cancelled');
    expect(closed.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('shows the ad number and confirms a copied link, or shows the link to copy by hand', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    renderInApp(<EstateActions estate={makeEstateDetail()} isOwn={false} />);
    expect(screen.getByText('Nr ogłoszenia: 31')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Udostępnij' }));
    expect(await screen.findByText('Skopiowano link do ogłoszenia.')).toBeTruthy();
    expect(writeText.mock.calls[0]?.[0]).toMatch(/^http:\/\/[^/]+\/\w+\/[\w-]+\/31$/);

    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await userEvent.click(screen.getByRole('button', { name: 'Udostępnij' }));
    expect(await screen.findByText(/^Nie udało się skopiować linku\. Skopiuj go ręcznie: http/)).toBeTruthy();
  });
});
