import type { EstateType } from '@portal/domain';

// Sentences an owner or an agent typically writes about each kind of property; a description picks a few.

export const typeFragments: Record<EstateType, readonly string[]> = {
  apartment: [
    'Rozkładowe pokoje, widna kuchnia i łazienka z oknem.',
    'Okna wychodzą na spokojne, zielone podwórko, więc w mieszkaniu jest cicho nawet w ciągu dnia.',
    'Mieszkanie po generalnym remoncie: nowa instalacja elektryczna i wodna, podłogi z dębowej deski.',
    'Ogrzewanie miejskie, niskie koszty utrzymania i zadbana wspólnota mieszkaniowa.',
    'Kuchnia w zabudowie z wyposażeniem AGD: płyta indukcyjna, piekarnik, zmywarka i lodówka.',
    'Łazienka z prysznicem typu walk-in i miejscem na pralkę.',
    'Duże okna sprawiają, że mieszkanie jest jasne przez cały dzień.',
    'Budynek ma nową elewację, a klatka schodowa została niedawno odnowiona.',
    'Na osiedlu plac zabaw, siłownia plenerowa i dużo zieleni.',
    'Salon połączony z aneksem kuchennym, sypialnie od strony podwórza.',
    'W cenie mieszkania komórka lokatorska na tym samym piętrze.',
    'Mieszkanie jest gotowe do zamieszkania, wystarczy wnieść swoje rzeczy.',
  ],
  house: [
    'Dom ma przemyślany układ: strefa dzienna na parterze, sypialnie na piętrze.',
    'Salon z kominkiem i wyjściem na taras od strony ogrodu.',
    'Ogród jest zadbany, z trawnikiem, drzewami owocowymi i miejscem na grilla.',
    'Ogrzewanie gazowe z nowym piecem kondensacyjnym, na dachu panele fotowoltaiczne.',
    'Budynek jest docieplony, a okna zostały wymienione na trzyszybowe.',
    'Przy domu garaż dwustanowiskowy i utwardzony podjazd.',
    'Spokojna okolica domów jednorodzinnych, sąsiedzi z wieloletnim stażem.',
    'W pobliżu szkoła, przedszkole i sklepy, do centrum kilka minut samochodem.',
    'Poddasze użytkowe można łatwo zaadaptować na dodatkowe pokoje.',
    'Dom jest podpiwniczony, w piwnicy kotłownia, pralnia i spiżarnia.',
    'Działka jest ogrodzona, z automatyczną bramą wjazdową.',
  ],
  land: [
    'Działka ma regularny kształt i płaski teren, łatwy do zagospodarowania.',
    'Dla działki wydano warunki zabudowy pod dom jednorodzinny.',
    'Media są w drodze przy działce, przyłącza można wykonać bez dużych kosztów.',
    'Okolica spokojna, w sąsiedztwie nowe domy jednorodzinne.',
    'Z działki rozciąga się ładny widok na pola i pobliski las.',
    'Dojazd przez cały rok, zimą droga jest odśnieżana.',
    'Działka nadaje się pod inwestycję, możliwy podział na mniejsze części.',
    'Księga wieczysta założona, grunt bez obciążeń.',
    'Do najbliższego sklepu i przystanku autobusowego kilka minut spacerem.',
    'Teren jest suchy, bez drzew wymagających wycinki.',
  ],
  object: [
    'Obiekt jest w dobrym stanie technicznym i może być użytkowany od zaraz.',
    'Duży plac manewrowy umożliwia swobodny wjazd samochodów ciężarowych.',
    'Budynek ma niezależne wejścia, więc można go podzielić na kilku najemców.',
    'Na terenie obiektu jest kilkadziesiąt miejsc parkingowych.',
    'Instalacje zostały zmodernizowane, obiekt ma przyłącze o dużej mocy.',
    'Dogodna lokalizacja przy drodze wojewódzkiej, blisko węzła autostrady.',
    'Obiekt sprawdzi się jako siedziba firmy, magazyn lub zakład produkcyjny.',
    'Teren jest ogrodzony i monitorowany przez całą dobę.',
    'W budynku pomieszczenia socjalne, biura i zaplecze sanitarne.',
    'Możliwość rozbudowy, miejscowy plan dopuszcza wyższą zabudowę.',
  ],
  place: [
    'Lokal ma duże witryny od strony ulicy, dobrze widoczne dla przechodniów.',
    'Pomieszczenie główne z zapleczem socjalnym i toaletą.',
    'Lokal nadaje się na biuro, gabinet, salon usługowy lub sklep.',
    'W okolicy duży ruch pieszy, w pobliżu przystanki komunikacji miejskiej.',
    'Klimatyzacja, alarm i monitoring są już zainstalowane.',
    'Lokal jest po remoncie, gotowy do prowadzenia działalności.',
    'Niezależne wejście bezpośrednio z ulicy.',
    'Przed budynkiem ogólnodostępne miejsca parkingowe dla klientów.',
    'Możliwość dostosowania wnętrza do potrzeb najemcy.',
    'Media rozliczane według liczników, niskie opłaty administracyjne.',
  ],
};

export const saleClosings = [
  'Zapraszam na prezentację, proszę o kontakt telefoniczny.',
  'Cena do negocjacji przy szybkiej decyzji.',
  'Możliwość zakupu na kredyt, nieruchomość ma uregulowany stan prawny.',
  'Serdecznie zapraszam do kontaktu i obejrzenia nieruchomości.',
  'Szybkie wydanie nieruchomości, wszystkie dokumenty są gotowe.',
];

export const rentClosings = [
  'Dostępne od zaraz, umowa najmu na minimum 12 miesięcy.',
  'Kaucja w wysokości jednomiesięcznego czynszu.',
  'Zapraszam do kontaktu, chętnie pokażę nieruchomość jeszcze w tym tygodniu.',
  'Do czynszu doliczane są opłaty za media według zużycia.',
];

export const longStory = [
  'Nieruchomość była przez wiele lat starannie utrzymywana przez obecnych właścicieli, którzy sprzedają ją wyłącznie z powodu przeprowadzki do innego miasta.',
  'Okolica oferuje wszystko, czego potrzeba na co dzień: sklepy, apteki, placówki medyczne, szkoły i przedszkola znajdują się w zasięgu krótkiego spaceru.',
  'Bardzo dobra komunikacja z resztą miasta: w pobliżu przystanki autobusowe i tramwajowe, a dojazd do obwodnicy zajmuje kilka minut.',
  'W najbliższym sąsiedztwie znajdują się tereny rekreacyjne, ścieżki rowerowe i park, idealne miejsce na spacery i aktywny wypoczynek.',
  'Na życzenie udostępnię pełną dokumentację, w tym świadectwo charakterystyki energetycznej oraz aktualny odpis z księgi wieczystej.',
];
