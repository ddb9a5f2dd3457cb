// Stands in for @mantine/hooks' useId in the build (vite.config.ts, stableMantineIds). Mantine's version renders
// React's id, then swaps it for a random one in a layout effect: after hydration every input, tab, popover and
// checkbox re-rendered synchronously, in one task, to write new ids over the server's (70-100 ms on a fast machine's
// home page). React's useId already matches between the server's render and the browser's.
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
