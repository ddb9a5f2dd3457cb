export const recentlyViewedTexts = {
  title: 'Ostatnio oglądane',
  empty: 'Nie ma tu jeszcze żadnych ogłoszeń. Ogłoszenia, które otworzysz, pojawią się na tej liście.',
  kept: 'Lista jest zapisana tylko w tej przeglądarce, bez logowania.',
  clear: 'Wyczyść listę',
  showAll: 'Zobacz wszystkie ostatnio oglądane',
} as const;
