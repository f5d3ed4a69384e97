import { createRoute, z } from '@hono/zod-openapi';
import { issuedLoginSchema, issuedLoginsSchema, issueLoginsInputSchema } from '#core/schemas/classes';
import type { Auth } from '../../auth/auth';
import { requireUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { LoginsService } from './logins.service';
import { errorContent, teacherRefusals } from './route-parts';

const errors = {
  ...teacherRefusals,
  404: errorContent('No such class of mine (or no such student in it)'),
  429: errorContent('Too many logins issued this hour'),
} as const;

const issueRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/classes/{id}/logins',
    tags: ['classes'],
    summary: 'Issue logins with no email or phone, one per name, in the class; passwords are shown once',
    request: {
      params: z.object({ id: z.uuid() }),
      body: { content: { 'application/json': { schema: issueLoginsInputSchema } }, required: true },
    },
    responses: {
      201: jsonContent(issuedLoginsSchema, 'Issued'),
      400: errorContent('Invalid input'),
      ...errors,
      409: errorContent('The class has ended'),
    },
  });

const resetRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/classes/{id}/students/{userId}/password',
    tags: ['classes'],
    summary: "A new password for a login this class issued; the student's sessions end",
    request: { params: z.object({ id: z.uuid(), userId: z.string().min(1).max(64) }) },
    responses: {
      200: jsonContent(issuedLoginSchema, 'The new password'),
      400: errorContent('Invalid input'),
      ...errors,
      409: errorContent('Not a login this class issued (not_issued)'),
    },
  });

export function classLoginsRoutes(auth: Auth, service: LoginsService) {
  const user = (c: Parameters<typeof requireUserId>[1]) => requireUserId(auth, c);
  // Answers that carry passwords are never kept by a browser or a proxy.
  const noStore = { 'Cache-Control': 'no-store' };
  return createRouter()
    .openapi(issueRoute(auth), async (c) =>
      c.json(await service.issue(await user(c), c.req.valid('param').id, c.req.valid('json').names), 201, noStore),
    )
    .openapi(resetRoute(auth), async (c) => {
      const { id, userId } = c.req.valid('param');
      return c.json(await service.resetPassword(await user(c), id, userId), 200, noStore);
    });
}
