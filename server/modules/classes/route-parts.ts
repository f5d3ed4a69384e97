// What the class routes share in their OpenAPI descriptions: an error answer, the refusals every
// teacher's route can give (docs/rules.md#classes), and the class id in the path.
import { z } from '@hono/zod-openapi';
import { apiErrorSchema } from '#core/schemas/errors';
import { jsonContent } from '../../http/openapi';

export const errorContent = (description: string) => jsonContent(apiErrorSchema, description);

/** Not signed in, not a teacher, or not a class of theirs (someone else's looks like none). */
export const teacherRefusals = {
  401: errorContent('Not signed in'),
  403: errorContent('Not a teacher'),
  404: errorContent('No such class of mine'),
};

export const classParam = z.object({ id: z.uuid() });
