import { PRODUCT_NAME } from '@lekker/core/constants';
import type { LanguageTexts } from './template-texts.ts';

const TITLE = 'Bestelling-opdatering';
const COLLECTION_STATUS: Record<string, string> = {
  ready: 'Jou bestelling is gereed om af te haal: wys jou afhaalkode by die toonbank',
  delivered: 'Jou bestelling is afgehaal. Geniet dit!',
};
const STATUS: Record<string, string> = {
  confirmed: 'Jou bestelling is bevestig!',
  preparing: 'Jou bestelling word voorberei',
  ready: 'Jou bestelling is gereed om af te haal',
  picked_up: 'Jou bestelling is op pad na jou',
  delivered: 'Jou bestelling is afgelewer!',
};

/** Afrikaans (unreviewed: see the catalogues' review notes in the README). */
export const afZA: LanguageTexts = {
  optOut: 'Antwoord STOP om te onttrek.',
  whatsappLanguage: 'af',
  templates: {
    order_status: {
      title: () => TITLE,
      text: (p) => STATUS[p.status!] ?? `Jou bestelling ${p.order_number} is bygewerk`,
    },
    order_collection_status: {
      title: () => TITLE,
      text: (p) =>
        COLLECTION_STATUS[p.status!] ?? STATUS[p.status!] ?? `Jou bestelling ${p.order_number} is bygewerk`,
    },
    order_driver_assigned: {
      title: () => TITLE,
      text: (p) =>
        p.driver_name?.trim()
          ? `Jou bestuurder ${p.driver_name.trim()} is op pad`
          : 'Jou bestuurder is op pad',
    },
    order_cancelled: {
      title: () => TITLE,
      text: (p) =>
        `Jou bestelling ${p.order_number} is gekanselleer: ${p.reason}.${p.refund ? ` ${p.refund} word aan jou terugbetaal.` : ''}`,
    },
    order_substitution: {
      title: () => TITLE,
      text: (p) =>
        `Bestelling ${p.order_number}: ${p.item} is nie beskikbaar nie. Die winkel stel ${p.replacement} voor. Maak die app binne 3 minute oop om te aanvaar of te weier.`,
    },
    venue_new_order: {
      title: () => 'Nuwe bestelling',
      text: (p) =>
        `Nuwe bestelling ${p.order_number} (${p.total}). Maak die bestellingtoonbank oop om dit te aanvaar.`,
    },
    venue_escalation: {
      title: () => "'n Bestelling wag",
      text: (p) =>
        `Bestelling ${p.order_number} wag al ${p.minutes} minute vir 'n antwoord. Aanvaar of weier dit op die bestellingtoonbank; dit word na ${p.cancel_after} minute gekanselleer.`,
    },
    driver_offer: {
      title: () => 'Nuwe afleweringstaak',
      text: (p) =>
        `Nuwe taak van ${p.venue_name}${p.pay ? `, betaal ${p.pay}` : ''}. Maak die bestuurder-app oop om dit te neem.`,
    },
    driver_job_ready: {
      title: () => 'Taak gereed om af te haal',
      text: (p) => `Bestelling ${p.order_number} by ${p.venue_name} is gereed om af te haal.`,
    },
    driver_job_cancelled: {
      title: () => 'Taak gekanselleer',
      text: (p) =>
        `Bestelling ${p.order_number} van ${p.venue_name} is gekanselleer. Maak die bestuurder-app oop om te sien wat om daarmee te doen.`,
    },
    driver_job_removed: {
      title: () => 'Taakopdatering',
      text: (p) =>
        `'n Admin het bestelling ${p.order_number} van ${p.venue_name} aan 'n ander bestuurder gegee. Jy hoef dit nie meer af te haal nie.`,
    },
    driver_job_given: {
      title: () => 'Taakopdatering',
      text: (p) =>
        `'n Admin het bestelling ${p.order_number} van ${p.venue_name} aan jou gegee. Maak die bestuurder-app oop vir die afhaal.`,
    },
    chat_message: {
      title: (p) => `Nuwe boodskap oor ${p.order_number}`,
      text: (p) => `${p.sender}: ${p.preview}`,
    },
    phone_code: {
      title: () => 'Jou kode',
      text: (p) => `Jou kode is ${p.code}. Dit verval oor ${p.minutes} minute. Moet dit nooit deel nie.`,
    },
    test_message: {
      title: () => PRODUCT_NAME,
      text: () => "Dit is 'n toetsboodskap. Jou bestelling-opdaterings sal so aankom.",
    },
    promotion: { title: () => PRODUCT_NAME, text: (p) => p.text! },
  },
};
