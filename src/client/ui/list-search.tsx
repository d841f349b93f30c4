import { useState } from 'react';
import { normalizeSearch, SEARCH_MAX } from '../lib/list-params';
import { SearchField } from './search-field';

interface ListSearchProps {
  label: string;
  /** The search the list is filtered by now (the address's). */
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  className?: string;
}

/**
 * The search box of a list whose search lives in the address. The box keeps what is typed: the
 * address follows a step later (the router changes it in a transition), and taking that older
 * value back would eat the letters typed since. A value the box never sent (a link, "Hapus semua
 * filter") replaces the text.
 */
export function ListSearch({ label, value, onSearch, placeholder, className }: ListSearchProps) {
  const [typed, setTyped] = useState(value);
  const [sent, setSent] = useState<readonly string[]>([value]);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (!sent.includes(value)) {
      setTyped(value);
      setSent([value]);
    } else if (value === sent.at(-1)) {
      setSent([value]);
    }
  }

  return (
    <SearchField
      label={label}
      value={typed}
      maxLength={SEARCH_MAX}
      placeholder={placeholder}
      className={className}
      onChange={(text) => {
        setTyped(text);
        setSent((current) => [...current, normalizeSearch(text)]);
        onSearch(text);
      }}
    />
  );
}
