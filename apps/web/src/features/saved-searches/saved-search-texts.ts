export const savedSearchTexts = {
  save: 'Zapisz wyszukiwanie',
  dialogTitle: 'Zapisz wyszukiwanie',
  name: 'Nazwa',
  frequency: 'Powiadomienia',
  email: 'Adres e-mail',
  emailHint: 'Wyślemy na niego link potwierdzający, a potem powiadomienia o nowych ogłoszeniach.',
  submit: 'Zapisz',
  close: 'Zamknij',
  pageTitle: 'Zapisane wyszukiwania',
  empty:
    'Nie masz zapisanych wyszukiwań. Zapisz je przyciskiem „Zapisz wyszukiwanie” na liście lub w wynikach wyszukiwania.',
  showResults: 'Pokaż wyniki',
  saveChanges: 'Zapisz zmiany',
  remove: 'Usuń',
  confirmRemoval: 'Czy na pewno usunąć to wyszukiwanie?',
  confirmTitle: 'Potwierdzenie wyszukiwania',
  confirming: 'Potwierdzanie wyszukiwania',
  unsubscribeTitle: 'Rezygnacja z powiadomień',
  unsubscribeText:
    'Czy chcesz przestać otrzymywać powiadomienia o nowych ogłoszeniach dla tego wyszukiwania?',
  unsubscribe: 'Wypisz mnie',
  failed: 'Nie udało się zapisać. Spróbuj ponownie.',
} as const;
