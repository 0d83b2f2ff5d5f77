import { PRODUCT_NAME } from '@lekker/core/constants';
import type { LanguageTexts } from './template-texts.ts';

const TITLE = 'Kitsiso ya odara';
const COLLECTION_STATUS: Record<string, string> = {
  ready: 'Odara ya gago e siametse go tsewa: bontsha khoutu ya gago ya go tsaya kwa khaontareng',
  delivered: 'Odara ya gago e tserwe. Itumelele!',
};
const STATUS: Record<string, string> = {
  confirmed: 'Odara ya gago e tiisitswe!',
  preparing: 'Odara ya gago e a baakanngwa',
  ready: 'Odara ya gago e siametse go tsewa',
  picked_up: 'Odara ya gago e mo tseleng go tla go wena',
  delivered: 'Odara ya gago e fitlhile!',
};

/** Setswana (unreviewed: see the catalogues' review notes in the README). */
export const tnZA: LanguageTexts = {
  optOut: 'Araba ka STOP go emisa.',
  whatsappLanguage: 'en',
  templates: {
    order_status: {
      title: () => TITLE,
      text: (p) => STATUS[p.status!] ?? `Odara ya gago ${p.order_number} e fetogile`,
    },
    order_collection_status: {
      title: () => TITLE,
      text: (p) =>
        COLLECTION_STATUS[p.status!] ?? STATUS[p.status!] ?? `Odara ya gago ${p.order_number} e fetogile`,
    },
    order_driver_assigned: {
      title: () => TITLE,
      text: (p) =>
        p.driver_name?.trim()
          ? `Mokgweetsi wa gago ${p.driver_name.trim()} o mo tseleng`
          : 'Mokgweetsi wa gago o mo tseleng',
    },
    order_cancelled: {
      title: () => TITLE,
      text: (p) =>
        `Odara ya gago ${p.order_number} e phimotswe: ${p.reason}.${p.refund ? ` O tla busediwa ${p.refund}.` : ''}`,
    },
    order_substitution: {
      title: () => TITLE,
      text: (p) =>
        `Odara ${p.order_number}: ${p.item} ga e yo. Lebenkele le tshitshinya ${p.replacement}. Bula app mo metsotsong e le 3 go amogela kgotsa go gana.`,
    },
    venue_new_order: {
      title: () => 'Odara e ntšha',
      text: (p) => `Odara e ntšha ${p.order_number} (${p.total}). Bula desekere ya diodara go e amogela.`,
    },
    venue_escalation: {
      title: () => 'Odara e a leta',
      text: (p) =>
        `Odara ${p.order_number} e emetse karabo metsotso e le ${p.minutes}. E amogele kgotsa e gane mo desekereng ya diodara; e phimolwa morago ga metsotso e le ${p.cancel_after}.`,
    },
    driver_offer: {
      title: () => 'Tiro e ntšha ya go isa',
      text: (p) =>
        `Tiro e ntšha go tswa kwa ${p.venue_name}${p.pay ? `, e duela ${p.pay}` : ''}. Bula app ya mokgweetsi go e tsaya.`,
    },
    driver_job_ready: {
      title: () => 'Tiro e siametse go tsewa',
      text: (p) => `Odara ${p.order_number} kwa ${p.venue_name} e siametse go tsewa.`,
    },
    driver_job_cancelled: {
      title: () => 'Tiro e phimotswe',
      text: (p) =>
        `Odara ${p.order_number} ya ${p.venue_name} e phimotswe. Bula app ya mokgweetsi go bona se o tshwanetseng go se dira.`,
    },
    driver_job_removed: {
      title: () => 'Kitsiso ya tiro',
      text: (p) =>
        `Motsamaisi o neile mokgweetsi yo mongwe odara ${p.order_number} ya ${p.venue_name}. Ga o sa tlhoka go e tsaya.`,
    },
    driver_job_given: {
      title: () => 'Kitsiso ya tiro',
      text: (p) =>
        `Motsamaisi o go neile odara ${p.order_number} ya ${p.venue_name}. Bula app ya mokgweetsi go bona kwa o e tsayang teng.`,
    },
    chat_message: {
      title: (p) => `Molaetsa o mošwa ka ga ${p.order_number}`,
      text: (p) => `${p.sender}: ${p.preview}`,
    },
    phone_code: {
      title: () => 'Khoutu ya gago',
      text: (p) =>
        `Khoutu ya gago ke ${p.code}. E fela mo metsotsong e le ${p.minutes}. O se ka wa e naya ope.`,
    },
    test_message: {
      title: () => PRODUCT_NAME,
      text: () => 'Ono ke molaetsa wa teko. Dikitsiso tsa diodara tsa gago di tla goroga jaana.',
    },
    promotion: { title: () => PRODUCT_NAME, text: (p) => p.text! },
  },
};
