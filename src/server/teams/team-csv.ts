/**
 * The rows of a list of surveyors pasted or uploaded as CSV (nama, email). Spreadsheets save CSV
 * with a comma or, in an Indonesian locale, a semicolon, and quote cells that hold either: both
 * are read. A first row that names the columns is skipped.
 */
export interface CsvPerson {
  /** The line in the file, from 1, for the Admin to find it. */
  baris: number;
  nama: string;
  email: string;
}

function cells(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      out.push(cell);
      cell = '';
    } else cell += char;
  }
  out.push(cell);
  return out.map((value) => value.trim());
}

export function parsePeopleCsv(text: string): CsvPerson[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const delimiter = (lines[0] ?? '').includes(';') ? ';' : ',';
  const people: CsvPerson[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const [nama = '', email = ''] = cells(line, delimiter);
    if (index === 0 && nama.toLowerCase() === 'nama' && email.toLowerCase() === 'email') return;
    people.push({ baris: index + 1, nama, email });
  });
  return people;
}
