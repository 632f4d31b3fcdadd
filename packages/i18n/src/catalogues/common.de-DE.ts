/** The common catalogue: texts the hosts and every remote share. de-DE is the base. */
export const common = {
  company: 'Shop24 Direkt',
  service: {
    phone: '0800 23 23 23 0',
    /** The same number for tel: links (E.164). */
    phoneHref: '+498002323230',
    hours: 'täglich von 8 bis 21 Uhr',
    hint: 'Persönliche Daten ändern Sie über unseren telefonischen Kundenservice: <phone>{{phone}}</phone> ({{hours}}).',
    mail: 'kundenservice@shop24direkt.de',
  },
  app: {
    title: 'Mein Konto',
    documentTitle: '{{page}} – Mein Konto – {{company}}',
    /** The title of another host's pages (the creators hub). */
    documentTitleOf: '{{page}} – {{app}} – {{company}}',
    skipToContent: 'Zum Inhalt springen',
    loading: 'Wird geladen …',
    retry: 'Erneut versuchen',
    genericError: 'Da hat etwas nicht geklappt. Bitte versuchen Sie es später noch einmal.',
    backToShop: 'Zurück zum Shop',
  },
  header: {
    logo: '{{company}} – zur Startseite des Shops',
    search: {
      label: 'Im Shop suchen',
      placeholder: 'Suchbegriff oder Artikelnummer',
      submit: 'Suchen',
    },
    basket: 'Warenkorb',
    account: 'Mein Konto',
    accountOf: 'Mein Konto von {{firstName}}',
    shopLinks: 'Shop',
  },
  footer: {
    service: 'Kundenservice',
    serviceHours: 'Bestellung und Beratung, {{hours}}',
    links: 'Hilfe und Rechtliches',
    faq: 'Hilfe & FAQ',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    terms: 'AGB',
    withdrawal: 'Widerrufsbelehrung',
    accessibility: 'Barrierefreiheit',
    copyright: '© {{year}} {{company}}',
  },
  nav: {
    label: 'Mein Konto',
    homeLabel: 'Bereiche von Mein Konto',
    groups: {
      orders: 'Meine Bestellungen',
      referrals: 'Meine Empfehlungen',
      streams: 'Meine Streams',
      history: 'Navigationsverlauf',
      profile: 'Mein Profil',
      service: 'Kundenservice',
    },
    orders: 'Alle Bestellungen',
    openInvoices: 'Offene Rechnungen',
    wishlist: 'Wunschliste',
    vouchers: 'Meine Gutscheine',
    referrals: 'Shop weiterempfehlen',
    followedCreators: 'Gefolgte Creator',
    productHistory: 'Zuletzt angesehen',
    myData: 'Meine Daten',
    changeEmail: 'E-Mail-Adresse ändern',
    changePassword: 'Passwort ändern',
    security: 'Sicherheit',
    privacyCentre: 'Datenschutz & Einwilligungen',
    addresses: 'Meine Adressen',
    paymentMethods: 'Zahlungsarten',
    faq: 'Hilfe & FAQ',
    contacts: 'Kontakt',
    logout: 'Abmelden',
    backToAccount: 'Zurück zu Mein Konto',
  },
  home: {
    title: 'Mein Konto',
    documentTitle: 'Übersicht',
    greeting: 'Hallo {{firstName}} {{lastName}}',
    customerNumber: 'Ihre Kundennummer: {{customerNumber}}',
    intro: 'Hier behalten Sie Ihre Bestellungen, Rechnungen und persönlichen Daten im Blick.',
    tilesLabel: 'Ihr Konto auf einen Blick',
    latestOrder: {
      title: 'Ihre letzte Bestellung',
      number: 'Bestellung {{number}} vom {{date}}',
      total: 'Gesamtbetrag: {{amount}}',
      trackingNone: 'Diese Bestellung wurde storniert oder zurückgesendet.',
      none: 'Sie haben noch keine Bestellung. Stöbern Sie in unserem Sortiment!',
      error: 'Ihre letzte Bestellung konnte gerade nicht geladen werden.',
    },
    balance: {
      title: 'Offene Rechnungen',
      amount: 'Offener Betrag',
      nextDue: 'Nächste Fälligkeit: {{date}}',
      overdueSince: 'Überfällig seit {{date}}',
      overdue_one: '{{count}} Rechnung ist überfällig.',
      overdue_other: '{{count}} Rechnungen sind überfällig.',
      none: 'Sie haben keine offenen Rechnungen.',
      error: 'Ihre offenen Rechnungen konnten gerade nicht geladen werden.',
    },
    insights: {
      title: 'Ihre Bestellungen in Zahlen',
      total: 'Bestellungen',
      // Every order not delivered yet, also one still being packed: not "unterwegs" (issue 40).
      inProgress: 'noch nicht zugestellt',
      returned: 'mit Rücksendung',
      /** The newest refund under way or lately issued (issue 40), before its state. */
      refund: 'Ihr Geld zurück für Bestellung {{number}}:',
      error: 'Ihre Bestellzahlen konnten gerade nicht geladen werden.',
    },
    stayLoggedIn: {
      title: 'Tipp: Angemeldet bleiben',
      body: 'Auf Ihrem eigenen Gerät bleiben Sie 60 Tage angemeldet statt 10 Tage. Auf gemeinsam genutzten Geräten lassen Sie es besser aus.',
      toggle: 'Angemeldet bleiben',
      failed:
        'Die Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es noch einmal.',
      close: 'Tipp ausblenden',
    },
  },
  /** Order statuses (spec section 3): the account home and the orders area show them. */
  orderStatus: {
    received: 'Erfasst',
    confirmed: 'Bestätigt',
    processing: 'In Bearbeitung',
    // Shipped by the maker, not from the shop's warehouse: a customer's words, not the trade's.
    processingDirect: 'In Bearbeitung beim Hersteller',
    dispatched: 'Versendet',
    dispatchedDirect: 'Vom Hersteller versendet',
    inDelivery: 'In Lieferung',
    delivered: 'Zugestellt',
    returnRegistered: 'Rücksendung angemeldet',
    cancelled: 'Storniert',
    returned: 'Rücksendung eingetroffen',
    partiallyReturned: 'Teilweise zurückgesendet',
    partiallyCancelled: 'Teilweise storniert',
  },
  /**
   * Where the money back of a return or cancellation stands (issue 40), on the order and the
   * account home; spec section 9: refunds come within 3 days.
   */
  refund: {
    RETURN_REGISTERED: 'Rücksendung angemeldet am {{date}}',
    RETURN_RECEIVED:
      'Rücksendung eingetroffen am {{date}}. Wir erstatten Ihnen {{amount}} innerhalb von 3 Tagen {{destination}}.',
    ORDER_CANCELLED:
      'Bestellung storniert am {{date}}. Wir erstatten Ihnen {{amount}} innerhalb von 3 Tagen {{destination}}.',
    REFUND_ISSUED: 'Erstattung veranlasst am {{date}}, {{amount}} {{destination}}',
    destination: {
      INVOICE: 'auf Ihre Rechnung',
      ACCOUNT: 'auf Ihr Konto',
      PAYPAL: 'auf Ihr PayPal-Konto',
    },
  },
  /** Spec section 9's warning levels (wishlist and returns) and product tiles. */
  availability: { soldOut: 'Ausverkauft', fewLeft: 'Nur noch wenige verfügbar' },
  product: { referencePrice: 'statt {{price}}', deal: 'Angebot' },
  tracking: {
    steps: {
      // The first step of an order checked before it is confirmed: it arrived, which is what a
      // customer knows of it ("Geprüft" before "Bestätigt" read as a check after the fact).
      checked: 'Eingegangen',
      confirmed: 'Bestätigt',
      processing: 'In Bearbeitung',
      dispatched: 'Versendet',
      delivered: 'Zugestellt',
    },
    /** Under the delivery step until it is reached: the carrier's estimate. */
    expected: 'voraussichtlich {{day}}',
    done: 'erledigt',
    current: 'aktueller Schritt',
    open: 'offen',
  },
  pages: {
    notFound: {
      title: 'Diese Seite gibt es leider nicht',
      body: 'Die aufgerufene Adresse ist nicht (mehr) verfügbar. Vielleicht hilft Ihnen die Startseite weiter.',
      action: 'Zu Mein Konto',
    },
    error: {
      title: 'Da ist etwas schiefgelaufen',
      body: 'Bitte laden Sie die Seite neu oder versuchen Sie es in ein paar Minuten noch einmal.',
      action: 'Seite neu laden',
    },
    underConstruction: {
      title: 'Dieser Bereich wird gerade umgebaut',
      body: 'Bald finden Sie hier wieder alle Funktionen. Vielen Dank für Ihre Geduld.',
    },
    postLogout: {
      title: 'Sie haben sich erfolgreich abgemeldet',
      body: 'Vielen Dank für Ihren Besuch. Bis zum nächsten Mal!',
      action: 'Erneut anmelden',
    },
    content: {
      error: 'Diese Seite konnte gerade nicht geladen werden.',
      updatedOn: 'Stand: {{date}}',
    },
    remoteUnavailable: {
      title: 'Dieser Bereich ist gerade nicht erreichbar',
      body: 'Bitte versuchen Sie es gleich noch einmal. Alle anderen Bereiche Ihres Kontos können Sie weiter nutzen.',
      retry: 'Erneut versuchen',
    },
    /** An app export in another team's host whose React is older than the app's (issue 34). */
    hostReactTooOld: {
      title: 'Dieser Bereich braucht eine neuere Version der Seite',
      body: 'Auf dieser Seite können wir ihn deshalb gerade nicht anzeigen. In Ihrem Konto finden Sie ihn wie gewohnt.',
      action: 'Zu Mein Konto',
    },
  },
  form: {
    errorSummaryTitle: 'Bitte korrigieren Sie Folgendes',
    required: 'Pflichtfeld',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    close: 'Schließen',
  },
  /** The re-authentication dialog of every protected change (issue 25, step-up). */
  stepUp: {
    title: 'Bitte bestätigen Sie mit Ihrem Passwort',
    body: 'Zu Ihrer Sicherheit fragen wir bei dieser Änderung nach Ihrem Passwort, wenn Ihre Anmeldung länger als 15 Minuten zurückliegt.',
    password: 'Passwort',
    required: 'Bitte geben Sie Ihr Passwort ein.',
    wrong: 'Ihr Passwort ist nicht korrekt.',
    tooMany: 'Zu viele Versuche. Bitte warten Sie einige Minuten.',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
  },
  /** Issue 33: the offer after a password reset or change and after ending all other sessions. */
  waysIn: {
    heading: 'Passkeys und verknüpfte Anmeldungen entfernen?',
    body: 'Hatte jemand anderes Zugriff auf Ihr Kundenkonto, kann er einen Passkey oder eine Anmeldung über Apple, Google oder Facebook hinzugefügt haben. Damit käme er weiterhin ohne Passwort in Ihr Konto. Wenn Sie nicht sicher sind, dass alle von Ihnen stammen, entfernen Sie sie. Ihre eigenen richten Sie danach im Bereich „Sicherheit“ einfach neu ein.',
    remove: 'Alle Passkeys und verknüpften Anmeldungen entfernen',
    removed:
      'Alle Passkeys und verknüpften Anmeldungen sind entfernt. Sie melden sich jetzt mit Ihrem Passwort an.',
    lastWayIn:
      'Wir haben nichts entfernt: Ihr Kundenkonto hat kein Passwort. Ohne Passkey und verknüpfte Anmeldung könnten Sie sich nicht mehr anmelden. Legen Sie zuerst ein Passwort fest.',
    failed:
      'Das hat leider nicht geklappt. Bitte entfernen Sie Passkeys und verknüpfte Anmeldungen im Bereich „Sicherheit“ einzeln.',
  },
};

export type CommonCatalogue = typeof common;
