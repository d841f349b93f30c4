/**
 * The people shown on /credits, one full-screen card each, in this order. A deployer edits this
 * file and rebuilds; nothing else needs to change.
 *
 * - foto: a path under public/, e.g. put the file in public/credits/ and write '/credits/ani.jpg'.
 *   Leave it '' to show the placeholder silhouette. The Content-Security-Policy allows images from
 *   this site only, so a photo on another site would not load: copy it into public/credits/.
 * - linkedin, github, instagram: full profile addresses; situs: the page the "Kunjungi" link opens.
 *   Leave any of them '' and its link is not shown.
 */
export interface CreditMember {
  nama: string;
  peran: string;
  foto: string;
  kutipan: string;
  linkedin: string;
  github: string;
  instagram: string;
  situs: string;
}

// Placeholders, to be replaced with the real team before release.
export const CREDIT_MEMBERS: readonly CreditMember[] = [
  {
    nama: 'Nama Anggota Tim 1',
    peran: 'Peran Anggota Tim 1',
    foto: '',
    kutipan: 'Kutipan singkat dari Anggota Tim 1.',
    linkedin: '#',
    github: '#',
    instagram: '#',
    situs: '#',
  },
  {
    nama: 'Nama Anggota Tim 2',
    peran: 'Peran Anggota Tim 2',
    foto: '',
    kutipan: 'Kutipan singkat dari Anggota Tim 2.',
    linkedin: '#',
    github: '#',
    instagram: '#',
    situs: '#',
  },
  {
    nama: 'Nama Anggota Tim 3',
    peran: 'Peran Anggota Tim 3',
    foto: '',
    kutipan: 'Kutipan singkat dari Anggota Tim 3.',
    linkedin: '#',
    github: '#',
    instagram: '#',
    situs: '#',
  },
];
