import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * An object URL showing a picked file before it is uploaded. The previous URL is revoked when another
 * file (or none) is shown and the last one when the component unmounts, so no file stays pinned in memory.
 */
export function usePreviewUrl() {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  const show = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );

  return [url, show] as const;
}
