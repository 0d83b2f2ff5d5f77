import type { HandOverRequest } from '@lekker/core/contracts/desk';
import { api, body } from './client.ts';

/** The desk hands a ready collection over with the customer's pick-up code (decision 068). */
export const handOverCollection = (id: string, input: HandOverRequest) =>
  body(api.POST('/restaurant/orders/{id}/hand-over', { params: { path: { id } }, body: input }));
