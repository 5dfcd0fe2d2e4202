// Orders and payments (issue 23 §5): search by buyer, artist, status or dates; an order's timeline (each step
// it took: placed, paid, shipped, delivered, cancelled, declined, with its time and the studio for a studio's
// step), each item's status as it stands, and its payment attempts with the callbacks that settled them.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, formatNumber, formatRupees, type Lang } from '@kala/shared';
import { ORDER_STATUSES } from '@kala/shared/commerce';
import { useDates } from '@kala/shared/dates';
import { adminGet, adminKeys, type OrderDetail, type OrderRow } from '../api/admin-api';
import { ConsoleLayout } from '../app/console-layout';
import { QueryList, QueryState } from '../app/query-state';
import { SearchForm } from '../app/search-form';
import styles from '../app/console.module.css';
import { useAdminT } from '../i18n/admin-i18n';

const EMPTY = { buyer: '', artist: '', status: '', from: '', to: '' };

export function OrdersPage() {
  const { t, i18n } = useAdminT();
  const { date } = useDates();
  const [draft, setDraft] = useState(EMPTY);
  const [search, setSearch] = useState(EMPTY);
  const [open, setOpen] = useState<string | null>(null);
  const params = new URLSearchParams(Object.entries(search).filter(([, v]) => v)).toString();
  const query = useQuery({ queryKey: adminKeys.orders(search), queryFn: ({ signal }) => adminGet<OrderRow[]>(`/orders${params ? `?${params}` : ''}`, signal) });
  const money = (paisa: number) => formatRupees(paisa / 100, i18n.language as Lang);
  const field = (name: keyof typeof EMPTY, type = 'search') => (
    <label>
      {t(`orders.${name}`)}
      <input type={type} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
    </label>
  );
  return (
    <ConsoleLayout title={t('orders.title')}>
      <SearchForm onSearch={() => setSearch(draft)}>
        {field('buyer')}
        {field('artist')}
        <label>
          {t('orders.status')}
          <select value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            <option value="">{t('orders.any')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`orderStatus:${s}`)}
              </option>
            ))}
          </select>
        </label>
        {field('from', 'date')}
        {field('to', 'date')}
      </SearchForm>
      <QueryList
        query={query}
        empty={t('orders.empty')}
        item={(o) => (
          <li key={o.id} className={styles.card}>
            <div className={styles.row}>
              <strong>{o.buyer}</strong>
              <span className={styles.meta}>{o.buyerEmail}</span>
              <span>{money(o.totalPaisa)}</span>
              <span className={styles.badge}>{o.statuses.split(',').map((s) => t(`orderStatus:${s}`)).join(', ')}</span>
              <span className={styles.meta}>{date(o.created, { withTime: true })}</span>
            </div>
            <div className={styles.meta}>{o.artists}</div>
            <div className={styles.actions}>
              <Button variant="secondary" size="small" aria-expanded={open === o.id} onClick={() => setOpen(open === o.id ? null : o.id)}>
                {t('orders.details')}
              </Button>
            </div>
            {open === o.id && <OrderTimeline id={o.id} money={money} />}
          </li>
        )}
      />
    </ConsoleLayout>
  );
}

function OrderTimeline({ id, money }: { id: string; money: (paisa: number) => string }) {
  const { t, i18n } = useAdminT();
  const { date } = useDates();
  const query = useQuery({ queryKey: adminKeys.order(id), queryFn: ({ signal }) => adminGet<OrderDetail>(`/orders/${id}`, signal) });
  return (
    <div className={styles.details}>
      <QueryState query={query}>
        {(o) => (
          <>
            <h3 id={`timeline-${id}`}>{t('orders.timeline')}</h3>
            <ol className={styles.timeline} aria-labelledby={`timeline-${id}`}>
              {o.timeline.map((e, i) => (
                <li key={i}>
                  <strong>{t(`orders.step_${e.step}`)}</strong> <time dateTime={e.at}>{date(e.at, { withTime: true })}</time>
                  {e.seller && <span className={styles.meta}> · {t('orders.byStudio', { name: e.seller })}</span>}
                </li>
              ))}
            </ol>
            <p>{t('orders.method', { method: t(`paymentMethods:${o.method}`, { defaultValue: o.method }) })}</p>
            <h3>{t('orders.items')}</h3>
            <ul>
              {o.items.map((item, i) => (
                <li key={i}>
                  {item.name} ({item.artist}) × {formatNumber(item.qty, i18n.language as Lang)}: <strong>{t(`orderStatus:${item.status}`)}</strong> · {date(item.updated, { withTime: true })}
                </li>
              ))}
            </ul>
            <h3>{t('orders.payments')}</h3>
            {o.payments.length === 0 ? (
              <p>{t('orders.noPayments')}</p>
            ) : (
              <ul>
                {o.payments.map((p, i) => (
                  <li key={i}>
                    {t(`paymentMethods:${p.provider}`, { defaultValue: p.provider })} · {money(p.amountPaisa)} · {date(p.created, { withTime: true })} →{' '}
                    <strong>{t(`orders.payment_${p.status}`, { defaultValue: p.status })}</strong>
                    {p.settled && ` (${t('orders.settled', { date: date(p.settled, { withTime: true }) })})`}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
