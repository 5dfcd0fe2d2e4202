import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { addArtworkToCart, Button, Modal, MSG_CODED, ROUTES, useRequireLogin, useViewerId } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { cartItemOfArtwork } from './cart-item';
import styles from './purchase-panel.module.css';

/** Buy and Add to cart are for works in store, and never for their own author (spec §2, §6). */
export const canBuy = (artwork: Artwork, viewerId: string | null): boolean => artwork.inStore && artwork.author._id !== viewerId;

export function PurchasePanel({ artwork }: { artwork: Artwork }) {
  const { t } = useCatalogueT();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const userId = useViewerId();
  const [added, setAdded] = useState(false);
  // The cart store is the cart's cache (it syncs with the server and says its own failures): the
  // mutation gives the busy state; which button ran it is its variable.
  const adding = useMutation({
    mutationFn: async (_button: 'add' | 'buy') => addArtworkToCart(cartItemOfArtwork(artwork)),
    onSuccess: (ok, button) => {
      if (ok && button === 'add') setAdded(true);
      if (ok && button === 'buy') navigate(ROUTES.cart);
    },
  });
  if (!canBuy(artwork, userId)) return null;
  const busy = adding.isPending ? adding.variables : null;

  const add = () => adding.mutate('add');
  const buy = () => {
    if (requireLogin(MSG_CODED.buyLoginFirst)) adding.mutate('buy');
  };

  return (
    <div className={styles.panel} data-testid="purchase-panel">
      <Button onClick={buy} disabled={busy != null} aria-busy={busy === 'buy'}>
        {busy === 'buy' ? t('artworkPage.adding') : t('artworkPage.buy')}
      </Button>
      <Button variant="secondary" onClick={add} disabled={busy != null} aria-busy={busy === 'add'}>
        {busy === 'add' ? t('artworkPage.adding') : t('artworkPage.addToCart')}
      </Button>
      <Modal open={added} title={t('msg.cartAdded')} onClose={() => setAdded(false)}>
        <p className={styles.addedName}>{artwork.name}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setAdded(false)}>
            {t('common.continue')}
          </Button>
          <Button
            data-autofocus
            onClick={() => {
              setAdded(false);
              navigate(ROUTES.cart);
            }}
          >
            {t('artworkPage.goToCart')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
