/** The two databases the server runs on: the embedded default and the scale-out choice. */
export const DATABASE_KINDS = ['sqlite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];
