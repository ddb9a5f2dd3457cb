// One titled section of the home page. Plain elements in the look of Mantine's Stack and Title: the server renders
// the home page for every first visit, and each Mantine component costs its props' resolution and a style attribute.
import type { ReactNode } from 'react';
import heading from '../../ui/section-heading.module.css';
import classes from './home-section.module.css';

type Props = { id: string; title: string; children: ReactNode };

export function HomeSection({ id, title, children }: Props) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <h2 id={id} className={heading.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
