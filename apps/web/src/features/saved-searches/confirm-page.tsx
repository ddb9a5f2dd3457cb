// Route module of /potwierdz-wyszukiwanie/{id}/{secret}: the visitor's confirmation link confirms on load, as the
// activation link does, and says whether it worked.
import { Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { confirmSavedSearch } from './api/saved-searches.ts';
import { SavedSearchFrame } from './saved-search-frame.tsx';
import { savedSearchTexts } from './saved-search-texts.ts';

export function Component() {
  const { searchId = '', secret = '' } = useParams();
  const [outcome, setOutcome] = useState<string | undefined>();
  // StrictMode runs the effect twice: one request is enough.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    const key = `${searchId}/${secret}`;
    if (sentFor.current === key) return;
    sentFor.current = key;
    confirmSavedSearch(searchId, secret).then(
      (answer) => setOutcome(answer.message),
      (error: unknown) =>
        setOutcome(error instanceof ApiError && error.status < 500 ? error.message : savedSearchTexts.failed),
    );
  }, [searchId, secret]);

  return (
    <SavedSearchFrame title={savedSearchTexts.confirmTitle}>
      {outcome ? (
        <Text role="status">{outcome}</Text>
      ) : (
        <Loader role="status" aria-label={savedSearchTexts.confirming} />
      )}
    </SavedSearchFrame>
  );
}
