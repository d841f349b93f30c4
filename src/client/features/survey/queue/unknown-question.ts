/** The queue names a question the device no longer has by its number, for a hand-over to the admin. */
export const byNumber = (pertanyaanId: number) => `Pertanyaan #${pertanyaanId}`;
