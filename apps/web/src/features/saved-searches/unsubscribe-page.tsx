// Route module of /wypisz-wyszukiwanie/{id}/{signature}, the visible unsubscribe link of every alert: a button,
// not a request on load, so that a mail scanner opening the link unsubscribes nobody. Mail clients use the
// one-click POST of the List-Unsubscribe header instead.
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { unsubscribeSavedSearch } from './api/saved-searches.ts';
import { SavedSearchFrame } from './saved-search-frame.tsx';
import { savedSearchTexts } from './saved-search-texts.ts';

export function Component() {
  const { searchId = '', secret = '' } = useParams();
  const [outcome, setOutcome] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);

  const unsubscribe = () => {
    setPending(true);
    unsubscribeSavedSearch(searchId, secret)
      .then(
        (answer) => setOutcome(answer.message),
        (error: unknown) =>
          setOutcome(
            error instanceof ApiError && error.status < 500 ? error.message : savedSearchTexts.failed,
          ),
      )
      .finally(() => setPending(false));
  };

  return (
    <SavedSearchFrame title={savedSearchTexts.unsubscribeTitle}>
      {outcome ? (
        <Text role="status">{outcome}</Text>
      ) : (
        <>
          <Text>{savedSearchTexts.unsubscribeText}</Text>
          <div>
            <Button onClick={unsubscribe} loading={isPending}>
              {savedSearchTexts.unsubscribe}
            </Button>
          </div>
        </>
      )}
    </SavedSearchFrame>
  );
}
