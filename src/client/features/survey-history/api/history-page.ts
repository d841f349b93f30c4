
/** How many sent surveys one page shows: small enough for a phone's screen and data plan. */
export const PER_HALAMAN_RIWAYAT = 20;
