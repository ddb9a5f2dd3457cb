import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { StepBar } from './step-bar.tsx';

const href = (step: number) => `/dodaj-ogloszenie/dom/krok/${step}`;

describe('wizard step bar', () => {
  it('disables the current step and the steps ahead of the furthest one reached', () => {
    renderInApp(<StepBar current={1} reached={2} stepHref={href} />);
    expect(screen.queryByRole('link', { name: '1. Opis' })).toBeNull();
    expect(screen.getByText('1. Opis').getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('link', { name: '2. Zdjęcia' }).getAttribute('href')).toBe(href(2));
    expect(screen.queryByRole('link', { name: '3. Podgląd' })).toBeNull();
    expect(screen.getByText('3. Podgląd').getAttribute('aria-disabled')).toBe('true');
  });

  it('opens every earlier step once the last one is reached', () => {
    renderInApp(<StepBar current={3} reached={3} stepHref={href} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([href(1), href(2)]);
  });
});
