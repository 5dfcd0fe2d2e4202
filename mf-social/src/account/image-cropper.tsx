// The picture cropper of Edit Information (spec §2, §9): a fixed frame (200x200 picture, 480x148 cover),
// zoom from 1.5 in steps of 0.1, and the cropped picture drawn at the frame's size. react-easy-crop is
// loaded with this file only, which only /edit loads, when a picture is chosen. Its CSS comes as a bundled
// stylesheet: the library's own injected <style> is refused by the page's CSP (no inline styles).
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { Button, Modal } from '@kala/shared';
import { useSocialT } from '../i18n/social-i18n';
import styles from './edit-page.module.css';

export const ZOOM = { start: 1.5, step: 0.1, min: 1, max: 4 } as const;

export interface CropperProps {
  file: File;
  title: string;
  size: { width: number; height: number };
  onDone: (picture: Blob) => void;
  onCancel: () => void;
}

async function draw(url: string, area: Area, size: { width: number; height: number }): Promise<Blob> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')!.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/jpeg', 0.9));
}

export function ImageCropper({ file, title, size, onDone, onCancel }: CropperProps) {
  const { t } = useSocialT();
  const [url] = useState(() => URL.createObjectURL(file));
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.start);
  const [area, setArea] = useState<Area | null>(null);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);

  return (
    <Modal open title={title} onClose={onCancel} size="wide">
      <div className={styles.cropArea} data-testid="crop-area">
        <Cropper image={url} crop={crop} zoom={zoom} minZoom={ZOOM.min} maxZoom={ZOOM.max} zoomSpeed={ZOOM.step} aspect={size.width / size.height} onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={(_a, pixels) => setArea(pixels)} disableAutomaticStylesInjection />
      </div>
      <label className={styles.zoom}>
        {t('edit.zoom')}
        <input type="range" min={ZOOM.min} max={ZOOM.max} step={ZOOM.step} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
      </label>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel}>
          {t('studio.cancel')}
        </Button>
        <Button data-autofocus disabled={!area} onClick={() => area && void draw(url, area, size).then(onDone)}>
          {t('edit.crop')}
        </Button>
      </div>
    </Modal>
  );
}
