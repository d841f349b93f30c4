
/** How many sent surveys one page shows: small enough for a phone's screen and data plan. */
export const HISTORY_PAGE_SIZE = 20;
