/**
 * Derived data: the rows the database keeps from the answers so that reports read a few rows
 * instead of every answer. Its one home: the current trigger set of both dialects (triggers.ts),
 * built from the same SQL as the rebuilds (summaries.ts, profiles.ts) and from one definition of
 * a response that counts (accepted.ts), installed over whatever the migrations left by
 * installDerivedData after every migration run (install.ts). Migrations never touch these
 * triggers again. The newcomer's page: docs/derived-data.md.
 *
 * What happens when...
 *
 * - an answer is stored (a response and its answers inserted, by the ingest, the demo seed or a
 *   restore): the response is stored accepted (the column's default; the ingest names no status).
 *   respons_ringkasan adds 1 to ringkasan_kuesioner; jawaban_ringkasan adds each answer to
 *   ringkasan_jawaban (count, and its number to the total); jawaban_profil adds the answers of
 *   questions with an economic role to the response's profil_ekonomi row. The ingest writes
 *   respons.teks_cari itself (answers/search-text.ts); on SQLite respons_cari_tambah puts it in the
 *   search index, on PostgreSQL the pg_trgm index follows the column.
 * - a response is voided or restored (respons.status changes between accepted and not):
 *   respons_status takes its count and answers out of the summaries or puts them back, drops
 *   summary rows that reach zero, and removes or rebuilds its profil_ekonomi row, all in the
 *   transaction of the change.
 * - a question's economic role changes (pertanyaan.peran_ekonomi): no trigger; the questionnaire
 *   service calls rebuildProfiles (profiles.ts), which runs profileRebuild: the
 *   questionnaire's profiles made again from its accepted responses.
 * - a response is deleted (only with its event, by cascade): the summaries and profiles go by
 *   cascade too; on SQLite respons_cari_hapus takes it out of the search index.
 * - a response is confirmed (POST /api/respons/{id}/konfirmasi): no derived row changes; the
 *   status stays accepted, and the report reads respons.dikonfirmasi_pada beside the profiles.
 * - an answer is corrected (PUT /api/respons/{id}/jawaban/{pertanyaanId}, responses/review.repo.ts):
 *   no trigger (answers are deleted otherwise only with their event, which a delete trigger would
 *   slow down answer by answer); in the correction's transaction correction.ts takes the old
 *   answer out of ringkasan_jawaban, the insert triggers add the new one, and the response's
 *   profile is made again from its answers; the service writes the new teks_cari, and
 *   respons_cari_ubah follows on SQLite.
 */
export { ACCEPTED, VOIDED, isAccepted, isVoided } from './accepted';
export { installDerivedData } from './install';
export { PROFILE_NUMBER_ROLES, PROFILE_TEXT_ROLES, rebuildProfiles } from './profiles';
export { lockAnswerSummaries, rebuildResponseProfile, type StoredAnswer, takeAnswerOut } from './correction';
