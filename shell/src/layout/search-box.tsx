// The header search box. An empty term does nothing; a term goes to /search/{term}.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import { useTranslation } from '@kala/shared';
import styles from './header.module.css';

export function SearchBox({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    navigate(`/search/${encodeURIComponent(trimmed)}`);
    onDone?.();
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label className="kala-visually-hidden" htmlFor="kala-search">
        {t('nav.search')}
      </label>
      <input id="kala-search" type="search" value={term} placeholder={t('nav.searchHint')} onChange={(e) => setTerm(e.target.value)} autoComplete="off" />
      <button type="submit" aria-label={t('nav.search')}>
        <Search aria-hidden size={18} />
      </button>
    </form>
  );
}
