// The mortgage calculator's place on a sale ad: its chunk loads when the visitor scrolls near it, never with the
// page's first JavaScript nor in the server's HTML.
import { Center, Loader } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import classes from './estate-page.module.css';
import { mortgageTexts } from './mortgage-texts.ts';

const MortgageCalculator = lazy(() => import('./mortgage-calculator.tsx'));

export function MortgageSection({ price }: { price: number }) {
  const { ref, inViewport } = useInViewport();
  const [isSeen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const waiting = (
    <Center>
      <Loader aria-label={mortgageTexts.loading} role="status" />
    </Center>
  );
  return (
    <section ref={ref} aria-labelledby="estate-mortgage" className={`${classes.section} ${classes.noPrint}`}>
      <h2 className={classes.sectionHeading} id="estate-mortgage">
        {mortgageTexts.title}
      </h2>
      {isSeen ? (
        <Suspense fallback={waiting}>
          <MortgageCalculator price={price} />
        </Suspense>
      ) : (
        waiting
      )}
    </section>
  );
}
