// Route module of /zapisane-wyszukiwania (login required): the account's saved searches, each with its criteria in
// words, renamed, switched between 'natychmiast', 'raz dziennie' and 'wyłączone', opened as a search, or removed.
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  routes,
  type SavedSearch,
  type SavedSearchFrequency,
  savedSearchFrequencies,
  savedSearchFrequencyLabels,
  searchCriteriaParts,
} from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { showFlash } from '../../ui/flash.tsx';
import { Loading } from '../../ui/loading.tsx';
import { useRemoveSavedSearch, useSavedSearches, useUpdateSavedSearch } from './api/saved-searches.ts';
import { SavedSearchFrame } from './saved-search-frame.tsx';
import { savedSearchTexts } from './saved-search-texts.ts';

const failureText = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : savedSearchTexts.failed;

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const [name, setName] = useState(search.name);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>(search.frequency);
  const update = useUpdateSavedSearch();
  const remove = useRemoveSavedSearch();
  const feedback = {
    onSuccess: (answer: { message: string }) => showFlash('success', answer.message),
    onError: (error: unknown) => showFlash('error', failureText(error)),
  };

  return (
    <Paper withBorder p="md" component="li" aria-label={search.name}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ searchId: search.searchId, change: { name, frequency } }, feedback);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {searchCriteriaParts(search.criteria, search.cityName ?? undefined).join(' · ')}
          </Text>
          <TextInput
            label={savedSearchTexts.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <NativeSelect
            label={savedSearchTexts.frequency}
            value={frequency}
            onChange={(event) => setFrequency(event.currentTarget.value as SavedSearchFrequency)}
            data={savedSearchFrequencies.map((value) => ({
              value,
              label: savedSearchFrequencyLabels[value],
            }))}
          />
          <Group gap="sm">
            <Button type="submit" loading={update.isPending}>
              {savedSearchTexts.saveChanges}
            </Button>
            <Button
              variant="default"
              color="red"
              loading={remove.isPending}
              onClick={() => {
                if (window.confirm(savedSearchTexts.confirmRemoval)) remove.mutate(search.searchId, feedback);
              }}
            >
              {savedSearchTexts.remove}
            </Button>
            <Anchor component={Link} to={routes.search(search.criteria)}>
              {savedSearchTexts.showResults}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function Component() {
  const searches = useSavedSearches();
  return (
    <SavedSearchFrame title={savedSearchTexts.pageTitle}>
      {searches.isPending && <Loading label="Wczytywanie zapisanych wyszukiwań" />}
      {searches.isError && <Text>{failureText(searches.error)}</Text>}
      {searches.data?.length === 0 && <Text>{savedSearchTexts.empty}</Text>}
      {searches.data && searches.data.length > 0 && (
        <Stack component="ul" gap="md" p={0} style={{ listStyle: 'none' }}>
          {searches.data.map((search) => (
            <SavedSearchRow key={search.searchId} search={search} />
          ))}
        </Stack>
      )}
    </SavedSearchFrame>
  );
}
