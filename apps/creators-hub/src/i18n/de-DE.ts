/** Texts of the creators hub. */
export const creatorsHub = {
  frame: {
    name: 'Creators Hub',
    tagline: 'Live-Shopping mit unseren Creatorn',
    skipToContent: 'Zum Inhalt springen',
    navigation: 'Creators Hub',
    live: 'Live & demnächst',
    followed: 'Gefolgte Creator',
    account: 'Mein Konto',
    startFailed:
      'Der Creators Hub lässt sich gerade nicht laden. Bitte versuchen Sie es später noch einmal.',
  },
  live: {
    title: 'Live & demnächst',
    liveNow: 'Jetzt live',
    upcoming: 'Demnächst',
    noneLive: 'Gerade ist niemand live. Die nächsten Streams sehen Sie unten.',
    noneUpcoming: 'Zurzeit sind keine weiteren Streams geplant.',
    error: 'Die Streams konnten wir gerade nicht laden.',
    running: 'Läuft gerade: {{title}}',
    watch: 'Live ansehen',
    watchLabel: 'Live ansehen: {{title}}',
    startsAt: '{{title}}, {{date}} um {{time}} Uhr',
  },
  creator: {
    back: 'Zurück zu Live & demnächst',
    error: 'Diesen Creator konnten wir gerade nicht laden.',
    notFound: 'Diesen Creator gibt es nicht (mehr).',
    pictureOf: 'Bild von {{name}}',
    live: 'Jetzt live',
    running: 'Läuft gerade: {{title}}',
    schedule: 'Geplante Streams',
    noSchedule: 'Zurzeit sind keine Streams geplant.',
    streamAt: '{{date}} um {{time}} Uhr: {{title}}',
    follow: 'Folgen',
    unfollow: 'Entfolgen',
    following: 'Sie folgen {{name}}.',
    followed: 'Sie folgen {{name}} jetzt.',
    unfollowed: 'Sie folgen {{name}} nicht mehr.',
    loginToFollow: 'Anmelden, um {{name}} zu folgen',
    changeFailed: 'Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal.',
  },
  notFound: {
    title: 'Diese Seite gibt es leider nicht',
    body: 'Wer gerade live ist und was demnächst läuft, sehen Sie auf der Startseite des Creators Hub.',
    action: 'Zu Live & demnächst',
  },
};

export type CreatorsHubCatalogue = typeof creatorsHub;
