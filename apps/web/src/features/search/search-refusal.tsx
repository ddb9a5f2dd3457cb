// In place of the results when the API refused the address's criteria: its Polish message for each refused
// criterion, with a link to the same search without it.
import { Alert, Anchor, List } from '@mantine/core';
import { routes } from '@portal/domain';
import { Link } from 'react-router';
import { refusedCriteria } from './refused-criteria.ts';
import { searchTexts } from './search-texts.ts';

type Props = { params: URLSearchParams; message: string; body: unknown };

export function SearchRefusal({ params, message, body }: Props) {
  const refused = refusedCriteria(params, body);
  return (
    <Alert role="alert" color="red" variant="light" title={searchTexts.refusedTitle}>
      {refused.length === 0 ? (
        <>
          {message}{' '}
          <Anchor component={Link} to={routes.search()}>
            {searchTexts.clearFilters}
          </Anchor>
        </>
      ) : (
        <List spacing={4}>
          {refused.map((criterion) => (
            <List.Item key={criterion.name}>
              {criterion.label}: {criterion.message}{' '}
              <Anchor component={Link} to={criterion.href}>
                {searchTexts.removeFilter(criterion.label)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
