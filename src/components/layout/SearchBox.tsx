// Search box (header and mobile menu): submitting opens the results page /search?q=….
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { SearchInput } from '@/components/ui';

export function SearchBox({ placeholder, className = '', onSearch }: { placeholder: string; className?: string; onSearch?: () => void }) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = q.trim();
    if (!query) return;
    onSearch?.();
    void navigate({ to: '/search', search: { q: query } });
  };
  return (
    <form role="search" onSubmit={submit} className={className}>
      <SearchInput
        aria-label="Buscar"
        placeholder={placeholder}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        icon={<Search size={18} aria-hidden="true" className="opacity-70" />}
        name="q"
        // The database refuses longer searches (search_too_long).
        maxLength={200}
        enterKeyHint="search"
      />
    </form>
  );
}
