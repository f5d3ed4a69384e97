import { createRoute, z } from '@hono/zod-openapi';
import { shareOutResultSchema, teamBoardSchema, teamChoiceSchema, teamInputSchema } from '#core/schemas/classes';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import { classParam, errorContent, teacherRefusals } from './route-parts';
import type { TeamsService } from './teams.service';

const refusals = {
  400: errorContent('Invalid input'),
  ...teacherRefusals,
  404: errorContent('No such class of mine, or no such team or student in it'),
};
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const createTeamRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/classes/{id}/teams',
    tags: ['classes'],
    summary: 'Make a team in the class (its standings are on the dashboard)',
    request: { params: classParam, ...json(teamInputSchema) },
    responses: {
      201: jsonContent(z.object({ id: z.uuid(), name: z.string() }), 'The team'),
      ...refusals,
      409: errorContent('A team of that name, or too many teams'),
    },
  });

const deleteTeamRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'delete',
    path: '/classes/{id}/teams/{teamId}',
    tags: ['classes'],
    summary: 'Delete a team; its members are left without one',
    request: { params: classParam.extend({ teamId: z.uuid() }) },
    responses: { 204: { description: 'Deleted' }, ...refusals },
  });

const placeRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'put',
    path: '/classes/{id}/students/{userId}/team',
    tags: ['classes'],
    summary: "Put a student in one of the class's teams, or in none",
    request: { params: classParam.extend({ userId: z.string().min(1).max(64) }), ...json(teamChoiceSchema) },
    responses: { 204: { description: 'Placed' }, ...refusals },
  });

const shareOutRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/classes/{id}/teams/share-out',
    tags: ['classes'],
    summary: 'Put every student without a team in the team with the fewest members',
    request: { params: classParam },
    responses: {
      200: jsonContent(shareOutResultSchema, 'How many students were placed'),
      ...teacherRefusals,
      409: errorContent('The class is not played in teams'),
    },
  });

const teamBoardRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/team-boards/{id}',
    tags: ['classes'],
    summary: "A class's team standings and the reader's own team (none for a game without teams)",
    request: { params: classParam },
    responses: {
      200: jsonContent(teamBoardSchema, 'The team standings'),
      401: errorContent('Not signed in'),
      403: errorContent('The teacher has hidden the class board'),
      404: errorContent('Not a game I play or teach'),
    },
  });

export function teamsRoutes(auth: Auth, service: TeamsService) {
  const user = (c: Parameters<typeof requireUserId>[1]) => requireUserId(auth, c);
  return createRouter()
    .openapi(createTeamRoute(auth), async (c) =>
      c.json(await service.create(await user(c), c.req.valid('param').id, c.req.valid('json').name), 201),
    )
    .openapi(deleteTeamRoute(auth), async (c) => {
      const { id, teamId } = c.req.valid('param');
      await service.remove(await user(c), id, teamId);
      return c.body(null, 204);
    })
    .openapi(placeRoute(auth), async (c) => {
      const { id, userId } = c.req.valid('param');
      await service.place(await user(c), id, userId, c.req.valid('json').teamId);
      return c.body(null, 204);
    })
    .openapi(shareOutRoute(auth), async (c) =>
      c.json(await service.shareOut(await user(c), c.req.valid('param').id), 200),
    )
    .openapi(teamBoardRoute(auth), async (c) =>
      c.json(await service.board(await user(c), c.req.valid('param').id), 200),
    );
}
