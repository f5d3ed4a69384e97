import { createRoute, z } from '@hono/zod-openapi';
import {
  classInputSchema,
  classSummarySchema,
  joinCodeSchema,
  joiningInputSchema,
  joinInputSchema,
  joinPreviewSchema,
  joinResultSchema,
  myClassesSchema,
} from '#core/schemas/classes';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { ClassesService } from './classes.service';
import { errorContent, teacherRefusals } from './route-parts';

const { 401: unauthorized, 403: teachersOnly, 404: notMine } = teacherRefusals;
const invalid = errorContent('Invalid input');
const classBody = { body: { content: { 'application/json': { schema: classInputSchema } }, required: true } };
const idParam = { params: z.object({ id: z.uuid() }) };

const createClassRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/classes',
    tags: ['classes'],
    summary: 'Create a class game, open for joining with a fresh code (teachers)',
    request: classBody,
    responses: {
      201: jsonContent(classSummarySchema, 'Created'),
      400: invalid,
      401: unauthorized,
      403: teachersOnly,
    },
  });

const myClassesRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/classes',
    tags: ['classes'],
    summary: "The teacher's classes, newest first, with their students' count",
    responses: { 200: jsonContent(myClassesSchema, 'My classes'), 401: unauthorized, 403: teachersOnly },
  });

const getClassRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/classes/{id}',
    tags: ['classes'],
    summary: 'One of my classes',
    request: idParam,
    responses: {
      200: jsonContent(classSummarySchema, 'The class'),
      401: unauthorized,
      403: teachersOnly,
      404: notMine,
    },
  });

const updateClassRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'patch',
    path: '/classes/{id}',
    tags: ['classes'],
    summary: "Change a class's name, dates, starting cash (for students who join later) and options",
    request: { ...idParam, ...classBody },
    responses: {
      200: jsonContent(classSummarySchema, 'Changed'),
      400: invalid,
      401: unauthorized,
      403: teachersOnly,
      404: notMine,
    },
  });

const joiningRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/classes/{id}/joining',
    tags: ['classes'],
    summary: 'Open or close joining; newCode replaces the join code at once',
    request: {
      ...idParam,
      body: { content: { 'application/json': { schema: joiningInputSchema } }, required: true },
    },
    responses: {
      200: jsonContent(classSummarySchema, 'The class now'),
      400: invalid,
      401: unauthorized,
      403: teachersOnly,
      404: notMine,
    },
  });

const previewRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'get',
    path: '/join/{code}',
    tags: ['classes'],
    summary: 'The class a join code opens, before joining it (wrong codes are rate-limited)',
    request: { params: z.object({ code: joinCodeSchema }) },
    responses: {
      200: jsonContent(joinPreviewSchema, 'The class'),
      400: invalid,
      401: unauthorized,
      404: errorContent('No class has this code'),
      409: errorContent('Joining closed, or the class has ended'),
      429: errorContent('Too many wrong codes'),
    },
  });

const joinRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/join',
    tags: ['classes'],
    summary: "Join a class with its code: a portfolio in its game with the class's starting cash, once",
    request: { body: { content: { 'application/json': { schema: joinInputSchema } }, required: true } },
    responses: {
      200: jsonContent(joinResultSchema, 'Joined, or a member already'),
      400: invalid,
      401: unauthorized,
      404: errorContent('No class has this code'),
      409: errorContent('Joining closed, the class has ended, or it is my own class'),
      429: errorContent('Too many wrong codes'),
    },
  });

export function classesRoutes(auth: Auth, service: ClassesService) {
  const user = (c: Parameters<typeof requireUserId>[1]) => requireUserId(auth, c);
  return createRouter()
    .openapi(createClassRoute(auth), async (c) => c.json(await service.create(await user(c), c.req.valid('json')), 201))
    .openapi(myClassesRoute(auth), async (c) => c.json({ classes: await service.mine(await user(c)) }, 200))
    .openapi(getClassRoute(auth), async (c) => c.json(await service.get(await user(c), c.req.valid('param').id), 200))
    .openapi(updateClassRoute(auth), async (c) =>
      c.json(await service.update(await user(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(joiningRoute(auth), async (c) =>
      c.json(await service.setJoining(await user(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(previewRoute(auth), async (c) =>
      c.json(await service.preview(await user(c), c.req.valid('param').code), 200),
    )
    .openapi(joinRoute(auth), async (c) => c.json(await service.join(await user(c), c.req.valid('json').code), 200));
}
