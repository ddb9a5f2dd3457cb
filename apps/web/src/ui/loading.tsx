import { Center, Loader } from '@mantine/core';

/** A section still loading: a spinner that screen readers announce by `label`. */
export function Loading({ label }: { label: string }) {
  return (
    <Center py="lg">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
