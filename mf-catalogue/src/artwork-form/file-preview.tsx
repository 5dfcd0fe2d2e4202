import { useEffect, useRef, type ImgHTMLAttributes } from 'react';

/**
 * A picked file shown before it is uploaded: an object URL made for the file and revoked when the file
 * changes or the preview goes (no state, so no extra render; StrictMode's second effect gets its own URL).
 */
export function FilePreview({ file, ...rest }: { file: File } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    const url = URL.createObjectURL(file);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={ref} {...rest} />;
}
