/** Texts of the creators area. */
export const creators = {
  followed: {
    title: 'Gefolgte Creator',
    back: 'Zurück zu Mein Konto',
    backToHub: 'Zurück zu Live & demnächst',
    intro:
      'Die Creator, denen Sie folgen: wer gerade live ist und wann der nächste Stream beginnt.',
    error: 'Ihre gefolgten Creator konnten wir gerade nicht laden.',
    live: 'Jetzt live',
    liveStream: 'Läuft gerade: {{title}}',
    nextStream: 'Nächster Stream: {{title}}, {{date}} um {{time}} Uhr',
    noStream: 'Noch kein Stream geplant',
    pictureOf: 'Bild von {{name}}',
    toCreator: 'Zur Seite von {{name}}',
    unfollow: 'Entfolgen',
    unfollowOf: '{{name}} entfolgen',
    unfollowed: 'Sie folgen {{name}} nicht mehr.',
    undo: 'Rückgängig machen',
    undoOf: 'Entfolgen von {{name}} rückgängig machen',
    followedAgain: 'Sie folgen {{name}} wieder.',
    changeFailed: 'Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal.',
    empty: {
      title: 'Sie folgen noch keinem Creator',
      body: 'Im Creators Hub sehen Sie, wer gerade live ist, und können Ihren Lieblings-Creatorn folgen.',
      action: 'Zum Creators Hub',
      actionInHub: 'Zu Live & demnächst',
    },
  },
  notFound: {
    title: 'Diese Seite gibt es leider nicht',
    body: 'Alles aus diesem Bereich finden Sie auf seiner Startseite.',
    action: 'Zur Startseite des Bereichs',
  },
};

export type CreatorsCatalogue = typeof creators;
