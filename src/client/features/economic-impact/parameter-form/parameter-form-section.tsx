import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ParameterEkonomiTersimpan } from '../../../../shared/schemas/economic-impact';
import type { WilayahList } from '../../../../shared/wilayah/wilayah-list';
import { eventQueries } from '../../../lib/api/event-queries';
import { ParameterForm } from './parameter-form';
import { formValuesOf } from './parameter-form-values';
import { LoadingState } from '../../../ui/loading-state';
import { errorMessage } from '../../../lib/error-message';
import { Failure } from '../../../ui/failure';

interface ParameterFormSectionProps {
  eventId: number;
  parameter: { data: ParameterEkonomiTersimpan | undefined; error: unknown };
  wilayah: { list: WilayahList | undefined; failed: boolean };
}

/** The Admin's part of the page: the form, once the parameters and respondent types are read. */
export function ParameterFormSection({ eventId, parameter, wilayah }: ParameterFormSectionProps) {
  const headingId = useId();
  const kuesioner = useQuery(eventQueries.kuesioner(eventId));
  let body;
  if (parameter.error) {
    body = (
      <Failure>
        {errorMessage(parameter.error, 'Gagal mengambil parameter ekonomi.')}
      </Failure>
    );
  } else if (kuesioner.isError) {
    body = (
      <Failure>
        Gagal mengambil tipe responden event ini.
      </Failure>
    );
  } else if (!parameter.data || kuesioner.isPending) {
    body = <LoadingState>Memuat parameter...</LoadingState>;
  } else {
    body = (
      <ParameterForm
        eventId={eventId}
        kuesioner={kuesioner.data}
        initial={formValuesOf(parameter.data, kuesioner.data)}
        penggandaPerluDiperbarui={parameter.data.pengganda_perlu_diperbarui}
        wilayah={wilayah}
      />
    );
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Parameter perhitungan
        </h2>
        <p className="mt-1 text-sm text-slate-700">Hanya Admin yang dapat mengubahnya; semua peran melihat hasilnya.</p>
      </div>
      {body}
    </section>
  );
}
