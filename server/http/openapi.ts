import { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '../db/client';
import { validationError } from './error-handler';

/** What every route module receives: its dependencies, passed explicitly (no globals). */
export interface AppDeps {
  database: Database;
}

/** A router whose request validation failures answer 400 in our error shape. */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationError(result.error), 400);
    },
  });
}

/** A JSON response entry of a route's `responses`: the schema and what the status means. */
export const jsonContent = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
