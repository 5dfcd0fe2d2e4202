import { BrowserRouter } from 'react-router-dom';
import { DialogHost, SnackHost } from '@kala/shared';
import { SessionGate } from '../session/session-gate';
import { MaintenanceGate } from '../session/maintenance-gate';
import { UpdatePrompt } from '../session/update-prompt';
import { Layout } from './layout';

export function App() {
  return (
    <BrowserRouter>
      <MaintenanceGate>
        <SessionGate>
          <Layout />
        </SessionGate>
      </MaintenanceGate>
      <SnackHost />
      <DialogHost />
      <UpdatePrompt />
    </BrowserRouter>
  );
}
