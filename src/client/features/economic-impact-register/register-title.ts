/** The register's one name: its heading, its tab and its printed pages' header. */
export const REGISTER_TITLE = 'Daftar Dampak Ekonomi';
