import { Badge } from '../../ui/badge';

/**
 * A response judged by an older version of its form than the one in force when it arrived
 * (`versi_lama`; docs/api.md, "Form versions"): a reviewer reads its answers against that form's
 * rules, not today's.
 */
export function OlderVersionBadge() {
  return <Badge tone="blue">Versi formulir lama</Badge>;
}

/**
 * The mark in the detail, with what it means. It holds for both ways the server judges such a
 * response: by the older version's own rules, or, once an Admin withdrew that version, by today's
 * rules without requiring what the version did not ask.
 */
export function OlderVersionNote({ versi, isAdmin }: { versi: string; isAdmin: boolean }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <OlderVersionBadge />
      <span className="text-slate-800">
        Data ini diisi dengan versi formulir lama <code className="rounded bg-slate-100 px-1 break-all">{versi}</code> yang dibagikan ke
        perangkat surveyor, bukan dengan formulir yang berlaku saat data ini diterima. Jawabannya diperiksa dengan aturan versi lama itu
        (batas nilai, pilihan jawaban, dan pertanyaan wajibnya); pertanyaan yang ditambahkan sesudahnya tidak diwajibkan. Bila versi itu
        sudah ditarik saat data ini diterima, aturan formulir sekarang yang dipakai, tanpa mewajibkan pertanyaan yang tidak wajib di versi
        itu.
      </span>
      {isAdmin && <span className="text-slate-600">Daftar versi kuesioner ini ada di Perancangan Kuesioner, panel Versi Formulir.</span>}
    </span>
  );
}
