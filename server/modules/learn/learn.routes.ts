import { createRoute, z } from '@hono/zod-openapi';
import {
  lessonLanguage,
  lessonListSchema,
  lessonQuerySchema,
  lessonSchema,
  quizAnswersSchema,
  quizResultSchema,
} from '#core/schemas/learn';
import { apiErrorSchema } from '#core/schemas/errors';
import type { Auth } from '../../auth/auth';
import { requireUserId, sessionUserId, signedIn } from '../../auth/session';
import { createRouter, jsonContent } from '../../http/openapi';
import type { LearnService } from './learn.service';

const error = (description: string) => jsonContent(apiErrorSchema, description);
const lessonParam = z.object({ id: z.string().min(1).max(64) });

const listRoute = createRoute({
  method: 'get',
  path: '/lessons',
  tags: ['learn'],
  summary: "Every lesson in order, with the player's progress when signed in (public)",
  request: { query: lessonQuerySchema },
  responses: { 200: jsonContent(lessonListSchema, 'The lessons') },
});

const lessonRoute = createRoute({
  method: 'get',
  path: '/lessons/{id}',
  tags: ['learn'],
  summary: 'One lesson: its screens, figure and quiz questions, without the answers (public)',
  request: { params: lessonParam, query: lessonQuerySchema },
  responses: { 200: jsonContent(lessonSchema, 'The lesson'), 404: error('No such lesson') },
});

const answerRoute = (auth: Auth) =>
  createRoute({
    middleware: [signedIn(auth)] as const,
    method: 'post',
    path: '/lessons/{id}/answers',
    tags: ['learn'],
    summary: "Answer a lesson's quiz: what was right and why; the first answer finishes the lesson and earns its XP",
    request: {
      params: lessonParam,
      body: { content: { 'application/json': { schema: quizAnswersSchema } }, required: true },
    },
    responses: {
      200: jsonContent(quizResultSchema, 'The result'),
      400: error('Invalid answers'),
      401: error('Not signed in'),
      404: error('No such lesson'),
    },
  });

export function learnRoutes(auth: Auth, service: LearnService) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await service.list(await sessionUserId(auth, c), lessonLanguage(c.req.valid('query').lang)), 200),
    )
    .openapi(lessonRoute, async (c) =>
      c.json(
        await service.lesson(
          await sessionUserId(auth, c),
          c.req.valid('param').id,
          lessonLanguage(c.req.valid('query').lang),
        ),
        200,
      ),
    )
    .openapi(answerRoute(auth), async (c) =>
      c.json(await service.answer(await requireUserId(auth, c), c.req.valid('param').id, c.req.valid('json')), 200),
    );
}
