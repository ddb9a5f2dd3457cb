// Stands in for @mantine/hooks' useId in the build and the web tests (stable-mantine-ids.ts). Mantine's version
// renders React's id, then swaps it for a random one in a layout effect: after hydration every input, tab, popover
// and checkbox re-rendered synchronously, in one long task (bench/lighthouse.ts counts it in the total blocking
// time), to write new ids over the server's. React's useId already matches between the server's render and the
// browser's, and Mantine offers no setting to use it alone.
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
