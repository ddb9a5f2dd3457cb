import { serializeCoordinates } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import SearchAreaDialog from './search-area-dialog.tsx';

const renderDialog = (coordinates: string, onSave = vi.fn()) =>
  renderInApp(
    <SearchAreaDialog opened area={{ coordinates, polygon: '' }} onSave={onSave} onClose={() => {}} />,
  );

describe("the 'Zaznacz na mapie' overlay", () => {
  it("keeps 'Zapisz obszar wyszukiwania' disabled until an area is drawn", async () => {
    const onSave = vi.fn();
    renderDialog('', onSave);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Zapisz obszar wyszukiwania' });
    expect(save.disabled).toBe(true);
    await userEvent.click(save);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the area it holds, and drops it for another shape', async () => {
    const onSave = vi.fn();
    const coordinates = serializeCoordinates({ north: 50.1, south: 50, east: 20, west: 19.9 });
    renderDialog(coordinates, onSave);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Zapisz obszar wyszukiwania' });
    expect(save.disabled).toBe(false);
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ coordinates, polygon: '' });

    await userEvent.click(screen.getByRole('radio', { name: 'Wielokąt' }));
    await waitFor(() => expect(save.disabled).toBe(true));
  });
});
