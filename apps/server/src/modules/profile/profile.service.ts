import { LocaleSchema } from '@lekker/core/contracts/locale';
import type {
  Profile,
  ProfileUpdateSchema,
  SavedAddress,
  SavedAddressInputSchema,
} from '@lekker/core/contracts/profile';
import type { z } from 'zod';
import type { Transactional } from '../../db/with-transaction.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import type { ProfileRepository, SavedAddressRecord } from './profile.repository.ts';

/** How many addresses one customer may keep (a bound on a list the checkout shows in full). */
export const MAX_SAVED_ADDRESSES = 20;

export function toSavedAddress(r: SavedAddressRecord): SavedAddress {
  return {
    id: r.id,
    label: r.label,
    street: r.street,
    city: r.city,
    province: r.province,
    postal_code: r.postalCode,
    notes: r.notes,
    latitude: r.latitude,
    longitude: r.longitude,
    created_at: r.createdAt.toISOString(),
  };
}

function addressValues(input: z.output<typeof SavedAddressInputSchema>) {
  return {
    label: input.label,
    street: input.street,
    city: input.city,
    province: input.province,
    postalCode: input.postal_code || null,
    notes: input.notes || null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
}

/** The signed-in person's own details and saved delivery addresses; nobody sees or changes another's. */
export function createProfileService(repo: Transactional<ProfileRepository>) {
  async function get(userId: string): Promise<Profile> {
    const row = await repo.find(userId);
    if (!row) throw notFound('Profile not found.');
    const language = LocaleSchema.safeParse(row.language);
    return {
      full_name: row.fullName ?? row.name ?? null,
      phone: row.phone ?? null,
      email: row.email,
      language: language.success ? language.data : null,
    };
  }

  return {
    get,
    async update(userId: string, input: z.output<typeof ProfileUpdateSchema>): Promise<Profile> {
      const values: { fullName?: string; phone?: string | null; language?: string } = {};
      if (input.full_name !== undefined) values.fullName = input.full_name;
      if (input.language !== undefined) values.language = input.language;
      if (input.phone !== undefined) values.phone = input.phone;
      if (Object.keys(values).length > 0) await repo.update(userId, values);
      return get(userId);
    },
    async listAddresses(userId: string): Promise<SavedAddress[]> {
      return (await repo.listAddresses(userId)).map(toSavedAddress);
    },
    async addAddress(userId: string, input: z.output<typeof SavedAddressInputSchema>): Promise<SavedAddress> {
      // Counted and inserted under the person's lock (decision 044): parallel saves never pass the limit.
      const row = await repo.withTransaction(async (r) => {
        await r.lockPerson(userId);
        if ((await r.countAddresses(userId)) >= MAX_SAVED_ADDRESSES) return undefined;
        return r.insertAddress(userId, addressValues(input));
      });
      if (!row)
        throw conflict(`You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`);
      return toSavedAddress(row);
    },
    /** Corrects a saved address (POPIA s24: every personal field is editable by its owner). */
    async updateAddress(
      userId: string,
      id: string,
      input: z.output<typeof SavedAddressInputSchema>,
    ): Promise<SavedAddress> {
      const row = await repo.updateAddress(userId, id, addressValues(input));
      if (!row) throw notFound('Address not found.');
      return toSavedAddress(row);
    },
    async deleteAddress(userId: string, id: string): Promise<void> {
      // Another user's address answers like a missing one: existence does not leak.
      if (!(await repo.deleteAddress(userId, id))) throw notFound('Address not found.');
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
