// The header search box (spec §2 Search): product and artist results as you type, or 'No results found'.
// An empty term does nothing; Enter (and every search on mobile) opens /search/{term}.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import { api, artworkPath, pathTo, profilePath, useTranslation, type SearchAnswer } from '@kala/shared';
import styles from './header.module.css';

const DEBOUNCE_MS = 250;
const SHOWN = 5;

function useSearchResults(term: string) {
  const [results, setResults] = useState<SearchAnswer | null>(null);
  useEffect(() => {
    const trimmed = term.trim();
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (!trimmed) return setResults(null);
      api.get<SearchAnswer>(`/search/${encodeURIComponent(trimmed)}`, { signal: controller.signal }).then(
        ({ data }) => setResults(data),
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);
  return term.trim() ? results : null;
}

export function SearchBox({ onDone, suggest = true }: { onDone?: () => void; suggest?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const results = useSearchResults(suggest ? term : '');
  const close = () => {
    setOpen(false);
    onDone?.();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    navigate(pathTo('search', { term: trimmed }));
    close();
  };
  const showPanel = open && results !== null;
  const empty = results && results.products.length === 0 && results.artists.length === 0;
  return (
    <div className={styles.searchWrap} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <form role="search" className={styles.search} onSubmit={submit}>
        <label className="kala-visually-hidden" htmlFor={`${listId}-input`}>
          {t('nav.search')}
        </label>
        <input
          id={`${listId}-input`}
          type="search"
          value={term}
          placeholder={t('nav.searchHint')}
          autoComplete="off"
          aria-controls={showPanel ? listId : undefined}
          aria-expanded={showPanel}
          onChange={(e) => {
            setTerm(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
        />
        <button type="submit" aria-label={t('nav.search')}>
          <Search aria-hidden size={18} />
        </button>
      </form>
      {showPanel && (
        <div id={listId} className={styles.searchPanel} data-testid="search-results">
          {empty ? (
            <p className={styles.menuEmpty}>{t('msg.noResults')}</p>
          ) : (
            <>
              {results.products.length > 0 && (
                <section>
                  <h3>{t('nav.searchProducts')}</h3>
                  <ul className={styles.menuList}>
                    {results.products.slice(0, SHOWN).map((p) => (
                      <li key={p._id}>
                        <Link to={artworkPath(p)} onClick={close}>
                          {p.name}
                          <small>{p.author.name}</small>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {results.artists.length > 0 && (
                <section>
                  <h3>{t('nav.searchArtists')}</h3>
                  <ul className={styles.menuList}>
                    {results.artists.slice(0, SHOWN).map((a) => (
                      <li key={a._id}>
                        <Link to={profilePath(a)} onClick={close}>
                          {a.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
