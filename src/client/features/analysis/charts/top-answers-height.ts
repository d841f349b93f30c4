/** About one bar line per answer, so ten answers are as readable as two. */
export const topAnswersHeight = (count: number) => Math.max(160, count * 34 + 48);
