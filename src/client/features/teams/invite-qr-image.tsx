import type { Invite } from '../../../shared/schemas/teams';
import { groupedCode, qrImageSource } from './invite-words';

interface InviteQrImageProps {
  invite: Invite;
  className?: string;
  onLoad?: () => void;
}

/** The invite's QR as a picture, named by its code for screen readers. */
export function InviteQrImage({ invite, className = '', onLoad }: InviteQrImageProps) {
  return (
    <img
      src={qrImageSource(invite.qr_svg)}
      alt={`QR undangan ${groupedCode(invite.kode)}`}
      onLoad={onLoad}
      className={`aspect-square bg-white [image-rendering:pixelated] ${className}`}
    />
  );
}
