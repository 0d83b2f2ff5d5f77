import { PRODUCT_NAME } from '@lekker/core/constants';
import type { MailTexts } from './mail-texts.ts';

const hi = (name: string) => `Dumela ${name || ''}`.trim();

/** Setswana (unreviewed: see the catalogues' review notes in the README). */
export const tnZA: MailTexts = {
  questions: 'O na le dipotso? Araba imeile e.',
  confirmEmail: (name) => ({
    subject: `Tiisa akhaonto ya gago ya ${PRODUCT_NAME}`,
    intro: `${hi(name)}, o amogelesegile mo ${PRODUCT_NAME}! Tsweetswee tiisa aterese ya gago ya imeile go simolola go odara.`,
    action: 'Tiisa imeile ya me',
    outro: 'Fa o sa ikwadisa, o ka tlogela molaetsa ono.',
  }),
  resetPassword: (name) => ({
    subject: `Fetola lefoko la sephiri la ${PRODUCT_NAME}`,
    intro: `${hi(name)}, re amogetse kopo ya go fetola lefoko la gago la sephiri. Kgolagano e dira ura e le nngwe.`,
    action: 'Tlhopha lefoko le lešwa la sephiri',
    outro: 'Fa o sa kopa se, tlogela molaetsa ono: lefoko la gago la sephiri ga le fetoge.',
  }),
  existingAccount: (name) => ({
    subject: 'Motho mongwe o lekile go ikwadisa ka imeile ya gago',
    intro: `${hi(name)}, motho mongwe (e ka nna wena) o lekile go bula akhaonto ya ${PRODUCT_NAME} ka aterese e, e e setseng e na le akhaonto.`,
    action: 'O lebetse lefoko la sephiri? Le fetole fano',
    outro: 'Fa e ne e se wena, o ka tlogela molaetsa ono.',
  }),
  orderPlaced: (name, order) => ({
    subject: `Odara ya gago ya ${PRODUCT_NAME} ${order.orderNumber}`,
    intro: `${hi(name)}, re a leboga ka odara ya gago ${order.orderNumber}. Palogotlhe ${order.total}, e duelwa ka ${
      order.paidBy === 'cash' ? 'kheshe fa e fitlha' : 'PayFast'
    }. Re tla go itsise fa resturente e e tiisa.`,
    action: 'Sala odara ya gago morago',
    outro: 'O na le dipotso? Araba imeile e.',
  }),
  refund: (name, refund) => ({
    subject: `Tiro ya go busetsa ${refund.amount} ya odara ${refund.orderNumber} mo ${PRODUCT_NAME}`,
    intro: `${hi(name)}, re go buseditse ${refund.amount} ya odara ya gago ${refund.orderNumber} (${refund.reason}). PayFast e e busetsa mo karateng kgotsa akhaonto e o duetseng ka yone; gantsi dibanka di e bontsha mo malatsing a tiro a le 3 go ya go 10.`,
    action: 'Bona odara ya gago',
    outro: 'O na le dipotso? Araba imeile e.',
  }),
  applicationDecision: (name, application, approved, reason, url) => {
    const what = application.kind === 'driver' ? 'ya mokgweetsi' : 'ya resturente';
    return {
      subject: approved
        ? `Kopo ya gago ${what} mo ${PRODUCT_NAME} e amogetswe`
        : `Kopo ya gago ${what} mo ${PRODUCT_NAME}: ${application.kind === 'driver' ? 'akhaonto e emisitswe' : 'ga e a amogelwa'}`,
      paragraphs: [
        `${hi(name)},`,
        approved
          ? `kopo ya gago (${application.what}) e amogetswe. ${application.kind === 'driver' ? 'O ka tsena mo inthaneteng o amogela ditiro.' : 'O ka bula potala ya resturente o baakanya lefelo la gago.'}`
          : `kopo ya gago (${application.what}) ${application.kind === 'driver' ? 'e emisitswe' : 'e emisitswe mme ga e a amogelwa ga jaana'}.`,
        `Lebaka: ${reason}`,
        `Tsebe ya seemo sa gago: ${url}`,
      ],
    };
  },
};
