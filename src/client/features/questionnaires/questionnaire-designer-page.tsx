import { OnlineOnly } from '../../components/online-only';
import { PageTitle } from '../../ui/page-title';
import { QuestionnaireDesigner } from './questionnaire-designer';

/** /input-survei for Admin; the route gives other roles their own screen or a refusal. */
export function QuestionnaireDesignerPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>Perancangan Kuesioner</PageTitle>
      <OnlineOnly>
        <QuestionnaireDesigner />
      </OnlineOnly>
    </div>
  );
}
