// The banner of the home and search pages (spec §2): slides every 2 s, holds still while the pointer or the
// keyboard focus is on it, and does not move at all for visitors who ask for reduced motion.
import { useReducedMotion } from '@mantine/hooks';
import { Limits } from '@portal/domain';
import { useEffect, useState } from 'react';
import classes from './search-banner.module.css';

const slides = [
  {
    title: 'Darmowe ogłoszenia bez limitu',
    text: 'Dodaj dowolnie wiele ogłoszeń – bez opłat, aktywnych przez 6 miesięcy.',
  },
  { title: 'Mieszkania, domy i działki', text: 'Tysiące ofert sprzedaży i wynajmu z całej Polski.' },
  {
    title: 'Import ofert z programów biurowych',
    text: 'Biura nieruchomości przenoszą oferty automatycznie.',
  },
] as const;

export function SearchBanner() {
  const [index, setIndex] = useState(0);
  const [isHeld, setHeld] = useState(false);
  const isReduced = useReducedMotion();

  useEffect(() => {
    if (isHeld || isReduced) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % slides.length),
      Limits.bannerIntervalMs,
    );
    return () => clearInterval(timer);
  }, [isHeld, isReduced]);

  return (
    <section
      aria-roledescription="karuzela"
      aria-label="Najważniejsze informacje"
      className={classes.banner}
      data-testid="banner"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={classes.track} style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, position) => (
          <div key={slide.title} className={classes.slide} aria-hidden={position !== index}>
            <h2 className={classes.title}>{slide.title}</h2>
            <p className={classes.text}>{slide.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
