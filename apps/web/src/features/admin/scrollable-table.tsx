// A wide table that scrolls sideways on a phone. The scrolling box takes the keyboard's focus (arrow keys scroll it),
// which axe requires of a scrollable region whose cells hold nothing focusable.
import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export function ScrollableTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped verticalSpacing="sm" miw={minWidth} aria-label={label}>
        {children}
      </Table>
    </Box>
  );
}
