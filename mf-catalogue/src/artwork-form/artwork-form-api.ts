// Upload, edit and delete (docs/api/catalogue.md, "Upload, edit, delete"). Artist roles use the /artwork/…
// family, user roles the /user/… family; the other family answers 403.
import { UPLOAD_TIMEOUT_MS, api, isArtistRole, type Envelope } from '@kala/shared';

interface SaveAnswer extends Envelope {
  data: { productSlug: string };
}

const paths = (role: number) =>
  isArtistRole(role)
    ? { upload: '/artwork/upload', edit: (id: string) => `/artwork/edit/${encodeURIComponent(id)}`, remove: (id: string) => `/artwork/delete/${encodeURIComponent(id)}` }
    : { upload: '/user/upload', edit: (id: string) => `/user/edit/${encodeURIComponent(id)}`, remove: (id: string) => `/user/del/${encodeURIComponent(id)}` };

/** Share of the body sent so far, 0–1. */
export type OnProgress = (share: number) => void;

async function send(path: string, body: FormData, onProgress?: OnProgress): Promise<string> {
  const { data } = await api.post<SaveAnswer>(path, body, {
    requireAuth: true,
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (e) => onProgress?.(e.total ? Math.min(1, e.loaded / e.total) : (e.progress ?? 0)),
  });
  return data.data.productSlug;
}

/** Resolves the new work's slug. */
export const uploadArtwork = (role: number, body: FormData, onProgress?: OnProgress): Promise<string> => send(paths(role).upload, body, onProgress);

/** Resolves the (possibly renamed) work's slug. */
export const editArtwork = (role: number, id: string, body: FormData, onProgress?: OnProgress): Promise<string> => send(paths(role).edit(id), body, onProgress);

export async function deleteArtwork(role: number, id: string): Promise<void> {
  await api.post(paths(role).remove(id), undefined, { requireAuth: true });
}
