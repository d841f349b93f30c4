import { type Dispatch, type SetStateAction, useState } from 'react';
import type { PertanyaanDefinition } from '../../../shared/schemas/questionnaires';
import type { FieldErrors } from '../../lib/validate-form';
import { checkQuestion, type QuestionFormValues } from './question-form-values';

/** The question form's values and marks, shared by the add form and the edit dialog. */
export function useQuestionForm(initial: () => QuestionFormValues) {
  const [values, setValues] = useState<QuestionFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors<QuestionFormValues>>({});

  /** What the fields change with: any change clears the marks until the next save. */
  const edit: Dispatch<SetStateAction<QuestionFormValues>> = (next) => {
    setValues(next);
    setErrors({});
  };

  /** The definition to send, or null with the fields marked. */
  function check(answeredOptions?: readonly string[]): PertanyaanDefinition | null {
    const checked = checkQuestion(values, answeredOptions);
    setErrors(checked.ok ? {} : checked.errors);
    return checked.ok ? checked.definition : null;
  }

  return { values, setValues, edit, errors, check };
}
