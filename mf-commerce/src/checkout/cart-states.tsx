import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorPanel, Loader, StatePanel, buttonClass } from '@kala/shared';
import type { useCartLines } from './use-cart-lines';

interface Props {
  cart: ReturnType<typeof useCartLines>;
  /** What an empty cart says, and the next step. */
  empty: { title: string; to: string; label: string };
  /** Something to show anyway (a placed order's Review). */
  force?: boolean;
  children: ReactNode;
}

/** The cart's loading, error and empty states; `children` once there is something to buy. */
export function CartStates({ cart, empty, force = false, children }: Props) {
  if (force) return children;
  if (cart.query.isPending) return <Loader />;
  if (cart.query.isError) return <ErrorPanel onRetry={() => void cart.query.refetch()} />;
  if (cart.lines.length === 0)
    return (
      <StatePanel level={1} title={empty.title}>
        <Link className={buttonClass()} to={empty.to}>
          {empty.label}
        </Link>
      </StatePanel>
    );
  return children;
}
