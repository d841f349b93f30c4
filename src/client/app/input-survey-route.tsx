import { useSession } from '../lib/session/session-context';
import { lazyPage } from './lazy-page';

// Each role downloads only its own screen: a surveyor's phone never loads the designer.
const QuestionnaireDesignerPage = lazyPage(
  () => import('../features/questionnaires/questionnaire-designer-page'),
  'QuestionnaireDesignerPage',
);
const SurveyInputPage = lazyPage(() => import('../features/survey/survey-input-page'), 'SurveyInputPage');

/** /input-survei is the designer for Admin and the survey form for Surveyor (spec section 2). */
export function InputSurveyRoute() {
  const { user } = useSession();
  if (user?.peran === 'Admin') return <QuestionnaireDesignerPage />;
  if (user?.peran === 'Surveyor') return <SurveyInputPage />;
  return <p className="text-slate-700">Anda tidak memiliki akses ke halaman ini.</p>;
}
