import type { ContentPage } from '@account/contracts';
import { accessibilityStatement } from './accessibility-statement';
import type { ShopDetails } from './shop-details';

type Page = Omit<ContentPage, 'slug' | 'updatedOn'>;

const COMPANY = 'Shop24 Direkt GmbH';
const ADDRESS = 'Musterallee 24, 85737 Ismaning, Deutschland';
const HOURS = 'täglich von 8 bis 21 Uhr';

/**
 * The texts of the content service's pages, written for the German shop and adjusted per shop
 * where the law or the service differs. Demo content of the fictional Shop24 Direkt.
 */
export function contentPages(shop: ShopDetails): Record<ContentPage['slug'], Page> {
  const welcomeVoucher = shop.currency === 'CHF' ? '10 CHF' : '10 €';
  return {
    hilfe: {
      title: 'Hilfe und häufige Fragen',
      intro: `Hier finden Sie Antworten auf die Fragen, die uns am häufigsten erreichen. Ihre Frage ist nicht dabei? Unser Kundenservice ist ${HOURS} unter ${shop.phone} für Sie da, oder schreiben Sie uns an ${shop.mail}.`,
      sections: [
        {
          heading: 'Wo sehe ich, wann meine Bestellung ankommt?',
          paragraphs: [
            'Unter „Meine Bestellungen“ sehen Sie zu jeder Bestellung, ob sie bestätigt, in Bearbeitung, versendet oder zugestellt ist. Sobald das Paket unterwegs ist, zeigt die Sendungsverfolgung den Stand.',
          ],
        },
        {
          heading: 'Kann ich eine Bestellung stornieren?',
          paragraphs: [
            'Am Tag der Bestellung können Sie sie online stornieren, solange noch kein Artikel versendet ist. Öffnen Sie dazu die Bestellung und wählen Sie „Bestellung stornieren“. Danach hilft Ihnen unser Kundenservice.',
          ],
        },
        {
          heading: 'Wie sende ich einen Artikel zurück?',
          paragraphs: [
            'Gelieferte Artikel können Sie 30 Tage lang zurücksenden. Wählen Sie in der Bestellung „Artikel zurücksenden“; den Rücksendeschein erhalten Sie per E-Mail. Den Betrag erstatten wir über die Zahlungsart Ihrer Bestellung.',
          ],
        },
        {
          heading: 'Wie kann ich bezahlen?',
          paragraphs: [
            `Sie bezahlen bequem auf Rechnung, per Lastschrift oder mit PayPal. Ihre bevorzugte Zahlungsart legen Sie unter „Zahlungsarten“ fest. Offene Rechnungen sehen Sie unter „Offene Rechnungen“; Beträge zeigen wir in ${shop.currency}.`,
          ],
        },
        {
          heading: 'Ich habe mein Passwort vergessen.',
          paragraphs: [
            'Wählen Sie bei der Anmeldung „Passwort vergessen?“. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen. Der Link gilt eine Stunde.',
          ],
        },
        {
          heading: 'Wie ändere ich meine Adresse oder E-Mail-Adresse?',
          paragraphs: [
            'Lieferadressen verwalten Sie unter „Meine Adressen“, Ihre E-Mail-Adresse unter „Meine Daten“. Name und Geburtsdatum ändert unser Kundenservice für Sie.',
          ],
        },
        {
          heading: 'Was bekomme ich, wenn ich den Shop empfehle?',
          paragraphs: [
            `Unter „Meine Empfehlungen“ finden Sie Ihren persönlichen Empfehlungslink. Für jede erste Bestellung über Ihren Link erhalten Sie und die empfohlene Person einen Gutschein; neue Kundinnen und Kunden erhalten zur Begrüßung ${welcomeVoucher}.`,
          ],
        },
      ],
      links: [{ label: 'Kontakt zum Kundenservice', to: '/contacts' }],
    },
    'account-deleted': {
      title: 'Ihr Kundenkonto wurde gelöscht',
      intro:
        'Wir haben Ihr Kundenkonto und Ihre gespeicherten Daten gelöscht. Eine Bestätigung haben wir Ihnen per E-Mail gesendet.',
      sections: [
        {
          heading: 'Was bleibt gespeichert?',
          paragraphs: [
            'Rechnungen und Bestellungen bewahren wir auf, solange das Handels- und Steuerrecht es verlangt (bis zu zehn Jahre). Sie werden danach gelöscht und für nichts anderes verwendet.',
          ],
        },
        {
          heading: 'Sie möchten wieder bei uns bestellen?',
          paragraphs: [
            `Sie können jederzeit ein neues Kundenkonto anlegen. Bei Fragen erreichen Sie unseren Kundenservice ${HOURS} unter ${shop.phone}.`,
          ],
        },
      ],
      links: [{ label: 'Neues Kundenkonto anlegen', to: '/login' }],
    },
    'password-changed': {
      title: 'Ihr neues Passwort ist gespeichert',
      intro:
        'Ab sofort melden Sie sich mit Ihrem neuen Passwort an. Aus Sicherheitsgründen haben wir Sie auf allen anderen Geräten abgemeldet.',
      sections: [
        {
          heading: 'Sie haben Ihr Passwort nicht geändert?',
          paragraphs: [
            `Dann rufen Sie bitte sofort unseren Kundenservice an: ${shop.phone} (${HOURS}).`,
          ],
        },
      ],
      links: [{ label: 'Zu Mein Konto', to: '/home' }],
    },
    impressum: {
      title: 'Impressum',
      intro: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
      sections: [
        {
          heading: 'Anbieter',
          paragraphs: [
            COMPANY,
            ADDRESS,
            'Vertreten durch die Geschäftsführung: Petra Beispiel, Jonas Muster',
            'Registergericht: Amtsgericht München, HRB 000024 (Demo-Angabe)',
            'Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE000000024 (Demo-Angabe)',
          ],
        },
        {
          heading: 'Kontakt',
          paragraphs: [`Telefon: ${shop.phone} (${HOURS}, kostenfrei)`, `E-Mail: ${shop.mail}`],
        },
        {
          heading: 'Verbraucherstreitbeilegung',
          paragraphs: [
            'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Mit Fragen und Beschwerden wenden Sie sich bitte direkt an unseren Kundenservice.',
          ],
        },
        {
          heading: 'Hinweis',
          paragraphs: [
            'Shop24 Direkt ist ein fiktiver Demo-Shop. Alle Angaben auf dieser Seite sind Beispieldaten.',
          ],
        },
      ],
      links: [],
    },
    datenschutz: {
      title: 'Datenschutzerklärung',
      intro: `Verantwortlich für die Verarbeitung Ihrer Daten ist die ${COMPANY}, ${ADDRESS}. Unsere Datenschutzbeauftragte erreichen Sie unter datenschutz@shop24direkt.de.`,
      sections: [
        {
          heading: 'Welche Daten wir verarbeiten',
          paragraphs: [
            'Für Ihr Kundenkonto und Ihre Bestellungen verarbeiten wir Name, Anschrift, E-Mail-Adresse, Telefonnummer, Geburtsdatum, Bestell- und Zahlungsdaten (Art. 6 Abs. 1 lit. b DSGVO). Ihre Nachrichten an den Kundenservice speichern wir, um Ihr Anliegen zu bearbeiten.',
          ],
        },
        {
          heading: 'Fehlerprotokolle und Nutzungsanalyse',
          paragraphs: [
            'Technische Fehler protokollieren wir ohne personenbezogene Daten, um den Betrieb zu sichern (Art. 6 Abs. 1 lit. f DSGVO). Seitenaufrufe und andere Nutzungsereignisse werten wir nur aus, wenn Sie in den Cookie-Einstellungen der Personalisierung zugestimmt haben (Art. 6 Abs. 1 lit. a DSGVO). Sie können Ihre Einwilligung jederzeit dort widerrufen. Ihre E-Mail-Adresse übermitteln wir dabei nie im Klartext.',
          ],
        },
        {
          heading: 'Empfehlungen',
          paragraphs: [
            'Persönliche Produktempfehlungen berechnen wir aus Ihren Bestellungen und zuletzt angesehenen Produkten, nur mit Ihrer Einwilligung. Ohne Einwilligung sehen Sie für alle gleiche Angebote.',
          ],
        },
        {
          heading: 'Ihre Rechte',
          paragraphs: [
            'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Aufsichtsbehörde zu beschweren. Ihr Kundenkonto können Sie unter „Meine Daten“ selbst löschen.',
          ],
        },
      ],
      links: [],
    },
    agb: {
      title: 'Allgemeine Geschäftsbedingungen',
      intro: `Diese Bedingungen gelten für alle Bestellungen bei der ${COMPANY} über den Online-Shop, per Telefon und im TV.`,
      sections: [
        {
          heading: '1. Vertragsschluss',
          paragraphs: [
            'Die Darstellung der Produkte ist kein bindendes Angebot. Mit Ihrer Bestellung geben Sie ein Angebot ab; der Vertrag kommt mit unserer Auftragsbestätigung per E-Mail zustande.',
          ],
        },
        {
          heading: '2. Preise und Versand',
          paragraphs: [
            `Alle Preise sind Endpreise in ${shop.currency} inklusive der gesetzlichen Mehrwertsteuer, zuzüglich der bei der Bestellung genannten Versandkosten.`,
          ],
        },
        {
          heading: '3. Zahlung',
          paragraphs: [
            'Sie zahlen auf Rechnung, per Lastschrift oder mit PayPal. Rechnungen sind innerhalb von 14 Tagen nach Erhalt der Ware zu bezahlen. Die Ratenzahlung setzt eine Bonitätsprüfung voraus.',
          ],
        },
        {
          heading: '4. Eigentumsvorbehalt',
          paragraphs: ['Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.'],
        },
        {
          heading: '5. Gewährleistung',
          paragraphs: [
            'Es gelten die gesetzlichen Gewährleistungsrechte. Mängel melden Sie bitte unserem Kundenservice.',
          ],
        },
      ],
      links: [{ label: 'Widerrufsbelehrung', to: '/content/widerrufsbelehrung' }],
    },
    widerrufsbelehrung: shop.statutoryWithdrawal
      ? {
          title: 'Widerrufsbelehrung',
          intro:
            'Verbraucherinnen und Verbrauchern steht ein Widerrufsrecht nach Maßgabe dieser Belehrung zu.',
          sections: [
            {
              heading: 'Widerrufsrecht',
              paragraphs: [
                'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben.',
                `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${COMPANY}, ${ADDRESS}, Telefon ${shop.phone}, E-Mail ${shop.mail}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür auch „Vertrag widerrufen“ in Ihrer Bestellung unter „Meine Bestellungen“ verwenden; wir bestätigen Ihnen den Eingang dann unverzüglich per E-Mail.`,
                'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
              ],
            },
            {
              heading: 'Folgen des Widerrufs',
              paragraphs: [
                'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben.',
                'Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben. Wir tragen die Kosten der Rücksendung.',
              ],
            },
          ],
          links: [{ label: 'Zu Meine Bestellungen', to: '/orders' }],
        }
      : {
          title: 'Rückgaberecht',
          intro:
            'Das Schweizer Recht kennt kein allgemeines Widerrufsrecht für Online-Käufe. Wir gewähren Ihnen freiwillig ein Rückgaberecht von 30 Tagen.',
          sections: [
            {
              heading: 'So geben Sie Ware zurück',
              paragraphs: [
                'Sie können gelieferte Artikel innert 30 Tagen nach Erhalt ohne Angabe von Gründen zurückgeben. Wählen Sie dazu Ihre Bestellung unter „Meine Bestellungen“ und dort „Artikel zurücksenden“; den Rücksendeschein erhalten Sie per E-Mail.',
                `Fragen beantwortet unser Kundenservice ${HOURS} unter ${shop.phone} oder per E-Mail an ${shop.mail}.`,
              ],
            },
            {
              heading: 'Erstattung',
              paragraphs: [
                'Den Kaufpreis erstatten wir innert 14 Tagen nach Eingang der Rücksendung über die Zahlungsart Ihrer Bestellung. Die Kosten der Rücksendung tragen wir.',
              ],
            },
          ],
          links: [{ label: 'Zu Meine Bestellungen', to: '/orders' }],
        },
    barrierefreiheit: accessibilityStatement(shop),
  };
}
