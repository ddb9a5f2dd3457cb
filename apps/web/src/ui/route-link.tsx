// A link to one of the app's own pages. In the browser it is react-router's Link, whose click navigates within the
// app. In the server's render (the SSR build) nothing is clicked: the same <a> as a plain element, since a Link
// resolves its address and prepares its click handler through a dozen hooks, and a page renders some thirty links.
// The browser's build leaves the plain one out.
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-router';

export type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The page's absolute path, with its query. */
  to: string;
  /** As Link's: 'none' leaves out its data-discover attribute. */
  discover?: 'render' | 'none';
  ref?: Ref<HTMLAnchorElement>;
};

/** The markup Link writes for an absolute path without a basename: the browser hydrates it as its own. */
function ServerLink({ to, discover = 'render', ...anchor }: RouteLinkProps) {
  return <a {...anchor} href={to} data-discover={discover === 'render' ? 'true' : undefined} />;
}

export const RouteLink: (props: RouteLinkProps) => ReactNode = import.meta.env.SSR ? ServerLink : Link;
