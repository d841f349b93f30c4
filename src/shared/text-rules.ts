/** The NUL character: PostgreSQL cannot store it in text, and no person types it. */
export const hasNoNul = (text: string) => !text.includes('\u0000');
