// 'Zapisz wyszukiwanie' on the search results and the lists: opens the save dialog, a chunk of its own loaded on
// the first click, so the public pages carry only the button.
import { lazy, Suspense, useState } from 'react';
import buttons from '../../ui/plain-button.module.css';
import { savedSearchTexts } from './saved-search-texts.ts';

const SaveSearchDialog = lazy(() => import('./save-search-dialog.tsx'));

type Props = {
  /** The search's query parameters (the page and the order are left out by the server). */
  criteria: Record<string, string>;
  /** The name of the search's city, for the name the dialog proposes. */
  cityName?: string | undefined;
};

export function SaveSearchButton({ criteria, cityName }: Props) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${buttons.button} ${buttons.light}`} onClick={() => setOpen(true)}>
        {savedSearchTexts.save}
      </button>
      {isOpen && (
        <Suspense>
          <SaveSearchDialog criteria={criteria} cityName={cityName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
