export const mortgageTexts = {
  title: 'Kalkulator kredytu hipotecznego',
  price: 'Cena nieruchomości (zł)',
  ownShare: 'Wkład własny (%)',
  years: 'Okres kredytowania (lata)',
  rate: 'Oprocentowanie (% w skali roku)',
  loan: 'Kwota kredytu',
  instalment: 'Rata miesięczna',
  note: 'Wyliczenie ma charakter orientacyjny i nie jest ofertą banku: rata zależy też od marży, prowizji i ubezpieczeń, które ustala bank.',
  loading: 'Wczytywanie kalkulatora kredytu',
} as const;
