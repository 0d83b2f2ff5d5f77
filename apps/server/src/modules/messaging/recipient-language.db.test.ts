import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { insertUser } from '../../seed/builders.ts';
import { createTestDb, type TestDatabase } from '../../test/db.ts';
import { createProfileRepository } from '../profile/profile.repository.ts';
import { createLanguageLookup } from '../profile/profile-language.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import { createDefaultRecipientPreferences, createMessaging } from './messaging.service.ts';

// docs/decisions/061-i18n-library-and-locale.md: what the server sends is written in the language the person reads.
describe('messages in the language the recipient reads', () => {
  let database: TestDatabase;
  const clock = () => new Date('2026-12-02T10:00:00Z');

  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  it("writes each push in its recipient's stored language, English when none is stored", async () => {
    const { db } = database;
    const profiles = createProfileRepository(db);
    const people = {
      zulu: await insertUser(db, { email: 'zanele@lang.test', name: 'Zanele' }),
      tswana: await insertUser(db, { email: 'kagiso@lang.test', name: 'Kagiso' }),
      afrikaans: await insertUser(db, { email: 'annelie@lang.test', name: 'Annelie' }),
      english: await insertUser(db, { email: 'james@lang.test', name: 'James' }),
    };
    await profiles.update(people.zulu.id, { language: 'zu-ZA' });
    await profiles.update(people.tswana.id, { language: 'tn-ZA' });
    await profiles.update(people.afrikaans.id, { language: 'af-ZA' });
    const messaging = createMessaging({
      repo: createMessagingRepository(db),
      preferences: createDefaultRecipientPreferences(),
      clock,
      languageOf: createLanguageLookup(db),
    });
    for (const [who, person] of Object.entries(people))
      await messaging.send(
        {
          key: `order:${who}:confirmed`,
          template: 'order_status',
          params: { status: 'confirmed', order_number: 'LE-1' },
          purpose: 'transactional',
        },
        { userId: person.id },
      );
    const textOf = async (userId: string) =>
      (
        await db
          .select({ text: messages.text, title: messages.title })
          .from(messages)
          .where(eq(messages.userId, userId))
      ).map((m) => [m.title, m.text]);
    expect(await textOf(people.zulu.id)).toEqual([['Isibuyekezo se-oda', 'I-oda yakho iqinisekisiwe!']]);
    expect(await textOf(people.tswana.id)).toEqual([['Kitsiso ya odara', 'Odara ya gago e tiisitswe!']]);
    expect(await textOf(people.afrikaans.id)).toEqual([
      ['Bestelling-opdatering', 'Jou bestelling is bevestig!'],
    ]);
    expect(await textOf(people.english.id)).toEqual([['Order Update', 'Your order has been confirmed!']]);
  });

  it('reads English for an account without a profile or with a language it does not speak', async () => {
    const { db } = database;
    const lookup = createLanguageLookup(db);
    const bare = await insertUser(db, { email: 'nomsa@lang.test', name: 'Nomsa' });
    expect(await lookup(bare.id)).toBe('en-ZA');
    await createProfileRepository(db).update(bare.id, { language: 'fr-FR' });
    expect(await lookup(bare.id)).toBe('en-ZA');
    expect(await lookup('00000000-0000-4000-8000-000000000000')).toBe('en-ZA');
  });
});
