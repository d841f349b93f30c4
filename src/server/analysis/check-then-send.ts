import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

interface RouteResponseSchema {
  /** One of the route's response schemas (zod: the app's schemas are all zod). */
  schema: unknown;
  method: string;
  url: string;
}

/**
 * A route's serializer compiler that checks an answer against its response schema, then sends the
 * answer itself rather than zod's copy: the analysis is keyed by texts people typed, and zod's
 * record parser leaves out a "__proto__" key that must reach the client like any other.
 */
export function checkThenSend({ schema, method, url }: RouteResponseSchema) {
  const zodSchema = schema as ZodType;
  return (data: unknown): string => {
    const result = zodSchema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(data);
  };
}
