// Every sentence the contracts (./contracts/*.ts) say to a person when a value breaks them, in one place, so the
// English lives once and the web says each in the shown language by its name (catalogue key `contract.<name>`, in
// the web's common bundle; docs/decisions/061-i18n-library-and-locale.md, "Validation and error texts"). A number in
// a sentence is a placeholder (`{max}`), filled by the contract that says it. Without imports: every contract can use
// it, and the web loads it only with the forms (never in the first screen's shell).

/** The English sentence of each contract message; `{name}` is a number the contract fills in. */
export const CONTRACT_MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  emailAndPassword: 'Please enter your email and password',
  fillAllFields: 'Please fill in all fields',
  passwordMin: 'Password must be at least {min} characters',
  phoneZa: 'Please enter a South African phone number, e.g. 082 123 4567',
  vehicleType: 'Choose a vehicle type',
  restaurantNameMin: 'Restaurant name must be at least 2 characters',
  restaurantAddress: 'Please enter the restaurant address',
  reasonMin3: 'Give a reason (at least 3 characters)',
  amountMin: 'The amount must be at least 1 cent',
  writeNote: 'Write a note',
  commissionMax: 'At most 50 %',
  chooseDriver: 'Choose a driver',
  bankReference: 'Give the bank reference',
  dateLike: 'Use a date like 2026-12-01',
  offerMin3: 'Give the offer (at least 3 characters)',
  atMostChars: 'At most {max} characters',
  lastDayNotBeforeFirst: 'The last day cannot be before the first',
  pictureUrlMax: 'The picture address can be at most {max} characters.',
  pictureUrl: 'The picture must be an https:// address or a path on this site.',
  linkOnSite: 'The link must stay on this site.',
  accountHolder: 'Give the name on the account',
  bankName: 'Choose or name the bank',
  accountType: 'Choose the account type',
  resultsPageGone: 'That page of results is no longer available. Please search again.',
  linkUnknown: 'That link does not lead to anything we know.',
  locationInvalid: 'Please choose a valid location.',
  customDeliveryRequired: 'Please fill in all required fields and select a delivery location',
  pickDate: 'Pick a valid date',
  receiptRequired: 'Please upload a receipt to proceed with your custom delivery request.',
  soldOutItem: 'Choose the item that is sold out',
  giveReason: 'Please give a reason',
  tipWholeCents: 'Enter the tip in rand and cents, e.g. 15 or 15.50.',
  tipNegative: 'A tip cannot be less than R0.00.',
  tipTooHigh: 'A tip can be at most R{max}.',
  doorWhatHappened: 'Say in a few words what happened at the door',
  doorNoteMax: 'Keep the note under {max} characters',
  doorOutcome: 'Choose return to venue, discard or redeliver',
  cashCollected: 'Confirm the cash you collected',
  deliveredChoice: 'Choose whether the order was delivered',
  documentKind: 'Choose what the document is',
  deliveryCode: 'Enter the 4-digit code from the customer',
  writeMessage: 'Please write a message',
  messageMax: 'Keep messages under {max} characters',
  notifyChannel: 'Choose push, SMS or WhatsApp',
  changeOneSwitch: 'Change at least one switch',
  streetRequired: 'Street is required',
  cityRequired: 'City is required',
  provinceRequired: 'Province is required',
  labelRequired: 'Label is required',
  quantityMin: 'Quantity must be at least 1',
  quantityMax: 'You can order at most {max} of one item.',
  cartEmpty: 'Your cart is empty',
  chooseListedTime: 'Choose one of the times listed.',
  atLeastMinutes: 'At least {min} minutes',
  atMostMinutes: 'At most {max} minutes',
  stars: 'Choose 1 to 5 stars',
  enterPassword: 'Please enter your password.',
  dateTime: 'Please enter a valid date and time.',
  listOrders: 'Please list order numbers.',
  listOrdersMax: 'Please list at most {max} order numbers.',
  listEmails: 'Please list e-mail addresses.',
  listEmailsMax: 'Please list at most {max} e-mail addresses.',
  enterName: 'Please enter your name',
  timeLike: 'Use a time such as 16:00',
  promotionName: 'Give the promotion a name customers will understand, e.g. "Lunch special"',
  promotionNameMax: 'Keep the name under {max} characters',
  wholeNumber: 'Use a whole number',
  discountPositive: 'The discount must be more than 0',
  minOrderNegative: 'The minimum order cannot be negative',
  minOrderTooLarge: 'Minimum order is too large',
  limitMin: 'The limit must be at least 1',
  percentMax: 'A percentage discount can be at most {max}%',
  fixedMax: 'A fixed discount can be at most R1000',
  chooseDish: 'Choose at least one dish',
  bothTimes: 'Give both a start and an end time, or neither',
  endDiffers: 'The end time must differ from the start time',
  endAfterStart: 'The end must be after the start',
  pushTooLong: 'This push address is too long to be a real push service.',
  pushNotUrl: 'This push address is not a web address.',
  pushKey: 'This browser sent a push key we cannot use. Please try again.',
  reviewsMin: 'Ask for at least one review',
  reviewsMax: 'Ask for at most {max} reviews at a time',
  timeExample: 'A time, e.g. 2026-12-03T12:10:00+02:00',
  captionMax: 'Keep the caption under {max} characters',
  weekMonday: 'Give the Monday of the week as YYYY-MM-DD',
  firstDay: 'Give the first day as YYYY-MM-DD',
  lastDay: 'Give the last day as YYYY-MM-DD',
  bothDays: 'Give both the first and last day',
  lastDayIsBefore: 'The last day is before the first',
  daysMax: 'Choose at most {max} days',
  writeReply: 'Please write a reply',
  replyMax: 'Keep the reply under {max} characters',
  atLeastChars: 'At least {min} characters',
  venuePhone: 'A phone number, e.g. 018 123 4567',
  atLeastKm: 'At least {min} km',
  atMostKm: 'At most {max} km',
  latLngTogether: 'Send latitude and longitude together',
  noticeWhole: 'Notice: whole minutes',
  noticeMin: 'Notice: at least {min} minutes',
  noticeMax: 'Notice: at most {max} minutes (one day)',
} as const;

export type ContractMessageName = keyof typeof CONTRACT_MESSAGES;
export type ContractValues = Readonly<Record<string, number | string>>;

/** The English sentence `name` with its numbers filled in, as a contract's message. */
export function contractMessage(name: ContractMessageName, values: ContractValues = {}): string {
  return CONTRACT_MESSAGES[name].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each message as a pattern over its filled English: placeholders match a number. */
const PATTERNS = Object.entries(CONTRACT_MESSAGES).map(([name, english]) => {
  const keys = [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const source = english
    .split(/\{\w+\}/)
    .map(literal)
    .join('(-?\\d+(?:[.,]\\d+)?)');
  return { name: name as ContractMessageName, keys, pattern: new RegExp(`^${source}$`) };
});

/**
 * The contract message an English sentence is (a form's or the server's), with the numbers it was filled with; undefined
 * for any other text.
 */
export function findContractMessage(
  english: string,
): { name: ContractMessageName; values: Record<string, string> } | undefined {
  const text = english.trim();
  for (const { name, keys, pattern } of PATTERNS) {
    const match = pattern.exec(text) ?? (text.endsWith('.') ? pattern.exec(text.slice(0, -1)) : null);
    if (match)
      return { name, values: Object.fromEntries(keys.map((key, i) => [key, match[i + 1] as string])) };
  }
  return undefined;
}
