/** The common catalogue: texts the hosts and every remote share. de-DE is the base. */
export const common = {
  company: 'Shop24 Direkt',
  service: {
    phone: '0800 23 23 23 0',
    hours: 'täglich von 8 bis 21 Uhr',
    hint: 'Persönliche Daten ändern Sie über unseren telefonischen Kundenservice: {{phone}} ({{hours}}).',
    mail: 'kundenservice@shop24direkt.de',
  },
  app: {
    title: 'Mein Konto',
    skipToContent: 'Zum Inhalt springen',
    loading: 'Wird geladen …',
    retry: 'Erneut versuchen',
    genericError: 'Da hat etwas nicht geklappt. Bitte versuchen Sie es später noch einmal.',
    backToShop: 'Zurück zum Shop',
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
    referrals: 'Shop weiterempfehlen',
    followedCreators: 'Gefolgte Creator',
    productHistory: 'Zuletzt angesehen',
    myData: 'Meine Daten',
    changeEmail: 'E-Mail-Adresse ändern',
    changePassword: 'Passwort ändern',
    addresses: 'Meine Adressen',
    paymentMethods: 'Zahlungsarten',
    faq: 'Hilfe & FAQ',
    contacts: 'Kontakt',
    logout: 'Abmelden',
    backToAccount: 'Zurück zu Mein Konto',
  },
  home: {
    title: 'Mein Konto',
    greeting: 'Hallo {{firstName}} {{lastName}}',
    customerNumber: 'Ihre Kundennummer: {{customerNumber}}',
    intro: 'Hier behalten Sie Ihre Bestellungen, Rechnungen und persönlichen Daten im Blick.',
    stayLoggedIn: {
      title: 'Tipp: Angemeldet bleiben',
      body: 'Auf Ihrem eigenen Gerät bleiben Sie 60 Tage angemeldet statt 10 Tage. Auf gemeinsam genutzten Geräten lassen Sie es besser aus.',
      toggle: 'Angemeldet bleiben',
      failed: 'Die Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es noch einmal.',
      close: 'Tipp ausblenden',
    },
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
    remoteUnavailable: {
      title: 'Dieser Bereich ist gerade nicht erreichbar',
      body: 'Bitte versuchen Sie es gleich noch einmal. Alle anderen Bereiche Ihres Kontos können Sie weiter nutzen.',
      retry: 'Erneut versuchen',
    },
  },
  form: {
    errorSummaryTitle: 'Bitte korrigieren Sie Folgendes',
    required: 'Pflichtfeld',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    close: 'Schließen',
  },
};

export type CommonCatalogue = typeof common;
