import { ApiErrorSchema, OkSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import {
  ProfileSchema,
  ProfileUpdateSchema,
  SavedAddressesResponseSchema,
  SavedAddressInputSchema,
  SavedAddressSchema,
} from '@lekker/core/contracts/profile';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { ProfileService } from './profile.service.ts';

const unauthorized = { 401: jsonContent(ApiErrorSchema, 'Not signed in') };
const invalid = { 400: jsonContent(ApiErrorSchema, 'Invalid input') };
const notCustomer = { 403: jsonContent(ApiErrorSchema, 'Not a customer') };

const getRoute = guardedRoute({
  method: 'get',
  path: '/profile',
  audience: 'signed-in',
  tags: ['Profile'],
  summary: 'Your name, phone number and e-mail',
  responses: { 200: jsonContent(ProfileSchema, 'The profile'), ...unauthorized },
});
const updateRoute = guardedRoute({
  method: 'patch',
  path: '/profile',
  audience: 'signed-in',
  tags: ['Profile'],
  summary: 'Change your name, phone number (South African numbers; empty clears it) or language',
  request: jsonBody(ProfileUpdateSchema),
  responses: { 200: jsonContent(ProfileSchema, 'The updated profile'), ...invalid, ...unauthorized },
});
const listAddressesRoute = guardedRoute({
  method: 'get',
  path: '/profile/addresses',
  audience: 'customer',
  tags: ['Profile'],
  summary: 'Your saved delivery addresses, newest first',
  responses: {
    200: jsonContent(SavedAddressesResponseSchema, 'Addresses'),
    ...unauthorized,
    ...notCustomer,
  },
});
const addAddressRoute = guardedRoute({
  method: 'post',
  path: '/profile/addresses',
  audience: 'customer',
  tags: ['Profile'],
  summary: 'Save a delivery address (with an optional map pin) for later checkouts',
  request: jsonBody(SavedAddressInputSchema),
  responses: {
    201: jsonContent(SavedAddressSchema, 'Saved'),
    ...invalid,
    ...unauthorized,
    ...notCustomer,
    409: jsonContent(ApiErrorSchema, 'Too many saved addresses'),
  },
});
const updateAddressRoute = guardedRoute({
  method: 'put',
  path: '/profile/addresses/{id}',
  audience: 'customer',
  tags: ['Profile'],
  summary: 'Correct one of your saved addresses (label, street, town, notes, map pin)',
  request: { params: UuidParamSchema, ...jsonBody(SavedAddressInputSchema) },
  responses: {
    200: jsonContent(SavedAddressSchema, 'Saved'),
    ...invalid,
    ...unauthorized,
    ...notCustomer,
    404: jsonContent(ApiErrorSchema, 'Not yours or missing'),
  },
});
const deleteAddressRoute = guardedRoute({
  method: 'delete',
  path: '/profile/addresses/{id}',
  audience: 'customer',
  tags: ['Profile'],
  summary: 'Delete one of your saved addresses',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(OkSchema, 'Deleted'),
    ...invalid,
    ...unauthorized,
    ...notCustomer,
    404: jsonContent(ApiErrorSchema, 'Not yours or missing'),
  },
});

export function profileRoutes(service: ProfileService) {
  const viewerId = async (c: Parameters<typeof currentViewer>[0]) => (await currentViewer(c)).user.id;
  return createRouter()
    .openapi(getRoute, async (c) => c.json(ProfileSchema.parse(await service.get(await viewerId(c))), 200))
    .openapi(updateRoute, async (c) =>
      c.json(ProfileSchema.parse(await service.update(await viewerId(c), c.req.valid('json'))), 200),
    )
    .openapi(listAddressesRoute, async (c) =>
      c.json(
        SavedAddressesResponseSchema.parse({ addresses: await service.listAddresses(await viewerId(c)) }),
        200,
      ),
    )
    .openapi(addAddressRoute, async (c) =>
      c.json(SavedAddressSchema.parse(await service.addAddress(await viewerId(c), c.req.valid('json'))), 201),
    )
    .openapi(updateAddressRoute, async (c) =>
      c.json(
        SavedAddressSchema.parse(
          await service.updateAddress(await viewerId(c), c.req.valid('param').id, c.req.valid('json')),
        ),
        200,
      ),
    )
    .openapi(deleteAddressRoute, async (c) => {
      await service.deleteAddress(await viewerId(c), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}
