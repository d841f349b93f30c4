import { useId } from 'react';
import type { CreditMember } from './team-members';
import { MemberLinks } from './member-links';
import { MemberPhoto } from './member-photo';

interface CreditCardProps {
  member: CreditMember;
  /** Every other card puts the photo on the right (docs/screens.md#credits). */
  reversed: boolean;
  id?: string;
}

/** One team member on a whole screen. */
export function CreditCard({ member, reversed, id }: CreditCardProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="flex min-h-dvh items-center justify-center border-t border-white/10 px-6 py-16"
    >
      <div
        className={`flex w-full max-w-5xl flex-col items-center gap-10 md:gap-16 ${reversed ? 'md:flex-row-reverse' : 'md:flex-row'}`}
      >
        <MemberPhoto src={member.foto} nama={member.nama} />
        <div className="flex-1 text-center md:text-left">
          <h2 id={headingId} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {member.nama}
          </h2>
          <p className="mt-2 text-lg font-medium text-blue-200">{member.peran}</p>
          <blockquote className="mt-6 border-blue-300 text-xl text-slate-200 italic md:border-l-4 md:pl-5">
            “{member.kutipan}”
          </blockquote>
          <MemberLinks member={member} />
        </div>
      </div>
    </section>
  );
}
