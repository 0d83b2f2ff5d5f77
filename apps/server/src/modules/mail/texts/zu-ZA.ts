import { PRODUCT_NAME } from '@lekker/core/constants';
import type { MailTexts } from './mail-texts.ts';

const hi = (name: string) => `Sawubona ${name || ''}`.trim();

/** isiZulu (unreviewed: see the catalogues' review notes in the README). */
export const zuZA: MailTexts = {
  questions: 'Unemibuzo? Phendula le imeyili.',
  confirmEmail: (name) => ({
    subject: `Qinisekisa i-akhawunti yakho ye-${PRODUCT_NAME}`,
    intro: `${hi(name)}, siyakwamukela ku-${PRODUCT_NAME}! Sicela uqinisekise ikheli lakho le-imeyili ukuze uqale ukwenza ama-oda.`,
    action: 'Qinisekisa i-imeyili yami',
    outro: 'Uma ungabhalisanga, ungawunaki lo mlayezo.',
  }),
  resetPassword: (name) => ({
    subject: `Setha kabusha iphasiwedi yakho ye-${PRODUCT_NAME}`,
    intro: `${hi(name)}, sithole isicelo sokusetha kabusha iphasiwedi yakho. Isixhumanisi sisebenza ihora elilodwa.`,
    action: 'Khetha iphasiwedi entsha',
    outro: 'Uma ungakucelanga lokhu, ungawunaki lo mlayezo: iphasiwedi yakho ihlala injalo.',
  }),
  existingAccount: (name) => ({
    subject: 'Othile uzame ukubhalisa nge-imeyili yakho',
    intro: `${hi(name)}, othile (mhlawumbe nguwe) uzame ukwenza i-akhawunti ye-${PRODUCT_NAME} ngaleli kheli, elivele line-akhawunti.`,
    action: 'Ukhohlwe iphasiwedi? Yisethe kabusha lapha',
    outro: 'Uma kungewona wena, ungawunaki lo mlayezo.',
  }),
  orderPlaced: (name, order) => ({
    subject: `I-oda yakho ye-${PRODUCT_NAME} ${order.orderNumber}`,
    intro: `${hi(name)}, siyabonga nge-oda yakho ${order.orderNumber}. Isamba ngu-${order.total}, ekhokhwe nge-${
      order.paidBy === 'cash' ? 'kheshi uma ilethwa' : 'PayFast'
    }. Sizokwazisa uma indawo yokudla iyiqinisekisa.`,
    action: 'Landela i-oda yakho',
    outro: 'Unemibuzo? Phendula le imeyili.',
  }),
  refund: (name, refund) => ({
    subject: `Imali ebuyiselwe ka-${refund.amount} ye-oda ${refund.orderNumber} ku-${PRODUCT_NAME}`,
    intro: `${hi(name)}, sikubuyisele u-${refund.amount} we-oda yakho ${refund.orderNumber} (${refund.reason}). I-PayFast iyibuyisela ekhadini noma ku-akhawunti okhokhe ngayo; amabhange ngokuvamile ayibonisa phakathi kwezinsuku zokusebenza ezi-3 kuya kwezi-10.`,
    action: 'Bona i-oda yakho',
    outro: 'Unemibuzo? Phendula le imeyili.',
  }),
  applicationDecision: (name, application, approved, reason, url) => {
    const what = application.kind === 'driver' ? 'somshayeli' : 'sendawo yokudla';
    return {
      subject: approved
        ? `Isicelo sakho ${what} ku-${PRODUCT_NAME} samukelwe`
        : `Isicelo sakho ${what} ku-${PRODUCT_NAME}: ${application.kind === 'driver' ? 'i-akhawunti imisiwe' : 'asamukelwanga'}`,
      paragraphs: [
        `${hi(name)},`,
        approved
          ? `isicelo sakho (${application.what}) samukelwe. ${application.kind === 'driver' ? 'Ungavula ku-inthanethi wamukele imisebenzi.' : 'Ungavula iphothali yendawo yokudla ulungise indawo yakho.'}`
          : `isicelo sakho (${application.what}) ${application.kind === 'driver' ? 'simisiwe' : 'simisiwe futhi asamukelwanga okwamanje'}.`,
        `Isizathu: ${reason}`,
        `Ikhasi lesimo sakho: ${url}`,
      ],
    };
  },
};
