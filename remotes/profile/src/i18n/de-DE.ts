/** Texts of the profile area. */
export const profile = {
  /** An instant: date and time in the shop's time zone. */
  dateTime: '{{date}}, {{time}} Uhr',
  myData: {
    title: 'Meine Daten',
    back: 'Zurück zu Mein Konto',
    personal: 'Persönliche Daten',
    salutation: 'Anrede',
    name: 'Name',
    customerNumber: 'Kundennummer',
    email: 'E-Mail-Adresse',
    dateOfBirth: 'Geburtsdatum',
    phone: 'Telefonnummer',
    deliveryAddress: 'Bevorzugte Lieferadresse',
    paymentMethod: 'Bevorzugte Zahlungsart',
    orders: 'Ihre Bestellungen',
    totalOrders: 'Bestellungen insgesamt',
    returnedOrders: 'Davon mit Retoure',
    returnRate: 'Retourenquote',
    notGiven: 'Nicht angegeben',
    salutations: { MR: 'Herr', MS: 'Frau', FAMILY: 'Familie' },
    paymentMethods: { INVOICE: 'Kauf auf Rechnung', DIRECT_DEBIT: 'Lastschrift' },
    changeEmail: 'E-Mail-Adresse ändern',
    changePassword: 'Passwort ändern',
    security: 'Sicherheit und Anmeldungen',
    privacyCentre: 'Datenschutz & Einwilligungen',
    error: 'Ihre Daten können wir gerade nicht anzeigen.',
  },
  security: {
    title: 'Sicherheit',
    back: 'Zurück zu Meine Daten',
    intro:
      'Hier sehen Sie, auf welchen Geräten Sie angemeldet sind und wann sich jemand in Ihrem Kundenkonto angemeldet hat. Kommt Ihnen etwas unbekannt vor, beenden Sie die Sitzung und ändern Sie Ihr Passwort.',
    unknownDevice: 'Unbekanntes Gerät',
    deviceOn: '{{browser}} auf {{os}}',
    sessions: {
      heading: 'Angemeldete Geräte',
      listLabel: 'Aktive Sitzungen',
      thisDevice: 'Dieses Gerät',
      shop: 'Shop',
      shops: { 'de-DE': 'Deutschland', 'de-AT': 'Österreich', 'de-CH': 'Schweiz' },
      network: 'Netzwerk',
      networkHint:
        'Als Ort zeigen wir den ungefähren Netzwerkbereich der letzten Nutzung, ohne Standortdienst.',
      unknown: 'Unbekannt',
      lastActive: 'Zuletzt aktiv',
      end: 'Sitzung beenden',
      endOthers: 'Alle anderen Sitzungen beenden',
      onlyThis: 'Sie sind nur auf diesem Gerät angemeldet.',
      error: 'Ihre Sitzungen können wir gerade nicht anzeigen.',
      ended: 'Die Sitzung auf {{device}} ist beendet.',
      endedOthers: 'Alle anderen Sitzungen sind beendet.',
      endFailed: 'Die Sitzung konnte nicht beendet werden. Bitte versuchen Sie es noch einmal.',
      confirmTitle: 'Alle anderen Sitzungen beenden?',
      confirmBody:
        'Sie werden auf allen anderen Geräten abgemeldet. Auf diesem Gerät bleiben Sie angemeldet.',
      confirmKeep: 'Abbrechen',
      confirmEnd: 'Alle anderen beenden',
    },
    history: {
      heading: 'Letzte Anmeldungen',
      caption: 'Die letzten 20 Anmeldungen und Anmeldeversuche',
      time: 'Zeitpunkt',
      result: 'Ergebnis',
      method: 'Art der Anmeldung',
      device: 'Gerät',
      succeeded: 'Angemeldet',
      failed: 'Fehlgeschlagen',
      methods: {
        PASSWORD: 'Passwort',
        MAGIC_LINK: 'Anmeldelink per E-Mail',
        SOCIAL: 'Über {{provider}}',
        PASSKEY: 'Passkey',
        NEW_ACCOUNT: 'Neues Kundenkonto',
        PASSWORD_LINK: 'Neues Passwort per Link',
      },
      providers: { google: 'Google', apple: 'Apple', facebook: 'Facebook' },
      empty: 'Es sind noch keine Anmeldungen aufgezeichnet.',
      error: 'Ihre Anmeldungen können wir gerade nicht anzeigen.',
    },
  },
  deleteAccount: {
    heading: 'Kundenkonto löschen',
    intro:
      'Sie möchten Ihr Kundenkonto nicht mehr nutzen? Dann können Sie es hier löschen. Das lässt sich nicht rückgängig machen.',
    open: 'Kundenkonto löschen',
    modalTitle: 'Kundenkonto wirklich löschen?',
    body: 'Wir löschen Ihre persönlichen Daten, Adressen, Bankdaten und Abonnements. Bestellungen und Rechnungen bewahren wir ohne Bezug zu Ihrer Person auf, solange das Gesetz es verlangt. Mit Ihrer E-Mail-Adresse können Sie sich später neu registrieren.',
    password: 'Ihr Passwort',
    passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
    wrongPassword: 'Ihr Passwort ist nicht korrekt.',
    keep: 'Konto behalten',
    submit: 'Konto endgültig löschen',
  },
  dataExport: {
    heading: 'Meine Daten herunterladen',
    intro:
      'Sie erhalten eine Kopie aller Daten, die wir zu Ihrem Kundenkonto speichern: persönliche Daten, Adressen, Zahlungsdaten, Bestellungen, Rechnungen, Retouren, Wunschzettel, Einwilligungen und Anmeldungen. Wir senden Ihnen dafür einen Link per E-Mail, der {{hours}} Stunden gültig ist.',
    request: 'Daten anfordern',
    requestAgain: 'Neuen Link anfordern',
    requested:
      'Ihre Anfrage ist eingegangen. Wir stellen Ihre Daten zusammen und senden Ihnen gleich eine E-Mail mit dem Link.',
    mailSent:
      'Wir haben Ihnen eine E-Mail mit dem Link zum Herunterladen gesendet. Er ist {{hours}} Stunden gültig und funktioniert nur einmal.',
    failed:
      'Ihre Anfrage konnte gerade nicht bearbeitet werden. Bitte versuchen Sie es später noch einmal.',
    tooMany:
      'Sie haben heute schon mehrere Kopien angefordert. Bitte verwenden Sie den Link aus der letzten E-Mail oder versuchen Sie es morgen noch einmal.',
    page: {
      title: 'Ihre Daten herunterladen',
      back: 'Zurück zu Datenschutz & Einwilligungen',
      intro:
        'Die ZIP-Datei enthält Ihre Daten als JSON-Dateien sowie Ihre Bestellungen und Rechnungen als CSV-Tabellen für Ihre Tabellenkalkulation. Der Link funktioniert nur einmal.',
      download: 'ZIP-Datei herunterladen',
      done: 'Ihre Daten wurden heruntergeladen. Der Link ist damit verbraucht; eine neue Kopie können Sie jederzeit unter Datenschutz & Einwilligungen anfordern.',
      invalid:
        'Dieser Link ist abgelaufen, wurde schon verwendet oder gehört zu einem anderen Kundenkonto. Unter Datenschutz & Einwilligungen können Sie einen neuen anfordern.',
      failed: 'Der Download hat gerade nicht geklappt. Bitte versuchen Sie es noch einmal.',
      toPrivacyCentre: 'Zu Datenschutz & Einwilligungen',
    },
  },
  changeEmail: {
    title: 'E-Mail-Adresse ändern',
    back: 'Zurück zu Meine Daten',
    current: 'Ihre E-Mail-Adresse: {{email}}',
    intro:
      'Die neue Adresse gilt, sobald Sie sie über den Link in unserer E-Mail an diese Adresse bestätigt haben.',
    newEmail: 'Neue E-Mail-Adresse',
    confirmation: 'Neue E-Mail-Adresse wiederholen',
    password: 'Ihr Passwort',
    passwordHint: 'Zu Ihrer Sicherheit fragen wir nach Ihrem aktuellen Passwort.',
    newsletter: 'Ja, ich möchte den Newsletter von {{company}} an die neue Adresse erhalten.',
    submit: 'E-Mail-Adresse ändern',
    errors: {
      newEmailRequired: 'Bitte geben Sie Ihre neue E-Mail-Adresse ein.',
      newEmailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
      confirmationRequired: 'Bitte wiederholen Sie Ihre neue E-Mail-Adresse.',
      mismatch: 'Die E-Mail-Adressen stimmen nicht überein.',
      passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
      wrongPassword: 'Ihr Passwort ist nicht korrekt.',
      invalidEmail: 'Diese E-Mail-Adresse können wir nicht verwenden. Bitte prüfen Sie sie.',
      sameEmail: 'Das ist bereits Ihre E-Mail-Adresse. Bitte geben Sie eine neue ein.',
    },
    tooMany:
      'Sie haben schon mehrere Bestätigungs-E-Mails angefordert. Bitte versuchen Sie es später noch einmal.',
    changed: {
      title: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
      body: 'Wir haben eine E-Mail an {{email}} geschickt. Erst wenn Sie den Link darin bestätigen, gilt die neue Adresse. Bis dahin melden Sie sich weiter mit Ihrer bisherigen E-Mail-Adresse an.',
      back: 'Zurück zu Meine Daten',
    },
  },
  changePassword: {
    title: 'Passwort ändern',
    back: 'Zurück zu Meine Daten',
    intro: 'Nach der Änderung werden Sie auf allen anderen Geräten abgemeldet.',
    current: 'Aktuelles Passwort',
    new: 'Neues Passwort',
    newHint: 'Mindestens 8 Zeichen. Am sichersten ist ein langer Satz, den nur Sie kennen.',
    confirmation: 'Neues Passwort wiederholen',
    submit: 'Passwort ändern',
    errors: {
      currentRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
      newRequired: 'Bitte geben Sie ein neues Passwort ein.',
      newMin: 'Geben Sie mind. 8 Zeichen ein.',
      newMax: 'Ihr Passwort darf höchstens 128 Zeichen lang sein.',
      confirmationRequired: 'Bitte wiederholen Sie Ihr neues Passwort.',
      mismatch: 'Passwörter stimmen nicht überein.',
      sameAsCurrent: 'Ihr neues Passwort muss sich von dem aktuellen unterscheiden.',
      wrongPassword: 'Ihr aktuelles Passwort ist nicht korrekt.',
      tooCommon: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.',
      wrongToken:
        'Der Link zum Ändern Ihres Passworts ist nicht mehr gültig. Bitte fordern Sie einen neuen an.',
    },
    changed: {
      title: 'Ihr Passwort wurde geändert',
      body: 'Ab sofort melden Sie sich mit Ihrem neuen Passwort an. Auf allen anderen Geräten wurden Sie abgemeldet.',
      close: 'Fertig',
    },
  },
  verification: {
    title: 'Kundenkonto bestätigen',
    back: 'Zurück zur Anmeldung',
    backToChoice: 'Andere Möglichkeit wählen',
    intro:
      'Für Ihr Kundenkonto ist noch kein Passwort hinterlegt. Bestätigen Sie, dass es Ihr Konto ist: Danach schicken wir Ihnen einen Link an Ihre hinterlegte E-Mail-Adresse, mit dem Sie Ihr Passwort festlegen.',
    choose: 'Womit möchten Sie sich ausweisen?',
    byOrderNumber: 'Mit einer Bestellnummer',
    byCustomerNumber: 'Mit Ihrer Kundennummer',
    byAddress: 'Mit Ihrer Adresse und Ihrem Geburtsdatum',
    orderNumber: {
      title: 'Mit Bestellnummer bestätigen',
      label: 'Bestellnummer',
      hint: 'Sie finden sie in Ihrer Bestellbestätigung und auf Ihrer Rechnung.',
      required: 'Bitte geben Sie eine Bestellnummer ein.',
    },
    customerNumber: {
      title: 'Mit Kundennummer bestätigen',
      label: 'Kundennummer',
      hint: 'Sie finden sie auf Ihrer Rechnung und im Lieferschein.',
      required: 'Bitte geben Sie Ihre Kundennummer ein.',
    },
    address: {
      title: 'Mit Adresse und Geburtsdatum bestätigen',
      street: 'Straße',
      streetNumber: 'Hausnummer',
      zipCode: 'Postleitzahl',
      dateOfBirth: 'Geburtsdatum',
      dateHint: 'Zum Beispiel 27.03.1980',
      streetRequired: 'Bitte geben Sie Ihre Straße ein.',
      streetNumberRequired: 'Bitte geben Sie Ihre Hausnummer ein.',
      zipCodeRequired: 'Bitte geben Sie Ihre Postleitzahl ein.',
      dateRequired: 'Bitte geben Sie Ihr Geburtsdatum ein.',
      dateInvalid: 'Bitte geben Sie Ihr Geburtsdatum als TT.MM.JJJJ ein.',
    },
    submit: 'Bestätigen',
    tooMany:
      'Sie haben es zu oft versucht. Bitte warten Sie eine Stunde oder rufen Sie uns an: <phone>{{phone}}</phone>.',
    expired:
      'Die Zeit für die Bestätigung ist abgelaufen. Bitte geben Sie Ihre E-Mail-Adresse bei der Anmeldung erneut ein.',
    toLogin: 'Zur Anmeldung',
    customerService: {
      title: 'Wir helfen Ihnen am Telefon weiter',
      body: 'Wir konnten Ihr Kundenkonto mit diesen Angaben nicht bestätigen. Unser Kundenservice bestätigt es gerne mit Ihnen: <phone>{{phone}}</phone> ({{hours}}).',
      retry: 'Noch einmal versuchen',
    },
    success: {
      title: 'Vielen Dank, Ihr Kundenkonto ist bestätigt',
      body: 'Wir haben Ihnen einen Link an Ihre hinterlegte E-Mail-Adresse geschickt. Damit legen Sie Ihr Passwort fest; er ist 24 Stunden gültig.',
    },
  },
  home: {
    completeProfile: {
      title: 'Vervollständigen Sie Ihr Profil',
      missing: 'Uns fehlen noch: {{parts}}.',
      parts: {
        salutation: 'Ihre Anrede',
        dateOfBirth: 'Ihr Geburtsdatum',
        phoneNumber: 'Ihre Telefonnummer',
      },
      howTo:
        'Ergänzen Sie sie bequem über unseren telefonischen Kundenservice: <phone>{{phone}}</phone> ({{hours}}).',
      deliveryAddress: 'Sie haben noch keine Lieferadresse hinterlegt.',
      addDeliveryAddress: 'Lieferadresse hinzufügen',
    },
    voucher: {
      title: 'Ihr Willkommensgutschein',
      titleMany: 'Ihre Gutscheine',
      code: 'Gutscheincode',
      value: {
        VALUE: '{{amount}} Rabatt',
        PERCENTAGE: '{{percent}} Rabatt',
        FREE_SHIPPING: 'Versandkostenfrei bestellen',
      },
      validUntil: 'Gültig bis {{date}}',
      minimumOrder: 'Ab einem Bestellwert von {{amount}}.',
      conditions:
        'Einmal einlösbar, nicht mit anderen Gutscheinen kombinierbar, keine Barauszahlung.',
      error: 'Ihren Gutschein können wir gerade nicht anzeigen.',
    },
  },
  privacyCentre: {
    title: 'Datenschutz & Einwilligungen',
    back: 'Zurück zu Meine Daten',
    intro:
      'Hier sehen Sie alle Einwilligungen und E-Mail-Einstellungen Ihres Kundenkontos und können jede einzeln ändern. Einen Widerruf setzen wir sofort um; für Newsletter und Marktforschung bestätigen Sie Ihre Anmeldung über einen Link, den wir Ihnen per E-Mail senden.',
    consents: {
      heading: 'Ihre Einwilligungen',
      error: 'Ihre Einwilligungen können wir gerade nicht anzeigen.',
      states: {
        ON: 'Aktiv',
        PENDING: 'Bestätigung per E-Mail ausstehend',
        OFF: 'Nicht aktiv',
      },
      topics: {
        NEWSLETTER: {
          label: 'Newsletter',
          hint: 'Angebote, Neuheiten und Aktionen per E-Mail.',
        },
        STOCK_REMINDERS: {
          label: 'Erinnerungen an Artikel',
          hint: 'Eine E-Mail, sobald ein ausverkaufter Artikel wieder lieferbar ist.',
        },
        MARKET_RESEARCH: {
          label: 'Marktforschung',
          hint: 'Einladungen zu Umfragen, mit denen wir unser Angebot verbessern.',
        },
        UPSELL_MAILS: {
          label: 'Passende Angebote zu Ihren Bestellungen',
          hint: 'E-Mails mit Artikeln, die zu Ihren Bestellungen passen.',
        },
        PERSONALISED_RECOMMENDATIONS: {
          label: 'Persönliche Empfehlungen',
          hint: 'Empfehlungen nach den Artikeln, die Sie angesehen und bestellt haben.',
        },
        TRACKING: {
          label: 'Nutzungsanalyse (Tracking)',
          hint: 'Wir werten aus, wie Sie unseren Shop nutzen, um ihn zu verbessern.',
        },
      },
      pendingHint:
        'Bitte bestätigen Sie über den Link in der E-Mail, die wir Ihnen gesendet haben.',
      remindersFor: 'Erinnerungen für: {{products}}',
      remindersInShop: 'Erinnerungen bestellen Sie im Shop beim jeweiligen Artikel.',
      frequency: {
        legend: 'Wie oft möchten Sie den Newsletter erhalten?',
        EVERY_ISSUE: 'Jede Ausgabe',
        WEEKLY: 'Einmal pro Woche',
      },
      saved: '{{topic}}: Ihre Einstellung ist gespeichert.',
      mailSent:
        '{{topic}}: Wir haben Ihnen eine E-Mail gesendet. Bitte bestätigen Sie Ihre Anmeldung über den Link darin.',
      frequencySaved: 'Newsletter: Die Häufigkeit ist gespeichert.',
      failed:
        'Ihre Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es noch einmal.',
      tooMany:
        'Wir haben Ihnen bereits eine E-Mail gesendet. Bitte bestätigen Sie über den Link darin oder versuchen Sie es später noch einmal.',
    },
    log: {
      heading: 'Protokoll Ihrer Änderungen',
      caption: 'Ihre letzten Änderungen an Einwilligungen, die neueste zuerst',
      time: 'Zeitpunkt',
      topic: 'Einwilligung',
      change: 'Änderung',
      source: 'Über',
      empty: 'Sie haben noch keine Einwilligung erteilt oder geändert.',
      error: 'Das Protokoll können wir gerade nicht anzeigen.',
      topics: {
        NEWSLETTER: 'Newsletter',
        STOCK_REMINDERS: 'Erinnerung an Artikel',
        MARKET_RESEARCH: 'Marktforschung',
        UPSELL_MAILS: 'Passende Angebote',
        PERSONALISED_RECOMMENDATIONS: 'Persönliche Empfehlungen',
        TRACKING: 'Nutzungsanalyse',
      },
      changes: {
        REQUESTED: 'Angemeldet, Bestätigung angefordert',
        GRANTED: 'Eingewilligt',
        WITHDRAWN: 'Widerrufen',
        FREQUENCY_CHANGED: 'Häufigkeit geändert',
      },
      frequencies: { EVERY_ISSUE: 'jede Ausgabe', WEEKLY: 'einmal pro Woche' },
      sources: {
        PRIVACY_CENTRE: 'Datenschutz & Einwilligungen',
        DOI_LINK: 'Bestätigungslink in der E-Mail',
        UNSUBSCRIBE_LINK: 'Abmeldelink in der E-Mail',
        ONE_CLICK_UNSUBSCRIBE: 'Abmelden im E-Mail-Programm',
        SHOP: 'Shop',
      },
    },
  },
  notFound: {
    title: 'Diese Seite gibt es leider nicht',
    body: 'Alles aus diesem Bereich finden Sie auf seiner Startseite.',
    action: 'Zur Startseite des Bereichs',
  },
};

export type ProfileCatalogue = typeof profile;
