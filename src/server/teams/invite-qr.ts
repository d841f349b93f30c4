import qrcode from 'qrcode-generator';

/** The invite link as a QR code, an SVG that scales to whatever size it is printed at. */
export function inviteQrSvg(link: string): string {
  // M: a printed code still scans with some of it creased or smudged.
  const code = qrcode(0, 'M');
  code.addData(link);
  code.make();
  return code.createSvgTag({ margin: 4, scalable: true });
}
