// A form's resolver whose code (zod, the schema, @hookform/resolvers) loads when the form is first used rather
// than with the page: the search panel of the home page and the top bar's login form cost no script until then.
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
) {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) =>
    (await loaded())(values, context, options);
  /** Called on the form's first focus, so that its submit does not wait for the code. */
  const preload = () => {
    // A failed load is tried again by the submit, which reports it.
    loaded().catch(() => undefined);
  };
  return { resolver, preload };
}
