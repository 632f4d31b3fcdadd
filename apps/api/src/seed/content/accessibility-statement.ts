import { countryOfLocale, paths, type ContentPage } from '@account/contracts';
import statement from './accessibility-statement.json';
import type { ShopDetails } from './shop-details';

type Page = Omit<ContentPage, 'slug' | 'updatedOn'>;
type AreaStatement = (typeof statement.areas)[number];

/** The date of the last check, the page's "Stand" (the evidence's run date). */
export const accessibilityCheckedOn = statement.checkedOn;

const areaNames: Record<string, string> = {
  login: 'Anmeldung und Registrierung',
  orders: 'Bestellungen und Rechnungen',
  addresses: 'Adressen',
  payments: 'Zahlungsarten',
  wishlist: 'Wunschliste',
  profile: 'Meine Daten',
  service: 'Service und Kontakt',
  creators: 'Gefolgte Creator',
};

/**
 * The PDF documents the account hands out (issue 39, point 6) and whether each is built as a
 * tagged PDF (PDF/UA) on accessiblePdf (services/documents/accessible-pdf.ts). Each `true` is
 * backed by its test reading tags, /Lang and title with pdfStructure: invoice-pdf.test.ts,
 * credit-notes.test.ts, return-label.test.ts, summary-pdf.test.ts. A document that is not (yet)
 * tagged is listed with `false` and said so.
 */
export const accessibleDocuments: Array<{ name: string; taggedPdf: boolean }> = [
  { name: 'Rechnung', taggedPdf: true },
  { name: 'Gutschrift', taggedPdf: true },
  { name: 'Rücksendeschein', taggedPdf: true },
  { name: 'Datenauskunft (Zusammenfassung)', taggedPdf: true },
];

const documentState = (document: { name: string; taggedPdf: boolean }) =>
  document.taggedPdf
    ? `${document.name}: getaggtes PDF (PDF/UA) mit Lesereihenfolge, Überschriften und Tabellen, in der Sprache des Shops, mit eingebetteten Unicode-Schriften.`
    : `${document.name}: noch kein getaggtes PDF; ein Screenreader liest es nur eingeschränkt vor. Auf Wunsch senden wir den Inhalt in einer anderen Form.`;

const statusTexts: Record<string, string> = {
  vereinbar: 'vereinbar, soweit die automatisierte Prüfung reicht',
  'teilweise-vereinbar': 'teilweise vereinbar',
  'nicht-vereinbar': 'nicht vereinbar',
  'nicht-geprueft': 'nicht geprüft',
};

const list = (items: string[]) => new Intl.ListFormat('de', { type: 'conjunction' }).format(items);

const widthsText = (widths: number[]) => `${list(widths.map(String))} Pixel Breite`;

/** A page as the customer's address bar shows it: `/orders/…` for `/orders/:id`. */
const pageText = (page: string) => page.replace(/\/\*$/, '').replace(/:[^/]+/g, '…');

function pagesChecked(area: AreaStatement): string {
  const checked = area.checkedPages.length;
  const total = checked + area.uncheckedPages.length;
  if (checked < total) return `${checked} von ${total} Seiten`;
  if (total === 1) return 'die Seite des Bereichs';
  return total === 2 ? 'beide Seiten' : `alle ${total} Seiten`;
}

function conformance(area: AreaStatement): string {
  const name = areaNames[area.area];
  if (area.status === 'nicht-geprueft') return `${name}: nicht geprüft.`;
  const keyboard = area.keyboard ? ' Die Bedienung mit der Tastatur wurde geprüft.' : '';
  return `${name}: ${statusTexts[area.status]}. Automatisiert geprüft: ${pagesChecked(area)} bei ${widthsText(area.widths)}.${keyboard}`;
}

/** What a customer may meet in the area: each gap of the evidence and each manual finding. */
function limitations(area: AreaStatement): string[] {
  const name = areaNames[area.area];
  if (area.status === 'nicht-geprueft') {
    return [`${name}: Dieser Bereich wurde noch nicht auf Barrierefreiheit geprüft.`];
  }
  const texts: string[] = [];
  if (area.status === 'nicht-vereinbar') {
    texts.push(
      `${name}: ${area.failedTests.length === 1 ? 'Ein Prüfschritt' : `${area.failedTests.length} Prüfschritte`} der letzten automatisierten Prüfung ${area.failedTests.length === 1 ? 'ist' : 'sind'} nicht bestanden. Bis alle bestehen, gilt der Bereich als nicht vereinbar.`,
    );
  }
  if (area.gaps.includes('pages-unchecked')) {
    const pages = area.uncheckedPages.map(pageText);
    texts.push(
      pages.length === 1
        ? `${name}: Die Seite ${pages[0]} ist nicht geprüft.`
        : `${name}: Die Seiten ${list(pages)} sind nicht geprüft.`,
    );
  }
  if (area.gaps.includes('narrow-unchecked')) {
    texts.push(
      `${name}: Die Darstellung auf schmalen Bildschirmen (Smartphone) ist nicht geprüft.`,
    );
  }
  if (area.gaps.includes('keyboard-unchecked')) {
    texts.push(`${name}: Die Bedienung mit der Tastatur ist nicht automatisiert geprüft.`);
  }
  return [...texts, ...area.findings.map((finding) => `${name}: ${finding}`)];
}

/** Where to turn when our answer does not help: per country, as its law provides. */
function authority(shop: ShopDetails): Page['sections'][number] {
  switch (countryOfLocale[shop.locale]) {
    case 'AT':
      return {
        heading: 'Schlichtungsverfahren',
        paragraphs: [
          'Erhalten Sie auf Ihre Meldung keine zufriedenstellende Antwort, können Sie nach dem Barrierefreiheitsgesetz (BaFG) ein kostenloses Schlichtungsverfahren beim Sozialministeriumservice beantragen. Der Sozialministeriumservice ist auch die Behörde, die die Einhaltung des BaFG überwacht.',
        ],
      };
    case 'CH':
      return {
        heading: 'Anlaufstelle für Fragen',
        paragraphs: [
          'Wir geben diese Erklärung freiwillig ab: Für private Online-Shops gibt es in der Schweiz keine Pflicht zu einer Erklärung zur Barrierefreiheit und keine Behörde, die sie durchsetzt.',
          'Fragen zur Gleichstellung von Menschen mit Behinderungen beantwortet das Eidgenössische Büro für die Gleichstellung von Menschen mit Behinderungen (EBGB).',
        ],
      };
    default:
      return {
        heading: 'Durchsetzungsverfahren',
        paragraphs: [
          'Erhalten Sie auf Ihre Meldung keine zufriedenstellende Antwort, können Sie sich an die zuständige Marktüberwachungsbehörde nach dem Barrierefreiheitsstärkungsgesetz (BFSG) wenden: die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF).',
        ],
      };
  }
}

const legalBasis = (shop: ShopDetails) =>
  ({
    DE: 'Wir stellen sie nach dem Barrierefreiheitsstärkungsgesetz (BFSG) bereit.',
    AT: 'Wir stellen sie nach dem Barrierefreiheitsgesetz (BaFG) bereit.',
    CH: 'Wir geben sie freiwillig ab.',
  })[countryOfLocale[shop.locale]];

/**
 * The accessibility statement of one shop, written from the statement data that
 * scripts/accessibility-statement.mjs derives from the e2e suites' evidence: it says per area
 * only what the checks showed.
 */
export function accessibilityStatement(shop: ShopDetails): Page {
  const checkedOn = new Intl.DateTimeFormat(shop.locale, { dateStyle: 'long' }).format(
    new Date(`${statement.checkedOn}T12:00:00Z`),
  );
  const found = statement.areas.flatMap(limitations);
  return {
    title: 'Erklärung zur Barrierefreiheit',
    intro: `Diese Erklärung gilt für den Bereich „Mein Konto“ von Shop24 Direkt. ${legalBasis(shop)}`,
    sections: [
      {
        heading: 'Stand der Prüfung',
        paragraphs: [
          `Zuletzt geprüft am ${checkedOn}. Geprüft wurde automatisiert: Die Seiten jedes Bereichs mit dem Prüfwerkzeug axe gegen die Erfolgskriterien der WCAG 2.2 auf Stufe AA, bei den genannten Bildschirmbreiten, und in einigen Bereichen die Bedienung mit der Tastatur.`,
          'Eine automatisierte Prüfung findet nicht alle Barrieren. Eine vollständige Prüfung durch Fachleute steht noch aus.',
        ],
      },
      {
        heading: 'Vereinbarkeit mit den Anforderungen',
        paragraphs: [
          'Der Bereich „Mein Konto“ ist mit den Anforderungen der WCAG 2.2 auf Stufe AA teilweise vereinbar. Für die einzelnen Bereiche gilt:',
          ...statement.areas.map(conformance),
        ],
      },
      {
        heading: 'Nicht barrierefreie Inhalte',
        paragraphs:
          found.length > 0
            ? found
            : ['Die letzte Prüfung hat keine Barrieren und keine ungeprüften Seiten gefunden.'],
      },
      {
        heading: 'Dokumente',
        paragraphs: [
          'Die Dokumente zum Herunterladen sind PDF-Dateien:',
          ...accessibleDocuments.map(documentState),
        ],
      },
      {
        heading: 'Feedback und Kontakt',
        paragraphs: [
          `Ist Ihnen eine Barriere aufgefallen, oder brauchen Sie einen Inhalt in einer anderen Form? Schreiben Sie uns über das Kontaktformular mit dem Thema „Barrierefreiheit“, per E-Mail an ${shop.mail} oder rufen Sie uns an: ${shop.phone}. Wir antworten innerhalb von zwei Wochen.`,
        ],
      },
      authority(shop),
    ],
    links: [
      {
        label: 'Barriere melden',
        to: `${paths.service.contactForm()}?topic=accessibility`,
      },
    ],
  };
}
