// The route module of '/strona-nie-istnieje' and of every unknown path.
import { ErrorView } from '../ui/error-view.tsx';

export function Component() {
  return <ErrorView />;
}
