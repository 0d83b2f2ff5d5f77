import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, contractMessage, findContractMessage } from './contract-messages.ts';
import { SendMessageSchema } from './contracts/messages.ts';
import { CheckoutRequestSchema } from './contracts/orders.ts';

const contracts = join(import.meta.dirname, 'contracts');

/** A sentence for people written straight into a contract: a message argument or option starting with a capital. */
const LITERAL_MESSAGE = new RegExp(
  [
    /\b(?:message|error)\s*:\s*/.source,
    /\.(?:min|max|length|regex|startsWith|endsWith|includes|lt|lte|gt|gte|multipleOf)\([^()]*,\s*/.source,
    /\.(?:refine|superRefine)\(.*,\s*/.source,
    /\.(?:int|positive|nonnegative|negative|nonpositive|finite|nonempty|email|url|uuid)\(\s*/.source,
  ]
    .map((part) => `(?:${part})`)
    .join('|')
    .replace(/^/, '(?:')
    .concat(')([\'"`])[A-Z][^\'"`]*\\1'),
);

describe('contract messages', () => {
  it('are the only sentences the contracts say to people (the web translates them by name)', () => {
    const left: string[] = [];
    for (const file of readdirSync(contracts).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      // Comments and documentation (descriptions, examples) left out; a call may span lines.
      const code = readFileSync(join(contracts, file), 'utf8')
        .split('\n')
        .filter(
          (line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && !/\.(describe|openapi|meta)\(|example/.test(line),
        )
        .join('\n');
      for (const match of code.matchAll(new RegExp(LITERAL_MESSAGE.source, 'g')))
        left.push(`${file}: ${match[0].replace(/\s+/g, ' ')}`);
    }
    expect(left).toEqual([]);
  });

  it('catches a sentence written into a contract', () => {
    expect(LITERAL_MESSAGE.test(".min(1, 'Please write a message')")).toBe(true);
    expect(LITERAL_MESSAGE.test("z.email({ message: 'Please enter a valid email address' })")).toBe(true);
    expect(LITERAL_MESSAGE.test(".int('Use a whole number')")).toBe(true);
    expect(LITERAL_MESSAGE.test(".refine((v) => ok(v), 'Use a time such as 16:00')")).toBe(true);
    expect(LITERAL_MESSAGE.test(".min(1, contractMessage('writeMessage'))")).toBe(false);
    expect(LITERAL_MESSAGE.test(".default('Home')")).toBe(false);
  });

  it('fill their numbers, and a filled sentence is found again with them', () => {
    expect(contractMessage('messageMax', { max: 1000 })).toBe('Keep messages under 1000 characters');
    for (const [name, english] of Object.entries(CONTRACT_MESSAGES)) {
      const values = Object.fromEntries(
        [...english.matchAll(/\{(\w+)\}/g)].map((m, i) => [m[1], String(7 + i)]),
      );
      const filled = contractMessage(name as keyof typeof CONTRACT_MESSAGES, values);
      expect(filled).not.toMatch(/[{}]/);
      expect(findContractMessage(filled), filled).toEqual({ name, values });
      expect(findContractMessage(`${filled}.`)?.name ?? name).toBe(name);
    }
    expect(findContractMessage('Something else entirely')).toBeUndefined();
  });

  it('are what the schemas say', () => {
    const chat = SendMessageSchema.safeParse({ body: 'x'.repeat(5000) });
    expect(chat.error?.issues[0]?.message).toBe('Keep messages under 1000 characters');
    const checkout = CheckoutRequestSchema.safeParse({ items: [] });
    expect(checkout.error?.issues.map((issue) => issue.message)).toContain('Your cart is empty');
  });
});
