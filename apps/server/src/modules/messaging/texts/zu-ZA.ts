import { PRODUCT_NAME } from '@lekker/core/constants';
import type { LanguageTexts } from './template-texts.ts';

const TITLE = 'Isibuyekezo se-oda';
const COLLECTION_STATUS: Record<string, string> = {
  ready: 'I-oda yakho isilungele ukulandwa: bonisa ikhodi yakho yokulanda ekhawuntareni',
  delivered: 'I-oda yakho ilandiwe. Jabulela!',
};
const STATUS: Record<string, string> = {
  confirmed: 'I-oda yakho iqinisekisiwe!',
  preparing: 'I-oda yakho iyalungiswa',
  ready: 'I-oda yakho isilungele ukuthathwa',
  picked_up: 'I-oda yakho isendleleni eza kuwe',
  delivered: 'I-oda yakho ilethiwe!',
};

/** isiZulu (unreviewed: see the catalogues' review notes in the README). */
export const zuZA: LanguageTexts = {
  optOut: 'Phendula ngo-STOP ukuze uyeke.',
  whatsappLanguage: 'zu',
  templates: {
    order_status: {
      title: () => TITLE,
      text: (p) => STATUS[p.status!] ?? `I-oda yakho ${p.order_number} ibuyekeziwe`,
    },
    order_collection_status: {
      title: () => TITLE,
      text: (p) =>
        COLLECTION_STATUS[p.status!] ?? STATUS[p.status!] ?? `I-oda yakho ${p.order_number} ibuyekeziwe`,
    },
    order_driver_assigned: {
      title: () => TITLE,
      text: (p) =>
        p.driver_name?.trim()
          ? `Umshayeli wakho u-${p.driver_name.trim()} usendleleni`
          : 'Umshayeli wakho usendleleni',
    },
    order_cancelled: {
      title: () => TITLE,
      text: (p) =>
        `I-oda yakho ${p.order_number} ikhanseliwe: ${p.reason}.${p.refund ? ` Uzobuyiselwa u-${p.refund}.` : ''}`,
    },
    order_substitution: {
      title: () => TITLE,
      text: (p) =>
        `I-oda ${p.order_number}: i-${p.item} ayitholakali. Isitolo siphakamisa i-${p.replacement}. Vula i-app kungakapheli imizuzu emi-3 ukuze wamukele noma wenqabe.`,
    },
    venue_new_order: {
      title: () => 'I-oda entsha',
      text: (p) => `I-oda entsha ${p.order_number} (${p.total}). Vula ideski yama-oda ukuze uyamukele.`,
    },
    venue_escalation: {
      title: () => 'I-oda ilindile',
      text: (p) =>
        `I-oda ${p.order_number} ilinde impendulo imizuzu engu-${p.minutes}. Yamukele noma uyenqabe edeskini yama-oda; izokhanselwa ngemuva kwemizuzu engu-${p.cancel_after}.`,
    },
    driver_offer: {
      title: () => 'Umsebenzi omusha wokulethisa',
      text: (p) =>
        `Umsebenzi omusha ovela ku-${p.venue_name}${p.pay ? `, ukhokha u-${p.pay}` : ''}. Vula i-app yomshayeli ukuze uwuthathe.`,
    },
    driver_job_ready: {
      title: () => 'Umsebenzi ulungele ukuthathwa',
      text: (p) => `I-oda ${p.order_number} e-${p.venue_name} isilungele ukuthathwa.`,
    },
    driver_job_cancelled: {
      title: () => 'Umsebenzi ukhanseliwe',
      text: (p) =>
        `I-oda ${p.order_number} evela ku-${p.venue_name} ikhanseliwe. Vula i-app yomshayeli ukuze ubone ukuthi wenzeni ngayo.`,
    },
    driver_job_removed: {
      title: () => 'Isibuyekezo somsebenzi',
      text: (p) =>
        `Umphathi unikeze omunye umshayeli i-oda ${p.order_number} evela ku-${p.venue_name}. Akusadingeki uyithathe.`,
    },
    driver_job_given: {
      title: () => 'Isibuyekezo somsebenzi',
      text: (p) =>
        `Umphathi ukunikeze i-oda ${p.order_number} evela ku-${p.venue_name}. Vula i-app yomshayeli ukuze ubone lapho uzoyithatha khona.`,
    },
    chat_message: {
      title: (p) => `Umlayezo omusha mayelana no-${p.order_number}`,
      text: (p) => `${p.sender}: ${p.preview}`,
    },
    phone_code: {
      title: () => 'Ikhodi yakho',
      text: (p) =>
        `Ikhodi yakho ngu-${p.code}. Iphelelwa yisikhathi emizuzwini engu-${p.minutes}. Ungayiniki muntu.`,
    },
    test_message: {
      title: () => PRODUCT_NAME,
      text: () => 'Lona ngumlayezo wokuhlola. Izibuyekezo zama-oda akho zizofika kanje.',
    },
    promotion: { title: () => PRODUCT_NAME, text: (p) => p.text! },
  },
};
