// The top bar's link to the clipboard, with the number of ads kept in it.
import { Anchor, Group } from '@mantine/core';
import { routes } from '@portal/domain';
import { Link } from 'react-router';
import { StarIcon } from '../../ui/star-icon.tsx';
import { useClipboard } from './clipboard-store.ts';

export function ClipboardCounter() {
  const count = useClipboard().length;
  return (
    <Anchor component={Link} to={routes.clipboard()} c="white" size="sm">
      <Group gap={6} wrap="nowrap">
        <StarIcon filled={count > 0} size={16} />
        <span>Schowek ({count})</span>
      </Group>
    </Anchor>
  );
}
