import type { z } from 'zod';

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

export type Validation<Schema extends z.ZodType> =
  | { success: true; data: z.output<Schema> }
  | { success: false; errors: FieldErrors<z.input<Schema>> };

/** Checks form values with a shared schema and keeps the first message of each field. */
export function validateForm<Schema extends z.ZodType>(
  schema: Schema,
  values: Record<string, unknown>,
): Validation<Schema> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { success: false, errors: errors as FieldErrors<z.input<Schema>> };
}
