import { useState } from 'react';
import { Button, useTranslation, useViewerId } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { ReportDialog } from '@kala/shared/remote-kit';

/** Report (spec §2 report dialog): for logged-in visitors who are not the work's author. */
export function ReportArtwork({ artwork }: { artwork: Artwork }) {
  const { t } = useTranslation();
  const viewer = useViewerId();
  const [open, setOpen] = useState(false);
  if (!viewer || viewer === artwork.author._id) return null;
  return (
    <>
      <Button variant="link" size="small" onClick={() => setOpen(true)}>
        {t('report.report')}
      </Button>
      {open && <ReportDialog open target="product" id={artwork._id} onClose={() => setOpen(false)} />}
    </>
  );
}
