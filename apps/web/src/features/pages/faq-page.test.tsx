import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { Component as FaqPage } from './faq-page.tsx';

const answerTo = (question: string) => {
  const heading = screen.getByRole('heading', { name: question });
  let text = '';
  for (let next = heading.nextElementSibling; next && next.tagName !== 'H2'; next = next.nextElementSibling)
    text += next.textContent;
  return text.replace(/\s+/g, ' ');
};

describe('the FAQ', () => {
  it('tells that the clipboard lasts until the browser closes only without an account', () => {
    renderInApp(<FaqPage />, '/faq');
    const answer = answerTo('Jak działa schowek?');
    expect(answer).toContain('Bez logowania schowek mieści najwyżej 12 ogłoszeń');
    expect(answer).toContain('Po zalogowaniu ogłoszenia ze schowka przechodzą na Twoje konto jako ulubione');
    expect(answer).toContain('powiadomienia e-mailem o obniżkach cen i wycofaniu ulubionych ogłoszeń');
  });

  it('answers how saved searches, their alerts and hiding work, linking their pages', () => {
    renderInApp(<FaqPage />, '/faq');
    const alerts = answerTo('Jak zapisać wyszukiwanie i dostawać powiadomienia o nowych ogłoszeniach?');
    expect(alerts).toContain('natychmiast albo raz dziennie');
    expect(alerts).toContain('Na koncie zapiszesz do 20 wyszukiwań');
    expect(alerts).toContain('do 10 wyszukiwań na jeden adres e-mail');
    expect(screen.getByRole('link', { name: 'Zapisane wyszukiwania' }).getAttribute('href')).toBe(
      '/zapisane-wyszukiwania',
    );
    const hiding = answerTo('Jak ukryć ogłoszenie, którego nie chcę oglądać?');
    expect(hiding).toContain('„Ukryj to ogłoszenie” albo „Ukryj ogłoszenia tego ogłoszeniodawcy”');
    expect(hiding).toContain('w tej przeglądarce przez rok');
    expect(screen.getByRole('link', { name: 'Ukryte ogłoszenia' }).getAttribute('href')).toBe('/ukryte');
  });
});
