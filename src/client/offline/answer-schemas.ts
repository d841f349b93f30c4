import { batchJawabanResponseSchema, submitJawabanResponseSchema } from '../../shared/schemas/answers';

/**
 * The shared schemas the sync engine reads the server's answers with. Handed to the engine by
 * whoever runs it: the page imports this module when the first answer arrives, so zod stays out
 * of the survey screen's first load; the service worker imports it statically, because a dynamic
 * import there pulls in Vite's preload helper, whose `import.meta` a classic worker cannot parse.
 */
export const answerSchemas = { submitJawabanResponseSchema, batchJawabanResponseSchema };
export type AnswerSchemas = typeof answerSchemas;
