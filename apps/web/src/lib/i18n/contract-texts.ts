// A contract's English sentence (a form's check, a server's field message) in the shown language: found by its
// English in core's contract-messages.ts, said by its catalogue key `contract.<name>` in the common bundle
// (docs/decisions/061-i18n-library-and-locale.md, "Validation and error texts"). Loaded with the common bundle
// (bundles.ts), never in the first screen's shell: until then a contract's sentence reads as its kind's.
import { findContractMessage } from '@lekker/core/contract-messages';
import { setContractLookup } from './contract-lookup.ts';
import { i18n, type MessageId } from './i18n.ts';

/** The contract sentence `english` in the active language, or undefined when it is none or its bundle is not loaded. */
export function contractText(english: string): string | undefined {
  const found = findContractMessage(english);
  if (!found) return undefined;
  const id = `contract.${found.name}` as MessageId;
  return id in i18n.messages ? i18n._(id, found.values) : undefined;
}

setContractLookup(contractText);
