/** Texts of the profile area. */
export const profile = {
  overview: {
    title: 'Meine Daten',
    back: 'Zurück zu Mein Konto',
    greeting: 'Hallo {{firstName}} {{lastName}}',
    welcome: 'Willkommen',
    intro: 'Diesen Bereich bauen wir gerade für Sie aus. Schauen Sie gerne regelmäßig vorbei.',
  },
  notFound: {
    title: 'Diese Seite gibt es leider nicht',
    body: 'Alles aus diesem Bereich finden Sie auf seiner Startseite.',
    action: 'Zur Startseite des Bereichs',
  },
};

export type ProfileCatalogue = typeof profile;
