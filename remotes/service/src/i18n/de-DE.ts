/** Texts of the service area. */
export const service = {
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
