// Where lib/error-text.ts finds contract-texts.ts once the common bundle has brought it (bundles.ts): a setter and a
// getter, so the shell neither imports the contracts' sentences nor waits for them.
type Lookup = (english: string) => string | undefined;

let lookup: Lookup | undefined;

export function setContractLookup(next: Lookup): void {
  lookup = next;
}

/** The contract sentences' translator, once loaded. */
export const contractLookup = (): Lookup | undefined => lookup;
