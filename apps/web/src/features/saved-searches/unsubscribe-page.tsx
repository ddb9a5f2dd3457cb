// Route module of /wypisz-wyszukiwanie/{id}/{signature}, the visible unsubscribe link of every alert: a button,
// not a request on load, so that a mail scanner opening the link unsubscribes nobody. Mail clients use the
// one-click POST of the List-Unsubscribe header instead. Unsubscribing stops the e-mails and keeps the search: an
// account's owner turns them on again on the list; a visitor, who has no list, may remove the search here.
import { Anchor, Button, Text } from '@mantine/core';
import { routes, savedSearchMessages, type Unsubscribed } from '@portal/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { removeSavedSearchByLink, unsubscribeSavedSearch } from './api/saved-searches.ts';
import { SavedSearchFrame } from './saved-search-frame.tsx';
import { savedSearchTexts } from './saved-search-texts.ts';

const failureText = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : savedSearchTexts.failed;

function AlertsStopped({ answer, onRemove }: { answer: Unsubscribed; onRemove: () => void }) {
  return (
    <>
      <Text role="status">
        {answer.message} {savedSearchMessages.keptWithoutAlerts}
      </Text>
      {answer.isAccount ? (
        <Text>
          {savedSearchTexts.turnBackOn}{' '}
          <Anchor component={Link} to={routes.savedSearches()}>
            {savedSearchTexts.pageTitle}
          </Anchor>
          .
        </Text>
      ) : (
        <>
          <Text>{savedSearchTexts.removeHint}</Text>
          <div>
            <Button variant="default" color="red" onClick={onRemove}>
              {savedSearchTexts.removeSearch}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

export function Component() {
  const { searchId = '', secret = '' } = useParams();
  const [answer, setAnswer] = useState<Unsubscribed | undefined>();
  const [outcome, setOutcome] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);

  const run = <T,>(call: Promise<T>, done: (value: T) => void) => {
    setPending(true);
    call.then(done, (error: unknown) => setOutcome(failureText(error))).finally(() => setPending(false));
  };
  const unsubscribe = () => run(unsubscribeSavedSearch(searchId, secret), setAnswer);
  const remove = () =>
    run(removeSavedSearchByLink(searchId, secret), (removed) => setOutcome(removed.message));

  return (
    <SavedSearchFrame title={savedSearchTexts.unsubscribeTitle}>
      {outcome ? (
        <Text role="status">{outcome}</Text>
      ) : answer ? (
        <AlertsStopped answer={answer} onRemove={remove} />
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
