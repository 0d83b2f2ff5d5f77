import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './order-status.ts';
import { affectedPeopleCsv, blocksDeletion, breachNoticeText, PROCESSORS, purgeAfter } from './privacy.ts';

describe('privacy rules (docs/decisions/067-privacy-export-and-deletion.md)', () => {
  it('keeps financial records 5 years to the day, leap days included', () => {
    expect(purgeAfter(new Date('2026-03-11T10:00:00Z')).toISOString()).toBe('2031-03-11T10:00:00.000Z');
    expect(purgeAfter(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2033-03-01T00:00:00.000Z');
  });

  it('waits for orders under way, not for ended ones', () => {
    expect(
      (['pending_payment', 'placed', 'confirmed', 'preparing', 'ready', 'picked_up'] as OrderStatus[]).every(
        (s) => blocksDeletion(s),
      ),
    ).toBe(true);
    expect(
      (['delivered', 'cancelled', 'payment_failed'] as OrderStatus[]).some((s) => blocksDeletion(s)),
    ).toBe(false);
  });

  it('names every processor with its country', () => {
    expect(PROCESSORS.length).toBeGreaterThanOrEqual(5);
    for (const p of PROCESSORS) expect(p.country.length).toBeGreaterThan(0);
  });

  it("writes the notice with the admin's words and the Regulator, and a CSV that survives commas and quotes", () => {
    const text = breachNoticeText({
      description: 'A laptop with a database copy was stolen.',
      when: '2026-03-01 10:00',
      dataInvolved: 'Names and phone numbers',
      measures: 'We changed every password.',
      contactEmail: 'privacy@lekker.co.za',
    });
    expect(text).toContain('What happened: A laptop with a database copy was stolen.');
    expect(text).toContain('Information Regulator');
    expect(
      affectedPeopleCsv([{ name: 'Mokoena, "Thandi"', email: 't@x.test', phone: null, roles: ['customer'] }]),
    ).toBe('name,email,phone,roles\n"Mokoena, ""Thandi""",t@x.test,,customer\n');
  });
});
