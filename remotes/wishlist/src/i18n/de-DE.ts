/** Texts of the wishlist area. */
export const wishlist = {
  page: {
    title: 'Wunschliste',
    back: 'Zurück zu Mein Konto',
    count_one: '{{count}} Artikel auf Ihrer Wunschliste',
    count_other: '{{count}} Artikel auf Ihrer Wunschliste',
    listLabel: 'Artikel auf Ihrer Wunschliste',
    error: 'Ihre Wunschliste konnte nicht geladen werden.',
    empty: {
      title: 'Ihre Wunschliste ist leer',
      body: 'Merken Sie sich Artikel im Shop mit dem Herz-Symbol – hier finden Sie sie wieder.',
      action: 'Weiter einkaufen',
    },
  },
  item: {
    /** Attribute types of spec section 3. */
    dimension: {
      COLOR: 'Farbe',
      SIZE: 'Größe',
      STONE: 'Stein',
      MATERIAL: 'Material',
      TASTE: 'Geschmack',
      MOTIV: 'Motiv',
      AROMA: 'Duft',
      ALLOY: 'Legierung',
      AMOUNT: 'Menge',
      OTHERS: 'Ausführung',
    },
    referencePrice: 'statt {{price}}',
    deliveryTime: 'Lieferzeit: {{minDays}}–{{maxDays}} Werktage',
    fewLeft_one: 'Nur noch {{count}} Stück verfügbar',
    fewLeft_other: 'Nur noch {{count}} Stück verfügbar',
    addToBasket: 'In den Warenkorb',
    addToBasketLabel: '{{name}} in den Warenkorb legen',
    adding: 'Wird in den Warenkorb gelegt …',
    added: '{{name}} liegt jetzt in Ihrem Warenkorb.',
    addFailed: 'Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal.',
    remove: 'Entfernen',
    removeLabel: '{{name}} von der Wunschliste entfernen',
    removed: '{{name}} wurde von Ihrer Wunschliste entfernt.',
    moved: '{{name}} wurde in den Warenkorb gelegt und von der Wunschliste genommen.',
    removeFailed: '{{name}} konnte nicht entfernt werden. Bitte versuchen Sie es noch einmal.',
  },
  reminder: {
    request: 'Benachrichtigen, wenn verfügbar',
    requestLabel: 'Benachrichtigen, wenn verfügbar: {{name}}',
    pending:
      'Fast geschafft: Bitte bestätigen Sie die Erinnerung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
    confirmed: 'Erinnerung aktiv: Wir schreiben Ihnen, sobald der Artikel wieder lieferbar ist.',
    cancel: 'Erinnerung abbestellen',
    cancelLabel: 'Erinnerung abbestellen: {{name}}',
    cancelled: 'Die Erinnerung zu {{name}} ist abbestellt.',
    requestFailed:
      'Die Erinnerung konnte nicht angelegt werden. Bitte versuchen Sie es noch einmal.',
    cancelFailed:
      'Die Erinnerung konnte nicht abbestellt werden. Bitte versuchen Sie es noch einmal.',
  },
  tile: {
    title: 'Wunschliste',
    count_one: '{{count}} Artikel gemerkt',
    count_other: '{{count}} Artikel gemerkt',
    soldOut_one: 'davon {{count}} ausverkauft',
    soldOut_other: 'davon {{count}} ausverkauft',
    empty: 'Noch nichts gemerkt.',
    error: 'Die Wunschliste konnte nicht geladen werden.',
  },
  notFound: {
    title: 'Diese Seite gibt es leider nicht',
    body: 'Alles aus diesem Bereich finden Sie auf seiner Startseite.',
    action: 'Zur Startseite des Bereichs',
  },
};

export type WishlistCatalogue = typeof wishlist;
