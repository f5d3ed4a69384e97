import { createRoute, z } from '@hono/zod-openapi';
import {
  assignmentInputSchema,
  assignmentSchema,
  classAssignmentsSchema,
  myAssignmentsSchema,
} from '#core/schemas/classes';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { AssignmentsService } from './assignments.service';
import { classParam, errorContent, teacherRefusals } from './route-parts';

const createAssignmentRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/classes/{id}/assignments',
    tags: ['classes'],
    summary: 'Set the class an assignment: a template, its parameters and an optional due day',
    request: {
      params: classParam,
      body: { content: { 'application/json': { schema: assignmentInputSchema } }, required: true },
    },
    responses: {
      201: jsonContent(assignmentSchema, 'Created'),
      400: errorContent('Invalid input, or a due day already over'),
      ...teacherRefusals,
      409: errorContent('The class has ended, or has as many assignments as it may'),
    },
  });

const classAssignmentsRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/classes/{id}/assignments',
    tags: ['classes'],
    summary: "The class's assignments, newest first, each with every current student's progress",
    request: { params: classParam },
    responses: { 200: jsonContent(classAssignmentsSchema, 'The assignments'), ...teacherRefusals },
  });

const deleteAssignmentRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'delete',
    path: '/classes/{id}/assignments/{assignmentId}',
    tags: ['classes'],
    summary: 'Delete an assignment and what students did of it',
    request: { params: classParam.extend({ assignmentId: z.uuid() }) },
    responses: {
      204: { description: 'Deleted' },
      ...teacherRefusals,
      404: errorContent('No such class of mine, or no such assignment in it'),
    },
  });

const myAssignmentsRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/assignments',
    tags: ['classes'],
    summary: "A student's assignments in one of their classes, with their own progress",
    request: { query: z.object({ game: z.uuid() }) },
    responses: {
      200: jsonContent(myAssignmentsSchema, 'My assignments'),
      401: errorContent('Not signed in'),
      404: errorContent('Not a class I am in'),
    },
  });

export function assignmentsRoutes(auth: Auth, service: AssignmentsService) {
  const user = (c: Parameters<typeof requireUserId>[1]) => requireUserId(auth, c);
  return createRouter()
    .openapi(createAssignmentRoute(auth), async (c) =>
      c.json(await service.create(await user(c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(classAssignmentsRoute(auth), async (c) =>
      c.json({ assignments: await service.list(await user(c), c.req.valid('param').id) }, 200),
    )
    .openapi(deleteAssignmentRoute(auth), async (c) => {
      const { id, assignmentId } = c.req.valid('param');
      await service.remove(await user(c), id, assignmentId);
      return c.body(null, 204);
    })
    .openapi(myAssignmentsRoute(auth), async (c) =>
      c.json({ assignments: await service.mine(await user(c), c.req.valid('query').game) }, 200),
    );
}
