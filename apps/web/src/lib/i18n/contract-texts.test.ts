import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_MESSAGES, contractMessage } from '@lekker/core/contract-messages';
import { LOCALES } from '@lekker/core/locales';
import { describe, expect, it } from 'vitest';
import { activateTestLocale } from '@/test/locale-messages.ts';
import { contractText } from './contract-texts.ts';

// Every contract sentence (core contract-messages.ts) has its catalogue entry, in English word for word, so a form's
// or the server's contract message is said in every language (docs/decisions/061-i18n-library-and-locale.md).
const common = (locale: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, 'catalogues', 'common', `${locale}.json`), 'utf8'),
  ) as Record<string, string>;

describe('contract messages in the catalogues', () => {
  it('has each contract sentence under contract.<name>, the English the same, and no other contract key', () => {
    const english = common('en-ZA');
    for (const [name, sentence] of Object.entries(CONTRACT_MESSAGES))
      expect(english[`contract.${name}`], name).toBe(sentence);
    const keys = Object.keys(english).filter((key) => key.startsWith('contract.'));
    expect(keys.sort()).toEqual(
      Object.keys(CONTRACT_MESSAGES)
        .map((name) => `contract.${name}`)
        .sort(),
    );
  });

  it.each(LOCALES)('says a filled contract sentence in %s, numbers kept', (locale) => {
    activateTestLocale(locale);
    const sentence = contractMessage('messageMax', { max: 1000 });
    const said = contractText(sentence);
    expect(said).toContain('1000');
    if (locale === 'en-ZA') expect(said).toBe(sentence);
    else expect(said).not.toMatch(/\b(Keep|messages|under|characters)\b/);
    expect(contractText('Not a contract sentence')).toBeUndefined();
  });
});
