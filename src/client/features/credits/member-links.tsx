import type { CreditMember } from './team-members';

const PROFILES = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'github', label: 'GitHub' },
  { key: 'instagram', label: 'Instagram' },
] as const;

const PILL =
  'inline-flex min-h-11 items-center rounded-full border border-white/30 px-4 text-sm font-medium text-white ' +
  'hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

// Profiles open in a new tab so the credits stay where the visitor left them; the '#'
// placeholders of an unedited data file stay in this tab.
function targetOf(href: string) {
  return /^https?:\/\//i.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** Only the links the data file fills in are shown. */
export function MemberLinks({ member }: { member: CreditMember }) {
  const profiles = PROFILES.filter(({ key }) => member[key].trim() !== '');
  const situs = member.situs.trim();
  if (profiles.length === 0 && situs === '') return null;
  return (
    <ul className="mt-6 flex flex-wrap justify-center gap-2 md:justify-start">
      {profiles.map(({ key, label }) => (
        <li key={key}>
          <a href={member[key]} aria-label={`${label} ${member.nama}`} className={PILL} {...targetOf(member[key])}>
            {label}
          </a>
        </li>
      ))}
      {situs !== '' && (
        <li>
          <a
            href={situs}
            aria-label={`Kunjungi situs ${member.nama}`}
            className="inline-flex min-h-11 items-center rounded-full bg-white px-5 text-sm font-semibold text-slate-900 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            {...targetOf(situs)}
          >
            Kunjungi
          </a>
        </li>
      )}
    </ul>
  );
}
