import { CheckCircleIcon, HashIcon, HelpIcon, ListIcon, MapPinIcon, TextIcon } from '../../ui/icons';

/** The icon of a question card, by answer type. */
export function AnswerTypeIcon({ tipe }: { tipe: string }) {
  switch (tipe) {
    case 'ya_tidak':
      return <CheckCircleIcon />;
    case 'angka':
      return <HashIcon />;
    case 'teks':
      return <TextIcon />;
    case 'pilihan':
      return <ListIcon />;
    case 'wilayah':
      return <MapPinIcon />;
    default:
      return <HelpIcon />;
  }
}
