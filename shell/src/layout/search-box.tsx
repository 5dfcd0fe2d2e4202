// The header search box (spec §2 Search): product and artist results as you type, or 'No results found'.
// An empty term does nothing; Enter (and every search on mobile) opens /search/{term}.
// With suggestions it is an ARIA combobox (the editable-combobox-with-list pattern): the input keeps focus,
// ArrowDown/ArrowUp move through the results (aria-activedescendant), Enter opens the one chosen, Escape closes.
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import { api, artworkPath, pathTo, profilePath, useTranslation } from '@kala/shared';
import type { SearchAnswer } from '@kala/shared/contracts/catalogue';
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

interface Option {
  id: string;
  to: string;
  name: string;
  detail?: string;
}

/** The results as one list of options (artworks, then artists), in the order the arrow keys go. */
function optionsOf(results: SearchAnswer | null, listId: string) {
  const products: Option[] = (results?.products ?? []).slice(0, SHOWN).map((p) => ({ id: `${listId}-p-${p._id}`, to: artworkPath(p), name: p.name, detail: p.author.name }));
  const artists: Option[] = (results?.artists ?? []).slice(0, SHOWN).map((a) => ({ id: `${listId}-a-${a._id}`, to: profilePath(a), name: a.name }));
  return { products, artists, all: [...products, ...artists] };
}

export function SearchBox({ onDone, suggest = true }: { onDone?: () => void; suggest?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const results = useSearchResults(suggest ? term : '');
  const options = optionsOf(results, listId);
  const showPanel = open && results !== null;
  const activeOption = showPanel ? options.all[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (to: string) => {
    navigate(to);
    close();
    onDone?.();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (activeOption) return go(activeOption.to);
    const trimmed = term.trim();
    if (trimmed) go(pathTo('search', { term: trimmed }));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = options.all.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!suggest) return;
      e.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // From "none chosen" (-1) ArrowDown goes to the first, ArrowUp to the last; both wrap around.
      setActive((i) => (i === -1 ? (step === 1 ? 0 : count - 1) : (i + step + count) % count));
    } else if (e.key === 'Escape') {
      // First Escape closes the list; a second one clears the box (the usual combobox behaviour).
      // (preventDefault: Chrome would also empty a search input on the first one.)
      e.preventDefault();
      if (showPanel) close();
      else setTerm('');
    }
  };

  const renderGroup = (label: string, items: Option[], key: string) =>
    items.length > 0 && (
      <div role="group" aria-labelledby={`${listId}-${key}`}>
        <h3 id={`${listId}-${key}`} role="presentation">
          {label}
        </h3>
        <ul role="none" className={styles.menuList}>
          {items.map((o) => (
            <li key={o.id} id={o.id} role="option" aria-selected={o === activeOption} className={o === activeOption ? styles.activeOption : undefined}>
              {/* A real link for the pointer (and a new tab); keyboard users choose with the arrows and Enter. */}
              <Link to={o.to} tabIndex={-1} onClick={close}>
                <span className={styles.optionName}>{o.name}</span>
                {o.detail && <small>{o.detail}</small>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );

  return (
    <div className={styles.searchWrap} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && close()}>
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
          {...(suggest && {
            role: 'combobox',
            'aria-autocomplete': 'list' as const,
            'aria-controls': listId,
            'aria-expanded': showPanel,
            'aria-activedescendant': activeOption?.id,
          })}
          onChange={(e) => {
            setTerm(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" aria-label={t('nav.search')}>
          <Search aria-hidden size={18} />
        </button>
      </form>
      {suggest && (
        <div className={styles.searchPanel} hidden={!showPanel} data-testid="search-results">
          <div id={listId} role="listbox" aria-label={t('nav.searchResults')}>
            {renderGroup(t('nav.searchProducts'), options.products, 'products')}
            {renderGroup(t('nav.searchArtists'), options.artists, 'artists')}
          </div>
          {showPanel && options.all.length === 0 && (
            <p className={styles.menuEmpty} role="status">
              {t('msg.noResults')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
