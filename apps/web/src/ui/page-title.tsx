// The title of a page (its h1): Mantine's h1 at 26 px on a phone and 32 px from the sm breakpoint, without the
// <style> element a responsive size prop writes into every page the server renders.
import type { ReactNode } from 'react';
import classes from './page-title.module.css';

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className={classes.title}>{children}</h1>;
}
