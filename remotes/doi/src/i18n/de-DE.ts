/** Texts of the doi area: the pages customers reach from e-mail links. */
export const doi = {
  link: {
    missing: 'Dieser Link ist unvollständig. Bitte öffnen Sie ihn direkt aus unserer E-Mail.',
    expired:
      'Dieser Link ist nicht mehr gültig: Er wurde schon verwendet, durch einen neueren ersetzt oder ist abgelaufen.',
    failed: 'Da hat etwas nicht geklappt. Bitte versuchen Sie es noch einmal.',
    toShop: 'Weiter einkaufen',
  },
  newsletterConfirmation: {
    title: 'Newsletter-Anmeldung bestätigen',
    intro:
      'Bitte bestätigen Sie, dass Sie unseren Newsletter mit den besten Angeboten und Neuheiten erhalten möchten.',
    confirm: 'Anmeldung bestätigen',
    successTitle: 'Vielen Dank für Ihre Anmeldung!',
    successBody:
      'Ab sofort erhalten Sie unseren Newsletter mit exklusiven Angeboten. Die erste Ausgabe ist schon auf dem Weg zu Ihnen.',
    topDeals: 'Zu den Top-Deals',
  },
  newsletterCancel: {
    title: 'Newsletter abbestellen',
    intro: 'Sie erhalten unseren Newsletter an {{email}}. Was möchten Sie tun?',
    legend: 'Ihre Auswahl',
    reduceFrequency: 'Newsletter seltener erhalten: nur noch einmal pro Woche',
    unsubscribe: 'Newsletter abbestellen',
    alreadyWeekly: 'Sie erhalten den Newsletter bereits nur einmal pro Woche.',
    required: 'Bitte wählen Sie, ob Sie den Newsletter seltener erhalten oder abbestellen möchten.',
    submit: 'Auswahl bestätigen',
    missingId:
      'Diesem Link fehlt die Nummer Ihres Abonnements. Bitte öffnen Sie den Abmeldelink direkt aus Ihrem Newsletter.',
    loadError: 'Ihr Newsletter-Abonnement konnte gerade nicht geladen werden.',
    notFoundTitle: 'Kein Newsletter-Abonnement gefunden',
    notFoundBody:
      'Zu diesem Link gibt es kein aktives Abonnement. Vielleicht haben Sie den Newsletter bereits abbestellt.',
    reducedTitle: 'Sie erhalten den Newsletter jetzt wöchentlich',
    reducedBody:
      'Ab sofort schicken wir Ihnen unseren Newsletter nur noch einmal pro Woche an {{email}}.',
    unsubscribedTitle: 'Sie haben den Newsletter abbestellt',
    unsubscribedBody: 'Sie erhalten keinen Newsletter mehr an {{email}}. Schade, dass Sie gehen!',
  },
  stockReminder: {
    confirmTitle: 'Erinnerung bestätigen',
    confirmIntro:
      'Bitte bestätigen Sie, dass wir Ihnen eine E-Mail schicken sollen, sobald der Artikel wieder lieferbar ist.',
    confirm: 'Erinnerung bestätigen',
    confirmedTitle: 'Ihre Erinnerung ist aktiv',
    confirmedBody: 'Sobald „{{product}}“ wieder lieferbar ist, schicken wir Ihnen eine E-Mail.',
    unsubscribeTitle: 'Erinnerung abbestellen',
    unsubscribeIntro:
      'Sie möchten keine E-Mail erhalten, wenn der Artikel wieder lieferbar ist? Dann bestellen Sie die Erinnerung hier ab.',
    unsubscribe: 'Erinnerung abbestellen',
    unsubscribedTitle: 'Erinnerung abbestellt',
    unsubscribedBody: 'Sie erhalten keine Erinnerung zu „{{product}}“.',
    error:
      'Ihre Erinnerung konnte nicht bearbeitet werden: Der Link ist nicht mehr gültig. Bitte fordern Sie im Shop eine neue Erinnerung an.',
  },
  emailChange: {
    title: 'Neue E-Mail-Adresse bestätigen',
    intro:
      'Bitte bestätigen Sie, dass Sie Mein Konto künftig mit dieser E-Mail-Adresse nutzen möchten. Erst danach gilt die neue Adresse.',
    confirm: 'E-Mail-Adresse bestätigen',
    successTitle: 'Ihre E-Mail-Adresse ist geändert',
    successBody: 'Ab sofort melden Sie sich mit {{email}} an und erhalten alle E-Mails dorthin.',
    toProfile: 'Zu meinen Daten',
    taken:
      'Diese E-Mail-Adresse gehört inzwischen zu einem anderen Kundenkonto. Bitte ändern Sie Ihre E-Mail-Adresse in Mein Konto erneut.',
  },
  emailChangeUndo: {
    title: 'Änderung Ihrer E-Mail-Adresse rückgängig machen',
    intro:
      'Sie haben Ihre E-Mail-Adresse nicht selbst geändert? Dann holen Sie sich Ihr Kundenkonto hier zurück: Es gilt wieder Ihre bisherige E-Mail-Adresse, Sie werden auf allen Geräten abgemeldet, Ihr Passwort wird gelöscht und alle Passkeys und verknüpften Anmeldungen über Apple, Google oder Facebook werden entfernt. Einen Link für ein neues Passwort schicken wir Ihnen an Ihre bisherige Adresse.',
    confirm: 'Änderung rückgängig machen',
    successTitle: 'Die Änderung ist rückgängig gemacht',
    successBody:
      'Ihre E-Mail-Adresse ist wieder {{email}}. Sie wurden auf allen Geräten abgemeldet, und alle Passkeys und verknüpften Anmeldungen sind entfernt. Über den Link, den wir Ihnen gerade an diese Adresse geschickt haben, legen Sie ein neues Passwort fest. Ihre eigenen Passkeys richten Sie danach im Bereich „Sicherheit“ neu ein.',
    toLogin: 'Zur Anmeldung',
    taken:
      'Ihre bisherige E-Mail-Adresse gehört inzwischen zu einem anderen Kundenkonto. Bitte rufen Sie uns an, wir helfen Ihnen weiter.',
  },
  research: {
    title: 'Teilnahme an Kundenbefragungen bestätigen',
    intro:
      'Bitte bestätigen Sie, dass wir Sie zu Kundenbefragungen einladen dürfen. Ihre Einwilligung können Sie jederzeit beim Kundenservice widerrufen.',
    confirm: 'Einwilligung bestätigen',
    successTitle: 'Vielen Dank für Ihre Einwilligung',
    successBody:
      'Wir laden Sie künftig zu unseren Kundenbefragungen ein. Ihre Meinung hilft uns, besser zu werden.',
    alreadyConfirmed: 'Sie haben Ihre Teilnahme an Kundenbefragungen bereits bestätigt.',
  },
  upsell: {
    title: 'Empfehlungen per E-Mail abbestellen',
    intro: 'Sie möchten keine persönlichen Empfehlungen mehr per E-Mail an {{email}} erhalten?',
    confirm: 'Empfehlungen abbestellen',
    successTitle: 'Sie sind abgemeldet',
    successBody:
      'Sie erhalten keine Empfehlungen mehr per E-Mail. Ihr Newsletter-Abonnement bleibt davon unberührt.',
  },
  notFound: {
    title: 'Diese Seite gibt es leider nicht',
    body: 'Die Seiten dieses Bereichs öffnen Sie über die Links in unseren E-Mails.',
    action: 'Zu Mein Konto',
  },
};

export type DoiCatalogue = typeof doi;
