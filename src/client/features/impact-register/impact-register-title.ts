/** The register's one name: its heading, its tab and its printed pages' header. */
export const IMPACT_REGISTER_TITLE = 'Daftar Dampak Ekonomi';
