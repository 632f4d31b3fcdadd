/** Texts of the service area: contacts, the support form and referrals. */
export const service = {
  contacts: {
    title: 'Kontakt',
    back: 'Zurück zu Mein Konto',
    intro:
      'Sie haben eine Frage zu Ihrer Bestellung, zur Lieferung oder zu Ihrem Kundenkonto? Wir helfen Ihnen gerne weiter.',
    phoneTitle: 'Telefon',
    phoneText: 'Unser Kundenservice ist {{hours}} für Sie da, kostenfrei:',
    mailTitle: 'E-Mail',
    mailText: 'Schreiben Sie uns an',
    formTitle: 'Kontaktformular',
    formText:
      'Schreiben Sie uns direkt aus Ihrem Konto. Wir antworten in der Regel innerhalb von zwei Werktagen.',
    formAction: 'Nachricht schreiben',
    faqTitle: 'Häufige Fragen',
    faqText: 'Viele Antworten finden Sie sofort in unserer Hilfe.',
    faqAction: 'Zur Hilfe und zu häufigen Fragen',
  },
  customerSupport: {
    form: {
      title: 'Nachricht an den Kundenservice',
      back: 'Zurück zu Kontakt',
      intro: 'Alle Felder sind Pflichtfelder, sofern nicht anders angegeben.',
      topic: 'Worum geht es?',
      topicPlaceholder: 'Bitte wählen',
      topics: {
        order: 'Bestellung',
        delivery: 'Lieferung',
        return: 'Rücksendung',
        payment: 'Zahlung und Rechnung',
        account: 'Kundenkonto',
        accessibility: 'Barrierefreiheit',
        other: 'Sonstiges',
      },
      orderNumber: 'Bestellung (optional)',
      orderNumberHint: 'Wählen Sie die Bestellung, um die es geht.',
      noOrder: 'Keine bestimmte Bestellung',
      orderOption: 'Bestellung {{number}} vom {{date}}',
      ordersLoading: 'Ihre Bestellungen werden geladen …',
      ordersUnavailable:
        'Ihre Bestellungen konnten gerade nicht geladen werden. Nennen Sie die Bestellnummer gerne in Ihrer Nachricht.',
      message: 'Ihre Nachricht',
      messageHint: 'Mindestens {{min}} und höchstens {{max}} Zeichen.',
      charactersLeft: 'Noch {{count}} Zeichen',
      tooManyCharacters: '{{count}} Zeichen zu viel',
      email: 'E-Mail-Adresse für unsere Antwort',
      emailHint:
        'An diese Adresse antworten wir. Die Bestätigung mit Ihrer Nachricht senden wir an die E-Mail-Adresse Ihres Kundenkontos.',
      submit: 'Nachricht senden',
      required: {
        topic: 'Bitte wählen Sie aus, worum es geht.',
        message: 'Bitte geben Sie Ihre Nachricht ein.',
        email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      },
      invalid: {
        messageShort: 'Ihre Nachricht muss mindestens {{min}} Zeichen lang sein.',
        messageLong:
          'Ihre Nachricht darf höchstens {{max}} Zeichen lang sein. Bitte kürzen Sie sie.',
        messageCharacters:
          'Ihre Nachricht enthält unsichtbare Steuer- oder Formatierungszeichen, die wir nicht annehmen können. Bitte geben Sie sie neu ein.',
        email: 'Bitte geben Sie eine einzelne gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
        orderNumber:
          'Diese Bestellung können wir Ihrem Konto nicht zuordnen. Bitte wählen Sie eine Ihrer Bestellungen.',
      },
      genericError:
        'Ihre Nachricht konnte leider nicht gesendet werden. Bitte versuchen Sie es noch einmal – Ihre Eingaben bleiben erhalten.',
      tooMany:
        'Sie haben uns in der letzten Stunde schon mehrere Nachrichten gesendet. Bitte versuchen Sie es später noch einmal oder rufen Sie uns an.',
      success: {
        title: 'Vielen Dank für Ihre Nachricht',
        body: 'Wir haben Ihre Anfrage erhalten und eine Bestätigung an die E-Mail-Adresse Ihres Kundenkontos ({{email}}) gesendet. Wir antworten an {{replyTo}}, in der Regel innerhalb von zwei Werktagen.',
      },
    },
  },
  referrals: {
    title: 'Meine Empfehlungen',
    back: 'Zurück zu Mein Konto',
    intro:
      'Empfehlen Sie uns weiter: Wer über Ihren Link zum ersten Mal bestellt, erhält {{friendReward}} Rabatt. Sie erhalten für jede dieser ersten Bestellungen einen Gutschein über {{referrerReward}}.',
    conditions:
      'Den Gutschein erhalten Sie per E-Mail, sobald die erste Bestellung über Ihren Link bezahlt und nicht zurückgesendet ist.',
    linkLabel: 'Ihr persönlicher Empfehlungslink',
    codeLabel: 'Ihr Empfehlungscode',
    shareTitle: 'Link teilen',
    shareMail: 'Per E-Mail teilen',
    shareWhatsApp: 'Per WhatsApp teilen',
    copy: 'Link kopieren',
    copied: 'Link kopiert',
    copyFailed:
      'Der Link konnte nicht kopiert werden. Bitte markieren Sie ihn im Feld oben und kopieren Sie ihn selbst.',
    mailSubject: 'Mein Tipp: Shop24 Direkt',
    shareText:
      'Ich kaufe gerne bei Shop24 Direkt ein. Mit meinem Link erhältst du {{friendReward}} Rabatt auf deine erste Bestellung: {{link}}',
    error: 'Ihr Empfehlungslink konnte gerade nicht geladen werden.',
  },
  overview: {
    title: 'Kundenservice',
    back: 'Zurück zu Mein Konto',
    greeting: 'Hallo {{firstName}} {{lastName}}',
    welcome: 'Willkommen',
    intro: 'Diesen Bereich bauen wir gerade für Sie aus. Schauen Sie gerne regelmäßig vorbei.',
  },
  productHistory: {
    title: 'Zuletzt angesehen',
    back: 'Zurück zu Mein Konto',
    intro: 'Die Artikel, die Sie sich im Shop zuletzt angesehen haben.',
    viewedTitle: 'Ihre zuletzt angesehenen Artikel',
    listLabel: 'Zuletzt angesehene Artikel',
    error: 'Ihre zuletzt angesehenen Artikel konnten nicht geladen werden.',
    empty: {
      title: 'Noch keine Artikel angesehen',
      body: 'Sobald Sie sich im Shop Artikel ansehen, finden Sie die letzten sechs hier wieder.',
      action: 'Zum Shop',
    },
    recommendations: { title: 'Das könnte Ihnen auch gefallen' },
  },
  topDeals: {
    title: 'Top-Angebote',
    empty: 'Gerade können wir Ihnen keine Angebote zeigen. Schauen Sie gleich noch einmal vorbei.',
  },
  recommendations: {
    empty: 'Gerade haben wir keine Empfehlungen für Sie. Schauen Sie gleich noch einmal vorbei.',
    retry: 'Erneut laden',
    reason: {
      TOP_DEAL: 'Eines unserer besten Angebote',
      CATEGORY_OF_VIEWS: 'Weil Sie sich Artikel aus {{category}} angesehen haben',
      CATEGORY_OF_ORDERS: 'Weil Sie Artikel aus {{category}} bestellt haben',
    },
    category: {
      jewellery: 'Schmuck',
      cosmetics: 'Beauty & Pflege',
      kitchen: 'Küche',
      fashion: 'Mode',
      home: 'Wohnen',
      garden: 'Garten',
    },
  },
  notFound: {
    title: 'Diese Seite gibt es leider nicht',
    body: 'Alles aus diesem Bereich finden Sie auf seiner Startseite.',
    action: 'Zur Startseite des Bereichs',
  },
};

export type ServiceCatalogue = typeof service;
