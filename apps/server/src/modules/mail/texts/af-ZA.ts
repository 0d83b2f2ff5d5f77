import { PRODUCT_NAME } from '@lekker/core/constants';
import type { MailTexts } from './mail-texts.ts';

const hi = (name: string) => `Hallo ${name || 'daar'}`;

/** Afrikaans (unreviewed: see the catalogues' review notes in the README). */
export const afZA: MailTexts = {
  questions: 'Vrae? Antwoord op hierdie e-pos.',
  confirmEmail: (name) => ({
    subject: `Bevestig jou ${PRODUCT_NAME}-rekening`,
    intro: `${hi(name)}, welkom by ${PRODUCT_NAME}! Bevestig asseblief jou e-posadres om te begin bestel.`,
    action: 'Bevestig my e-pos',
    outro: 'As jy nie geregistreer het nie, kan jy hierdie boodskap ignoreer.',
  }),
  resetPassword: (name) => ({
    subject: `Herstel jou ${PRODUCT_NAME}-wagwoord`,
    intro: `${hi(name)}, ons het 'n versoek ontvang om jou wagwoord te herstel. Die skakel is een uur lank geldig.`,
    action: "Kies 'n nuwe wagwoord",
    outro: 'As jy nie hiervoor gevra het nie, ignoreer hierdie boodskap: jou wagwoord bly dieselfde.',
  }),
  existingAccount: (name) => ({
    subject: 'Iemand het probeer registreer met jou e-pos',
    intro: `${hi(name)}, iemand (dalk jy) het probeer om 'n ${PRODUCT_NAME}-rekening te skep met hierdie adres, wat reeds een het.`,
    action: 'Wagwoord vergeet? Herstel dit hier',
    outro: 'As dit nie jy was nie, kan jy hierdie boodskap ignoreer.',
  }),
  orderPlaced: (name, order) => ({
    subject: `Jou ${PRODUCT_NAME}-bestelling ${order.orderNumber}`,
    intro: `${hi(name)}, dankie vir jou bestelling ${order.orderNumber}. Totaal ${order.total}, betaal met ${
      order.paidBy === 'cash' ? 'kontant by aflewering' : 'PayFast'
    }. Ons laat jou weet sodra die restaurant dit bevestig.`,
    action: 'Volg jou bestelling',
    outro: 'Vrae? Antwoord op hierdie e-pos.',
  }),
  refund: (name, refund) => ({
    subject: `Jou ${PRODUCT_NAME}-terugbetaling van ${refund.amount} vir bestelling ${refund.orderNumber}`,
    intro: `${hi(name)}, ons het ${refund.amount} vir jou bestelling ${refund.orderNumber} terugbetaal (${refund.reason}). PayFast betaal dit terug na die kaart of rekening waarmee jy betaal het; banke wys dit gewoonlik binne 3 tot 10 werksdae.`,
    action: 'Sien jou bestelling',
    outro: 'Vrae? Antwoord op hierdie e-pos.',
  }),
  applicationDecision: (name, application, approved, reason, url) => {
    const what = application.kind === 'driver' ? 'bestuurder' : 'restaurant';
    return {
      subject: approved
        ? `Jou ${PRODUCT_NAME}-${what}aansoek is goedgekeur`
        : `Jou ${PRODUCT_NAME}-${what}aansoek: ${application.kind === 'driver' ? 'rekening opgeskort' : 'nie goedgekeur nie'}`,
      paragraphs: [
        `${hi(name)},`,
        approved
          ? `jou aansoek (${application.what}) is goedgekeur. ${application.kind === 'driver' ? 'Jy kan aanlyn gaan en take aanvaar.' : 'Jy kan die restaurantportaal oopmaak en jou plek opstel.'}`
          : `jou aansoek (${application.what}) is ${application.kind === 'driver' ? 'opgeskort' : 'opgeskort en vir nou nie goedgekeur nie'}.`,
        `Rede: ${reason}`,
        `Jou statusbladsy: ${url}`,
      ],
    };
  },
};
