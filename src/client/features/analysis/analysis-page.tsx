import { PageTitle } from '../../ui/page-title';

export function AnalysisPage() {
  return <PageTitle>Laporan Analitik Survei</PageTitle>;
}
