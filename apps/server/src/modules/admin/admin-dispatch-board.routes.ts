import { UuidParamSchema } from '@lekker/core/contracts/common';
import { DispatchBoardSchema, DispatchCandidatesSchema } from '@lekker/core/contracts/dispatch-board';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import type { DispatchBoardService } from './admin-dispatch-board.service.ts';
import { adminErrors } from './admin-http.ts';

const boardRoute = guardedRoute({
  method: 'get',
  path: '/admin/dispatch/board',
  audience: 'admin',
  tags: ['Admin'],
  summary:
    'The dispatch board: approved drivers on shift (free, on a job, or stale: no position in 2 minutes, with its age) and orders waiting for a driver with their age',
  responses: { 200: jsonContent(DispatchBoardSchema, 'Board'), ...adminErrors },
});
const candidatesRoute = guardedRoute({
  method: 'get',
  path: '/admin/dispatch/orders/{id}/candidates',
  audience: 'admin',
  tags: ['Admin'],
  summary:
    "The drivers the dispatcher would offer the order to now, ranked by its scoring function with each term (travel minutes at the road factor, fair-share credit), those left out and why, and the order's offers so far (waves, answers). Assign with POST /admin/orders/{id}/reassign-driver",
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(DispatchCandidatesSchema, 'Candidates'),
    ...adminErrors,
  },
});

export function adminDispatchBoardRoutes(board: DispatchBoardService) {
  return createRouter()
    .openapi(boardRoute, async (c) => c.json(DispatchBoardSchema.parse(await board.board()), 200))
    .openapi(candidatesRoute, async (c) =>
      c.json(DispatchCandidatesSchema.parse(await board.candidates(c.req.valid('param').id)), 200),
    );
}
