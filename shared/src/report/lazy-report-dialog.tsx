import { lazy, Suspense } from 'react';
import type { ReportDialogProps } from './report-dialog';

const Dialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/** The report dialog; its code is a chunk of its own, loaded when someone first reports something (ADR 0007). */
export function ReportDialog(props: ReportDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

export type { ReportDialogProps };
