import { useDocumentTitle } from '../../ui/use-document-title';
import { CREDIT_MEMBERS } from './team-members';
import { CreditCard } from './credit-card';
import { CreditsIntro } from './credits-intro';

const cardId = (index: number) => `anggota-${index + 1}`;

export function CreditsPage() {
  useDocumentTitle('Development Credits');
  return (
    <div className="bg-slate-950 text-white">
      <CreditsIntro firstCardId={cardId(0)} />
      <main aria-label="Tim pengembang">
        {CREDIT_MEMBERS.map((member, index) => (
          <CreditCard key={cardId(index)} id={cardId(index)} member={member} reversed={index % 2 === 1} />
        ))}
      </main>
    </div>
  );
}
