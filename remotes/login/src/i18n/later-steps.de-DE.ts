/**
 * Texts of the login's steps after the username and of its own pages (forgot, set password, magic
 * link): loaded with those steps' chunks (screens/later-steps.ts), so the username step does not
 * wait for them. Merged into the login namespace beside de-DE.ts.
 */
export const loginLaterSteps = {
  socialLogin: {
    callbackTitle: 'Anmeldung mit {{provider}}',
    inProgress: 'Sie werden angemeldet …',
    backToLogin: 'Zur Anmeldung',
    cancelled: {
      title: 'Anmeldung abgebrochen',
      body: 'Sie haben die Anmeldung mit {{provider}} abgebrochen. Es wurde nichts gespeichert.',
    },
    link: {
      title: 'Konto verknüpfen',
      intro:
        'Zu {{email}} gibt es bereits ein Kundenkonto. Bestätigen Sie mit dessen Passwort, dass es Ihres ist – danach können Sie sich auch mit {{provider}} anmelden.',
      password: 'Passwort Ihres Kundenkontos',
      passwordMissing: 'Bitte geben Sie Ihr Passwort ein.',
      submit: 'Konto verknüpfen',
      byMail: 'Passwort nicht zur Hand? Link per E-Mail senden',
      mailSent:
        'Wir haben Ihnen eine E-Mail an {{email}} geschickt. Öffnen Sie den Link darin in diesem Browser.',
      confirmIntro:
        'Verknüpfen Sie Ihre Anmeldung mit Ihrem Kundenkonto. Danach sind Sie angemeldet.',
      expired:
        'Dieser Link ist abgelaufen oder wurde schon verwendet. Bitte melden Sie sich erneut an.',
      otherBrowser:
        'Bitte öffnen Sie den Link in dem Browser, in dem Sie die Verknüpfung angefordert haben.',
      emailNotConfirmed:
        'Zu dieser E-Mail-Adresse gibt es ein Kundenkonto, dessen E-Mail-Adresse noch nicht bestätigt ist. Bitte melden Sie sich mit einem Anmeldelink oder über „Passwort vergessen?“ an; danach können Sie es verknüpfen.',
    },
    linkMailed:
      'Sie sind angemeldet. Die E-Mail-Adresse Ihres Kundenkontos ist noch nicht bestätigt. Wir haben Ihnen deshalb eine E-Mail geschickt: Bitte bestätigen Sie darin innerhalb von 24 Stunden Ihre E-Mail-Adresse. Erst danach können Sie sich auch mit {{provider}} anmelden.',
    confirm: {
      title: 'E-Mail-Adresse bestätigen',
      intro:
        'Bestätigen Sie Ihre E-Mail-Adresse. Danach können Sie sich auch mit dem Konto bei Apple, Google oder Facebook anmelden, mit dem Sie Ihr Kundenkonto angelegt haben.',
      submit: 'E-Mail-Adresse bestätigen',
      doneTitle: 'E-Mail-Adresse bestätigt',
      done: 'Vielen Dank! Ihre E-Mail-Adresse ist bestätigt. Ab sofort können Sie sich auch mit {{provider}} anmelden.',
      expired:
        'Dieser Link ist abgelaufen oder wurde schon verwendet. Haben Sie Ihre E-Mail-Adresse damit bereits bestätigt, ist nichts weiter zu tun. Sonst hilft Ihnen unser Kundenservice gerne weiter.',
    },
  },
  password: {
    label: 'Passwort',
    required: 'Bitte geben Sie Ihr Passwort ein.',
    submit: 'Anmelden',
    loggedInAs: 'Anmelden als',
    changeUsername: 'Ändern',
    stayLoggedIn: 'Angemeldet bleiben',
    show: 'Passwort anzeigen',
    hide: 'Passwort verbergen',
  },
  passwordUnknown: {
    intro:
      'Kein Problem: Melden Sie sich mit einem Link per E-Mail an oder legen Sie ein neues Passwort fest.',
    reset: 'Neues Passwort festlegen',
    back: 'Zurück zur Anmeldung mit Passwort',
  },
  magicLink: {
    send: 'Login-Link per E-Mail senden',
    sending: 'Login-Link wird gesendet …',
    sent: 'Login-Link gesendet',
    disabled: 'Bitte warten Sie einen Moment',
    success:
      'Wenn ein Kundenkonto zu {{username}} existiert, haben wir Ihnen einen Login-Link geschickt. Er ist 15 Minuten gültig.',
    tooMany: 'Sie haben mehrere Login-Links angefordert. Bitte warten Sie einige Minuten.',
    page: {
      title: 'Mit Login-Link anmelden',
      intro: 'Sie haben einen Login-Link angefordert. Bitte bestätigen Sie die Anmeldung.',
      confirm: 'Jetzt anmelden',
      missing: 'Dieser Link ist unvollständig. Bitte fordern Sie einen neuen Login-Link an.',
      expired:
        'Dieser Login-Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
      toLogin: 'Zur Anmeldung',
    },
  },
  createAccount: {
    salutation: 'Anrede',
    salutationHint: 'Für Ihre Lieferadresse und unsere Post an Sie.',
    salutations: { MS: 'Frau', MR: 'Herr' },
    firstName: 'Vorname',
    lastName: 'Nachname',
    street: 'Straße',
    streetNumber: 'Hausnummer',
    addressAddition: 'Adresszusatz (optional)',
    zipCode: 'Postleitzahl',
    city: 'Ort',
    dateOfBirth: 'Geburtsdatum',
    dateOfBirthHint: 'Zum Beispiel 14.05.1979',
    password: 'Passwort',
    passwordHint: 'Mindestens 8 Zeichen. Ein langer Satz ist sicher und leicht zu merken.',
    newsletterConsent: 'Ja, ich möchte den Newsletter mit Angeboten per E-Mail erhalten.',
    newsletterHint:
      'Die Abmeldung ist jederzeit möglich, mit dem Link in jedem Newsletter oder unter Datenschutz & Einwilligungen in Ihrem Kundenkonto.',
    submit: 'Kundenkonto anlegen',
    legal:
      'Es gelten unsere <terms>Allgemeinen Geschäftsbedingungen (öffnet in neuem Tab)</terms>. Wie wir Ihre Daten verarbeiten, lesen Sie in unserer <privacy>Datenschutzerklärung (öffnet in neuem Tab)</privacy>.',
    required: {
      salutation: 'Bitte wählen Sie Ihre Anrede.',
      firstName: 'Bitte geben Sie Ihren Vornamen ein.',
      lastName: 'Bitte geben Sie Ihren Nachnamen ein.',
      street: 'Bitte geben Sie Ihre Straße ein.',
      streetNumber: 'Bitte geben Sie Ihre Hausnummer ein.',
      zipCode: 'Bitte geben Sie Ihre Postleitzahl ein.',
      city: 'Bitte geben Sie Ihren Ort ein.',
      dateOfBirth: 'Bitte geben Sie Ihr Geburtsdatum ein.',
    },
    invalid: {
      firstName: 'Bitte geben Sie Ihren Vornamen ohne Sonderzeichen ein.',
      lastName: 'Bitte geben Sie Ihren Nachnamen ohne Sonderzeichen ein.',
      street: 'Bitte geben Sie Ihre Straße ohne Sonderzeichen ein.',
      streetNumber: 'Bitte geben Sie eine gültige Hausnummer ein, z. B. 12 oder 12a.',
      zipCode: 'Bitte geben Sie eine gültige Postleitzahl ein ({{digits}} Ziffern).',
      city: 'Bitte geben Sie Ihren Ort ohne Sonderzeichen ein.',
      addressAddition: 'Bitte geben Sie den Adresszusatz ohne Sonderzeichen ein.',
      dateOfBirth: 'Bitte geben Sie Ihr Geburtsdatum als TT.MM.JJJJ ein.',
      adult: 'Sie müssen mindestens 18 Jahre alt sein.',
    },
    invalidEmailError: 'Diese E-Mail-Adresse ist ungültig. Bitte prüfen Sie Ihre Eingabe.',
    emailExistsError:
      'Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
  },
  lightAccount: {
    intro:
      'Legen Sie mit Ihrem Namen ein Kundenkonto an. Ihr Passwort legen Sie danach über den Link in unserer E-Mail fest.',
    submit: 'Weiter',
  },
  doi: {
    light:
      'Wir haben Ihnen eine E-Mail an {{email}} geschickt. Bitte bestätigen Sie darin innerhalb von 24 Stunden Ihre E-Mail-Adresse und legen Sie Ihr Passwort fest.',
    withoutPassword:
      'Ihr Kundenkonto ist angelegt. Wir haben Ihnen eine E-Mail an {{email}} geschickt, mit der Sie innerhalb von 24 Stunden Ihr Passwort festlegen.',
    loggedIn:
      'Ihr Kundenkonto ist angelegt und Sie sind angemeldet. Eine Bestätigung haben wir an {{email}} geschickt.',
    socialLinkPending:
      'Ihr Kundenkonto ist angelegt und Sie sind angemeldet. Wir haben Ihnen eine E-Mail an {{email}} geschickt: Bitte bestätigen Sie darin innerhalb von 24 Stunden Ihre E-Mail-Adresse. Erst danach können Sie sich auch mit {{provider}} anmelden.',
    toAccount: 'Weiter zu Mein Konto',
  },
  accountVerification: {
    intro:
      'Für Ihr Kundenkonto ist noch kein Passwort hinterlegt. Bestätigen Sie, dass die E-Mail-Adresse Ihnen gehört: Wir schicken Ihnen einen Link, mit dem Sie Ihr Passwort festlegen.',
    send: 'Link zum Passwort festlegen senden',
    sent: 'Wenn ein Kundenkonto zu {{username}} existiert, ist ein Link unterwegs. Bitte sehen Sie in Ihr Postfach.',
  },
  lightUserModal: {
    title: 'Bitte legen Sie Ihr Passwort fest',
    body: 'Ihr Kundenkonto ist noch nicht aktiviert. Über den Link in unserer E-Mail legen Sie Ihr Passwort fest. Keine E-Mail erhalten?',
    resend: 'Aktivierungs-E-Mail erneut senden',
    sent: 'Wir haben Ihnen eine neue Aktivierungs-E-Mail geschickt. Der Link ist 24 Stunden gültig; ältere Links gelten nicht mehr.',
  },
  forgotPassword: {
    title: 'Passwort vergessen',
    intro:
      'Geben Sie Ihre E-Mail-Adresse oder Kundennummer ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
    submit: 'Link anfordern',
    successTitle: 'Bitte sehen Sie in Ihr Postfach',
    success:
      'Wenn ein Kundenkonto zu Ihrer Eingabe existiert, haben wir Ihnen einen Link geschickt. Er ist 60 Minuten gültig; nur der neueste Link funktioniert.',
    toLogin: 'Zur Anmeldung',
  },
  setPassword: {
    title: 'Neues Passwort festlegen',
    lightTitle: 'Passwort festlegen und Konto aktivieren',
    intro:
      'Wählen Sie ein neues Passwort. Danach sind Sie angemeldet; auf anderen Geräten werden Sie abgemeldet.',
    label: 'Neues Passwort',
    confirm: 'Passwort wiederholen',
    mismatch: 'Passwörter stimmen nicht überein.',
    confirmRequired: 'Bitte wiederholen Sie Ihr Passwort.',
    submit: 'Passwort speichern',
    missingToken: 'Dieser Link ist unvollständig. Bitte fordern Sie einen neuen Link an.',
    expired:
      'Dieser Link ist abgelaufen, wurde bereits verwendet oder durch einen neueren ersetzt. Bitte fordern Sie einen neuen Link an.',
    tooCommon:
      'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
    requestNew: 'Neuen Link anfordern',
    alreadyActive: 'Ihr Kundenkonto ist bereits aktiv. Bitte melden Sie sich an.',
    saved:
      'Ihr neues Passwort ist gespeichert. Sie sind angemeldet; auf allen anderen Geräten wurden Sie abgemeldet.',
    continue: 'Weiter',
  },
  strength: {
    label: 'Passwortstärke: {{level}}',
    levels: ['sehr schwach', 'schwach', 'mittel', 'gut', 'stark'],
  },
  newPassword: {
    required: 'Bitte geben Sie ein Passwort ein.',
    min: 'Geben Sie mind. 8 Zeichen ein.',
    max: 'Bitte wählen Sie ein Passwort mit höchstens 128 Zeichen.',
  },
};

export type LoginLaterStepsCatalogue = typeof loginLaterSteps;
