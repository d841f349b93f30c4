import { describe, expect, it } from 'vitest';
import { visibleQuestionIds } from '../../src/shared/question-visibility';

/** shared/question-visibility.ts: which questions a form asks, given the answers so far. */

// 1 Menginap? -> 2 Jenis penginapan (if 1 = Ya) -> 3 Nama hotel (if 2 = Hotel); 4 Biaya hotel also
// depends on 2; 5 Kesan depends on nothing.
const FORM = [
  { id: 1, tampil_jika: null },
  { id: 2, tampil_jika: { pertanyaan_id: 1, nilai: 'Ya' } },
  { id: 3, tampil_jika: { pertanyaan_id: 2, nilai: 'Hotel' } },
  { id: 4, tampil_jika: { pertanyaan_id: 2, nilai: 'Hotel' } },
  { id: 5, tampil_jika: null },
];

const visible = (answers: Record<number, string>, questions = FORM) =>
  [...visibleQuestionIds(questions, (id) => answers[id])].sort((a, b) => a - b);

describe('visibleQuestionIds', () => {
  it('asks every question without a show-if, answered or not', () => {
    expect(visible({})).toEqual([1, 5]);
    expect(visible({}, [{ id: 7, tampil_jika: null }, { id: 8, tampil_jika: null }])).toEqual([7, 8]);
  });

  it('shows a question when the question it names is shown and has that answer', () => {
    expect(visible({ 1: 'Ya' })).toEqual([1, 2, 5]);
    expect(visible({ 1: 'Ya', 2: 'Hotel' })).toEqual([1, 2, 3, 4, 5]);
    expect(visible({ 1: 'Ya', 2: 'Homestay' })).toEqual([1, 2, 5]);
    expect(visible({ 1: 'Tidak' })).toEqual([1, 5]);
  });

  it('hides the whole chain below a hidden question, whatever answer the hidden one still holds', () => {
    // The surveyor chose Hotel, then changed "Menginap?" to Tidak: 2 is hidden, so 3 and 4 are too.
    expect(visible({ 1: 'Tidak', 2: 'Hotel', 3: 'Hotel Tastura' })).toEqual([1, 5]);
    expect(visible({ 2: 'Hotel' })).toEqual([1, 5]);
  });

  it('compares the answer trimmed, and case as written', () => {
    expect(visible({ 1: '  Ya ' })).toEqual([1, 2, 5]);
    expect(visible({ 1: 'ya' })).toEqual([1, 5]);
    expect(visible({ 1: 'YA' })).toEqual([1, 5]);
  });

  it('settles the form in one pass in order: a show-if can be met only by an earlier question', () => {
    const backwards = [
      { id: 10, tampil_jika: { pertanyaan_id: 11, nilai: 'Ya' } },
      { id: 11, tampil_jika: null },
    ];
    expect(visible({ 11: 'Ya' }, backwards)).toEqual([11]);
    // A show-if naming a question not in the form is never met.
    expect(visible({ 1: 'Ya' }, [{ id: 12, tampil_jika: { pertanyaan_id: 99, nilai: 'Ya' } }])).toEqual([]);
  });
});
