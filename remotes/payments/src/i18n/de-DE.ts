/** Texts of the payments area. */
export const payments = {
  methods: {
    title: 'Zahlungsarten',
    back: 'Zurück zu Mein Konto',
    error: 'Ihre Zahlungsarten konnten nicht geladen werden.',
    listTitle: 'Ihre Zahlungsarten',
    preferred: 'Bevorzugt',
    names: {
      INVOICE: 'Rechnung',
      DIRECT_DEBIT: 'Lastschrift',
      PAYPAL: 'PayPal',
      INSTALLMENT: 'Ratenkauf',
      INVALID_METHOD: 'Unbekannte Zahlungsart',
    },
    descriptions: {
      INVOICE: 'Sie zahlen nach Erhalt der Ware.',
      DIRECT_DEBIT: 'Wir buchen den Betrag von Ihrem Konto ab.',
      PAYPAL: 'Wählen Sie PayPal bei Ihrer Bestellung.',
      INSTALLMENT:
        'Ratenkauf vereinbaren Sie bei Ihrer Bestellung. Er kann nicht Ihre bevorzugte Zahlungsart sein.',
      INVALID_METHOD:
        'Diese Zahlungsart bieten wir nicht mehr an. Bitte wählen Sie eine andere Zahlungsart.',
    },
    empty: 'Für Ihr Kundenkonto ist noch keine Zahlungsart hinterlegt.',
  },
  preferred: {
    legend: 'Bevorzugte Zahlungsart',
    hint: 'Diese Zahlungsart schlagen wir Ihnen bei Ihrer nächsten Bestellung vor.',
    submit: 'Bevorzugte Zahlungsart speichern',
    success: 'Ihre bevorzugte Zahlungsart wurde gespeichert.',
    error:
      'Ihre bevorzugte Zahlungsart konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    bankDetailsRequired: 'Für die Lastschrift hinterlegen Sie bitte zuerst Ihre Bankverbindung.',
    notPreferable: 'Diese Zahlungsart kann nicht Ihre bevorzugte Zahlungsart sein.',
  },
  bank: {
    title: 'Bankverbindung',
    accountHolder: 'Kontoinhaber',
    bankName: 'Bank',
    iban: 'IBAN',
    ibanMaskedLabel: 'IBAN, endet auf {{end}}',
    none: 'Sie haben noch keine Bankverbindung hinterlegt.',
    add: 'Bankverbindung hinzufügen',
    change: 'Bankverbindung ändern',
    delete: 'Bankverbindung löschen',
    saved:
      'Ihre Bankverbindung wurde gespeichert. Wir haben Ihnen eine Bestätigung per E-Mail geschickt.',
    deleted:
      'Ihre Bankverbindung wurde gelöscht. Wir haben Ihnen eine Bestätigung per E-Mail geschickt.',
    deleteModal: {
      title: 'Bankverbindung löschen?',
      body: 'Ohne Bankverbindung können wir nicht per Lastschrift abbuchen.',
      preferredFallback: 'Ihre bevorzugte Zahlungsart wird dann Rechnung.',
      keep: 'Bankverbindung behalten',
      confirm: 'Jetzt löschen',
      error: 'Ihre Bankverbindung konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
    },
  },
  edit: {
    titleAdd: 'Bankverbindung hinzufügen',
    titleChange: 'Bankverbindung ändern',
    back: 'Zurück zu Zahlungsarten',
    loadError: 'Ihre Bankverbindung konnte nicht geladen werden.',
    intro: 'Mit Ihrer Bankverbindung können Sie per Lastschrift bezahlen.',
    accountHolder: 'Kontoinhaber',
    iban: 'IBAN',
    ibanHint:
      'Die IBAN Ihres deutschen Kontos: DE und 20 Ziffern, z. B. DE12 3456 7890 1234 5678 90',
    submit: 'Bankverbindung speichern',
    cancel: 'Abbrechen',
    verifying: 'IBAN wird geprüft …',
    saving: 'Bankverbindung wird gespeichert …',
    verifyError: 'Ihre IBAN konnte gerade nicht geprüft werden. Bitte versuchen Sie es erneut.',
    saveError:
      'Ihre Bankverbindung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    errors: {
      accountHolderRequired: 'Bitte geben Sie den Kontoinhaber ein.',
      ibanRequired: 'Bitte geben Sie Ihre IBAN ein.',
      ibanPattern:
        'Bitte geben Sie eine deutsche IBAN ein: DE und 20 Ziffern, z. B. DE12 3456 7890 1234 5678 90.',
      ibanInvalid: 'Diese IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.',
    },
  },
  terms: {
    title: 'Zahlungsbedingungen',
    invoice: 'Kauf auf Rechnung: Bitte zahlen Sie innerhalb von 14 Tagen nach Erhalt der Ware.',
    directDebit: 'Lastschrift: Wir buchen den Betrag 5 Tage nach Versand von Ihrem Konto ab.',
  },
  tile: {
    title: 'Bevorzugte Zahlungsart',
    error: 'Ihre Zahlungsart konnte nicht geladen werden.',
    none: 'Noch keine bevorzugte Zahlungsart gewählt.',
    manage: 'Zahlungsarten verwalten',
  },
  notFound: {
    title: 'Diese Seite gibt es leider nicht',
    body: 'Alles aus diesem Bereich finden Sie auf seiner Startseite.',
    action: 'Zur Startseite des Bereichs',
  },
};

export type PaymentsCatalogue = typeof payments;
