/** What a required question left empty says, on the survey form and in a reviewer's correction alike. */
export const REQUIRED_MESSAGE = 'Pertanyaan ini wajib dijawab.';
