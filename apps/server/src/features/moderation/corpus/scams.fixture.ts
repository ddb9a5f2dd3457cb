// Scam ads of the known patterns, labelled by hand for `npm run bench:risk`: fake rentals far or just below the local
// price, deposits before a viewing, an owner abroad, keys by courier, contact moved to a messenger, foreign numbers,
// new accounts posting many at once, one phone behind several accounts. Written for the corpus, not taken from a site.

/** A scam as the checks see it: its text, its price as a share of the local median, and its account. */
export type ScamAd = {
  text: string;
  /** Price per m² over the local median; null where the market has no median (a small town). */
  priceShare: number | null;
  phone?: string;
  accountAgeHours?: number;
  adsLastHour?: number;
  contactAccounts?: number;
  /** Its photos are copies of another advertiser's ad of another flat, or of one it offers far cheaper. */
  copiedPhotos?: boolean;
};

const newAccount = { accountAgeHours: 0.05 };
const burst = { accountAgeHours: 3, adsLastHour: 9 };

export const scamAds: readonly ScamAd[] = [
  {
    text: 'Mieszkanie 62 m² Stare Miasto, Kraków. Przed oglądaniem proszę o wpłatę kaucji 1800 zł przelewem, inaczej nie pokazuję.',
    priceShare: 0.21,
    ...newAccount,
  },
  {
    text: 'Wynajmę 2 pokoje na Mokotowie. Jestem obecnie za granicą (Londyn), klucze wyślę kurierem po wpłacie kaucji.',
    priceShare: 0.35,
  },
  {
    text: 'Kawalerka Śródmieście, od zaraz. Kontakt tylko przez WhatsApp +44 7700 900455, nie odbieram połączeń.',
    priceShare: 0.4,
    phone: '+44 7700 900455',
  },
  {
    text: 'Flat for rent in Warsaw centre, 55 m2. I am working abroad, please pay the deposit before the viewing and I will send you the keys.',
    priceShare: 0.3,
  },
  {
    text: 'Mieszkanie 3-pokojowe Wrocław Krzyki. Zadatek 1000 zł przelewem przed obejrzeniem gwarantuje rezerwację.',
    priceShare: 0.55,
    ...newAccount,
  },
  {
    text: 'Piękne mieszkanie w Gdańsku przy plaży. Mieszkam w Norwegii, umowę i klucze prześlę pocztą, płatność Western Union.',
    priceShare: 0.45,
  },
  {
    text: 'Wynajem 48 m² Poznań Jeżyce. Proszę pisać wyłącznie na Telegramie, odpowiem szybko.',
    priceShare: 0.48,
    ...newAccount,
  },
  {
    text: 'Tanio! 2 pokoje Łódź Śródmieście. Wpłać kaucję na konto, a wyślę Ci klucze kurierem DHL.',
    priceShare: 0.33,
  },
  {
    text: 'Apartment in Krakow old town. The keys will be delivered by courier after the payment. Contact me only on WhatsApp.',
    priceShare: 0.5,
  },
  {
    text: 'Mieszkanie do wynajęcia Gdynia Orłowo. Właściciel przebywa za granicą, oglądanie możliwe po opłacie rezerwacyjnej przelewem przed spotkaniem.',
    priceShare: 0.62,
  },
  {
    text: 'Mieszkanie 40 m² Katowice. Kontakt: +49 151 23456789 (Viber/WhatsApp). Kaucja przed wizytą.',
    priceShare: 0.52,
    phone: '+49 151 23456789',
  },
  {
    text: 'Kawalerka w Lublinie, blisko UMCS. Wyjechałem do Anglii za pracą, klucze wyślę paczką po przelewie.',
    priceShare: 0.41,
  },
  {
    text: 'Nowe mieszkanie Warszawa Wola 2 pokoje. Proszę o kontakt tylko przez WhatsApp, jestem za granicą.',
    priceShare: 0.72,
  },
  {
    text: 'Cozy studio in Gdansk. I live abroad now, so I can not show it in person. Rent paid via Western Union.',
    priceShare: 0.6,
  },
  {
    text: 'Mieszkanie 3 pokoje Kraków Kazimierz. Cena okazyjna. Przelej zaliczkę 500 zł, a wyślę klucze i umowę.',
    priceShare: 0.28,
  },
  {
    text: 'Mieszkanie na wynajem Bydgoszcz. Telefon 0044 7911 123456. Przed oglądaniem wymagana kaucja przelewem.',
    priceShare: 0.58,
  },
  {
    text: 'Wynajmę mieszkanie Szczecin Pogodno. Kaucję proszę przelać przed pokazaniem mieszkania, to poważne zainteresowanie.',
    priceShare: 0.46,
  },
  {
    text: 'Dom do wynajęcia pod Warszawą. Obecnie pracuję za granicą w Holandii. Klucze prześlę kurierem InPost.',
    priceShare: 0.38,
  },
  {
    text: 'Mieszkanie 50 m² Rzeszów centrum. Pisz tylko na WhatsApp: +31 6 12345678.',
    priceShare: 0.66,
    phone: '+31 6 12345678',
  },
  {
    text: 'Ładne 2 pokoje w Toruniu. Zadatek przed spotkaniem, przelew na konto zagraniczne.',
    priceShare: 0.44,
    ...newAccount,
  },
  {
    text: 'Flat 2 rooms Wroclaw. Please send the deposit first and then I will send the keys by post.',
    priceShare: 0.37,
  },
  {
    text: 'Mieszkanie w Białymstoku, umeblowane. Kontakt wyłącznie Viber, jestem w Irlandii.',
    priceShare: 0.53,
  },
  {
    text: 'Okazja! Kawalerka 30 m² Warszawa Praga. Płatność MoneyGram, klucze wyślę pocztą.',
    priceShare: 0.31,
  },
  {
    text: 'Mieszkanie 2-pokojowe Olsztyn. Oglądanie po wpłacie zadatku 700 zł. Kontakt tylko przez Telegram.',
    priceShare: 0.49,
  },
  {
    text: 'Wynajem mieszkania w Kielcach, 55 m², balkon. Przebywam za granicą, kontakt mailowy, kaucja przelewem przed oglądaniem.',
    priceShare: 0.57,
  },
  {
    text: 'Studio in Poznan for students. Contact exclusively via Telegram. Deposit payment before viewing.',
    priceShare: 0.45,
  },
  {
    text: 'Mieszkanie 70 m² Gdańsk Wrzeszcz. Cena do negocjacji. Dzwoń +1 646 555 0134, jestem w USA.',
    priceShare: 0.34,
    phone: '+1 646 555 0134',
  },
  {
    text: 'Kraków Bronowice, 2 pokoje, od 1 dnia miesiąca. Kaucja i pierwszy czynsz przelewem przed przekazaniem kluczy, klucze kurierem.',
    priceShare: 0.42,
  },
  {
    text: 'Wynajmę tanio mieszkanie w Opolu. Proszę pisać tylko przez WhatsApp.',
    priceShare: 0.39,
    ...burst,
  },
  {
    text: 'Mieszkanie w Częstochowie, 3 pokoje, wyremontowane. Zadzwoń lub napisz SMS.',
    priceShare: 0.36,
    ...burst,
  },
  {
    text: 'Mieszkanie 2 pokoje Warszawa Bemowo, blisko metra. Kontakt telefoniczny.',
    priceShare: 0.43,
    ...newAccount,
    contactAccounts: 4,
  },
  {
    text: 'Kawalerka Kraków Podgórze, od zaraz, bez prowizji. Zapraszam do kontaktu.',
    priceShare: 0.45,
    ...burst,
  },
  {
    text: 'Przytulne mieszkanie w Łodzi Bałuty. Wszystkie media w cenie. Kontakt SMS.',
    priceShare: 0.5,
    contactAccounts: 5,
    ...newAccount,
  },
  {
    text: 'Mieszkanie we Wrocławiu Fabryczna. Przed oglądnięciem proszę o opłatę rezerwacyjną BLIK.',
    priceShare: 0.68,
  },
  {
    text: 'Mieszkanie w Gliwicach, 2 pokoje, parking. I am abroad at the moment, my agent will send the keys by courier.',
    priceShare: 0.47,
  },
  {
    text: 'Apartament nad morzem, Sopot. Mieszkam na stałe w Kanadzie, kontakt tylko e-mail. Kaucję proszę wpłacić przed obejrzeniem.',
    priceShare: 0.27,
  },
  {
    text: 'Wynajmę pokój w Krakowie, blisko AGH. Kontakt Viber +380 67 123 4567.',
    priceShare: 0.61,
    phone: '+380 67 123 4567',
  },
  {
    text: 'Mieszkanie 2 pokoje Poznań Grunwald. Przeprowadziłem się za granicę, dlatego wynajmuję tanio. Klucze kurierem.',
    priceShare: 0.32,
  },
  {
    text: 'Mieszkanie z ogrodem w Warszawie Ursynów. Kaucja przelewem przed pierwszym spotkaniem, potem pokażę lokal.',
    priceShare: 0.64,
  },
  {
    text: 'Large flat in Lodz, fully furnished. Currently living in the UK. Payment by wire transfer before viewing.',
    priceShare: 0.55,
  },
  {
    text: 'Mieszkanie Katowice Ligota, tanio bo pilnie. Jedynie kontakt przez WhatsApp, nie dzwonić.',
    priceShare: 0.45,
  },
  {
    text: 'Super lokalizacja Gdynia Śródmieście. Numer kontaktowy 0033 6 12 34 56 78, piszcie na Whatsapp.',
    priceShare: 0.56,
  },
  {
    text: 'Kawalerka Warszawa Ochota. Rezerwacja po wpłacie zaliczki przed oglądaniem, przelew natychmiastowy.',
    priceShare: 0.75,
    ...newAccount,
  },
  {
    text: 'Mieszkanie 65 m² Kraków Nowa Huta. Wysyłam klucze pocztą po otrzymaniu kaucji.',
    priceShare: 0.49,
  },
  {
    text: 'Mieszkanie do wynajęcia Lublin Czuby. Pracuję w Niemczech, dlatego kontakt tylko przez WhatsApp.',
    priceShare: 0.58,
  },
  {
    text: 'Dwa pokoje we Wrocławiu, cena zawiera media. Kontakt: wynajem.wroclaw@gmail.com, telefon +44 7440 123456.',
    priceShare: 0.4,
    phone: '+44 7440 123456',
  },
  {
    text: 'Bright flat in Krakow near the Vistula. Western Union payment only. Keys sent via DHL.',
    priceShare: 0.29,
  },
  {
    text: 'Mieszkanie 38 m² Szczecin Centrum. Opłatę za pierwszy miesiąc przelewem przed wizytą, potem umowa.',
    priceShare: 0.51,
  },
  {
    text: 'Wynajmę kawalerkę w Rzeszowie. Przebywam w Hiszpanii, mieszkanie pokaże kurier, który przywiezie klucze.',
    priceShare: 0.44,
  },
  {
    text: 'Mieszkanie Warszawa Targówek. Dzwonić na numer z ogłoszenia.',
    priceShare: 0.3,
    ...burst,
    contactAccounts: 3,
  },
  {
    text: 'Mieszkanie 2 pokoje Kraków Prądnik. Tanio. Kontakt SMS.',
    priceShare: 0.38,
    contactAccounts: 6,
  },
  {
    text: 'Apartament w Gdańsku, widok na Motławę. Właściciel mieszka za granicą. Kontakt wyłącznie przez Telegram.',
    priceShare: 0.8,
  },
  {
    text: 'Kawalerka Toruń Starówka, od zaraz. Proszę o wpłatę depozytu przed obejrzeniem, to standard w mojej agencji.',
    priceShare: 0.63,
  },
  {
    text: 'Room for rent in Warsaw, all bills included. Text me only on WhatsApp +234 803 123 4567.',
    priceShare: 0.5,
    phone: '+234 803 123 4567',
  },
  {
    text: 'Mieszkanie 45 m² Bydgoszcz Fordon. Mieszkam w Szkocji, klucze prześlę przesyłką kurierską.',
    priceShare: 0.41,
  },
  {
    text: 'Mieszkanie Poznań Rataje. Wpłać zadatek BLIKIEM, a prześlę adres i klucze.',
    priceShare: 0.46,
  },
  {
    text: 'Nowoczesne mieszkanie Wrocław Psie Pole, garaż. Telefon +44 20 7946 0958, pisz też na Viber.',
    priceShare: 0.69,
    phone: '+44 20 7946 0958',
  },
  {
    text: 'Mieszkanie 3 pokoje Łódź Widzew. Cena niska bo wyjeżdżam za granicę. Kontakt tylko przez WhatsApp.',
    priceShare: 0.35,
  },
  {
    text: 'Pokój w Krakowie, 20 m², blisko rynku. Kaucja przelewem przed oglądaniem, bez wyjątków.',
    priceShare: 0.48,
  },
  {
    text: 'Kawalerka Warszawa Wola. Pilnie wynajmę. Kontakt mailowy.',
    priceShare: 0.25,
    ...newAccount,
    contactAccounts: 3,
  },
  {
    text: 'Mieszkanie 2 pokoje w Katowicach. Pay a small deposit before the visit, the keys will come by mail.',
    priceShare: 0.52,
  },
  {
    text: 'Mieszkanie 56 m² w Gdańsku Oliwie, wysoki standard. Kontakt tylko Whatsapp, jestem na kontrakcie za granicą.',
    priceShare: 0.9,
  },
  // Photos copied from a real listing: the text is plain, the bait is the price and the photos of another's flat.
  {
    text: 'Mieszkanie 2-pokojowe, Kraków Krowodrza, 50 m², umeblowane, balkon. Dostępne od zaraz, proszę dzwonić.',
    priceShare: 0.45,
    copiedPhotos: true,
  },
  {
    text: 'Wynajmę przytulne mieszkanie na Ursynowie, blisko metra. Cena do negocjacji, kontakt mailowy.',
    priceShare: 0.62,
    copiedPhotos: true,
    ...newAccount,
  },
  {
    text: 'Apartament z widokiem na Motławę, 45 m², garaż w cenie. Szybki wynajem, zapraszam do kontaktu.',
    priceShare: 0.55,
    copiedPhotos: true,
  },
  {
    text: 'Nice flat in Poznań, 2 rooms, fully furnished. Available now, write to me by e-mail please.',
    priceShare: 0.38,
    copiedPhotos: true,
  },
];
